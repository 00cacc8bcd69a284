import { describe, expect, it } from 'vitest';
import { saveSectionText } from '../../../lib/data/versions/save-section';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import type { Anchor } from '../../../lib/text/anchor';
import { db, useTestDatabase } from '../../support/db';
import { currentTexts, LOOP_TEXTS, makeLoopProject, roundsOf, type LoopProject } from '../../support/loop-project';
import { ScriptedLoopModel, type PlannedFinding } from '../../support/loop-model';
import { useModelServer } from '../../support/model-env';
import { promptSections, schemaName } from '../../support/openai-fixtures';
import type { ReceivedRequest } from '../../support/openai-server';
import { runToEnd } from '../../support/runs';

// Auto mode on the model engine over real HTTP (DESIGN §4): scripted reviewers whose findings fall
// 5 → 2 → 0, the max-rounds bound, and the regression guard rolling a round back.
useTestDatabase();
const model = new ScriptedLoopModel();
const server = useModelServer(model.respond);

const CONVERGING: Record<number, PlannedFinding[]> = {
  1: [
    { section: 0, priority: 'high' },
    { section: 0, priority: 'low' },
    { section: 1, priority: 'high' },
    { section: 1, priority: 'medium' },
    { section: 3, priority: 'low' },
  ],
  2: [
    { section: 1, priority: 'high' },
    { section: 2, priority: 'medium' },
  ],
};

const REGRESSING: Record<number, PlannedFinding[]> = {
  1: [
    { section: 0, priority: 'high' },
    { section: 1, priority: 'medium' },
  ],
  2: [
    { section: 0, priority: 'high' },
    { section: 2, priority: 'high' },
    { section: 3, priority: 'high' },
  ],
};

async function autoLoop(email: string, plan: Record<number, PlannedFinding[]>, maxRounds: number) {
  const p = await makeLoopProject(email);
  model.script(p.sectionIds, { findings: (n) => plan[n] ?? [] });
  const versions = await db().section.findMany({
    where: { id: { in: p.sectionIds } },
    select: { id: true, version: true },
  });
  const { loopId, runId } = await startLoop(
    { db: db(), ownerId: p.ownerId, projectId: p.projectId },
    {
      stageKey: 'final',
      mode: 'auto',
      roles: ['red', 'blue', 'judge'],
      maxRounds,
      accept: ['high', 'medium'],
      tokenBudget: null,
    },
  );
  const from = server().requests.length;
  const run = await runToEnd(runId);
  expect(run.status, `${run.errorCode} ${run.errorMessage}`).toBe('succeeded');
  const loop = await db().loop.findUniqueOrThrow({ where: { id: loopId } });
  return { p, loop, rounds: await roundsOf(loopId), requests: server().requests.slice(from), versions };
}

/** The sections sent to the reviser after each assessment, by position: requests split at each red-team review. */
function revisedPerRound(requests: ReceivedRequest[], p: LoopProject): number[][] {
  const rounds: number[][] = [];
  for (const r of requests) {
    if (schemaName(r) === 'red_review') rounds.push([]);
    if (schemaName(r) === 'revision') rounds.at(-1)!.push(p.sectionIds.indexOf(promptSections(r)[0].id));
  }
  return rounds.map((positions) => positions.sort());
}

const positions = (p: LoopProject, ids: (string | null)[]) => ids.map((id) => p.sectionIds.indexOf(id!)).sort();

describe('auto mode on the model engine', () => {
  it('converges 5 → 2 → 0 and stops with no_suggestions, revising only what each round accepted', async () => {
    const { p, loop, rounds, requests, versions } = await autoLoop('auto-converge@example.com', CONVERGING, 3);

    expect(rounds.map((r) => r.highCount + r.mediumCount + r.lowCount)).toEqual([5, 2, 0]);
    expect(rounds.map((r) => [r.highCount, r.mediumCount, r.lowCount])).toEqual([
      [2, 1, 2],
      [1, 1, 0],
      [0, 0, 0],
    ]);
    expect(rounds.map((r) => r.status)).toEqual(['revised', 'revised', 'assessed']);
    expect(rounds.map((r) => r.stopReason)).toEqual([null, null, 'no_suggestions']);
    expect(rounds[2].decision).toBe('done');
    expect(loop.stopReason).toBe('no_suggestions');
    expect(loop.stoppedAt).not.toBeNull();
    expect(rounds.filter((r) => r.status === 'revised').length).toBeLessThanOrEqual(loop.maxRounds);

    // High and medium were accepted and sent; the low ones stayed open and their sections untouched.
    expect(revisedPerRound(requests, p)).toEqual([[0, 1], [1, 2], []]);
    expect(
      rounds.map((r) =>
        positions(
          p,
          r.versions.map((v) => v.sectionId),
        ),
      ),
    ).toEqual([[0, 1], [1, 2], []]);
    expect(
      rounds[0].suggestions
        .filter((s) => s.status === 'resolved')
        .map((s) => s.priority)
        .sort(),
    ).toEqual(['high', 'high', 'medium']);
    expect(rounds[0].suggestions.filter((s) => s.status === 'open').map((s) => s.priority)).toEqual(['low', 'low']);
    const texts = await currentTexts(p.sectionIds);
    expect(texts[3]).toBe(LOOP_TEXTS[3]);
    expect(texts.slice(0, 3).every((t, i) => t !== LOOP_TEXTS[i])).toBe(true);

    // Open suggestions followed their words through the revisions: each still covers its quote.
    for (const s of rounds.flatMap((r) => r.suggestions).filter((x) => x.status === 'open' && x.anchor)) {
      const a = s.anchor as unknown as Anchor;
      expect(texts[p.sectionIds.indexOf(s.sectionId!)].slice(a.start, a.end)).toBe(a.quote);
    }
    // A revision is a change like an author's: an editor opened before it cannot save over it.
    const stale = versions.find((v) => v.id === p.sectionIds[0])!;
    await expect(
      saveSectionText(
        { db: db(), ownerId: p.ownerId, projectId: p.projectId },
        { sectionId: stale.id, baseVersion: stale.version, text: 'Typed before the loop revised it.' },
      ),
    ).rejects.toMatchObject({ code: 'conflict' });

    // Every round's model calls were recorded against it.
    const calls = await db().modelCall.findMany({ where: { projectId: p.projectId } });
    expect(calls.every((c) => c.outcome === 'ok')).toBe(true);
    expect(
      calls
        .filter((c) => c.role === 'reviser')
        .map((c) => c.roundId)
        .sort(),
    ).toEqual([rounds[0].id, rounds[0].id, rounds[1].id, rounds[1].id].sort());
    for (const r of rounds) expect(r.inputTokens).toBeGreaterThan(0);
  });

  it('never exceeds its max rounds: with max 1 it stops after one revision', async () => {
    const { loop, rounds } = await autoLoop('auto-max@example.com', CONVERGING, 1);
    expect(rounds.map((r) => r.status)).toEqual(['revised', 'assessed']);
    expect(loop.stopReason).toBe('max_rounds');
    expect(rounds[1].stopReason).toBe('max_rounds');
  });

  it('rolls back a round that raised the high-priority count and stops with regressed', async () => {
    const { p, loop, rounds, requests } = await autoLoop('auto-regress@example.com', REGRESSING, 3);

    expect(rounds.map((r) => r.highCount)).toEqual([1, 3]);
    expect(rounds.map((r) => r.status)).toEqual(['rolled_back', 'assessed']);
    expect(rounds[1].stopReason).toBe('regressed');
    expect(loop.stopReason).toBe('regressed');
    expect(revisedPerRound(requests, p)).toEqual([[0, 1], []]);

    // The revisions stay in history; rollback versions equal to the round's inputs follow them.
    const [first] = rounds;
    const inputs = await db().version.findMany({ where: { id: { in: first.inputVersionIds } } });
    const rollbacks = first.versions.filter((v) => v.source === 'rollback');
    expect(
      positions(
        p,
        first.versions.filter((v) => v.source === 'revision').map((v) => v.sectionId),
      ),
    ).toEqual([0, 1]);
    expect(
      positions(
        p,
        rollbacks.map((v) => v.sectionId),
      ),
    ).toEqual([0, 1]);
    for (const v of rollbacks) {
      const input = inputs.find((i) => i.sectionId === v.sectionId)!;
      expect(v).toMatchObject({ text: input.text, restoredFromId: input.id });
    }
    expect(await currentTexts(p.sectionIds)).toEqual(LOOP_TEXTS);

    // The regressed assessment's points on the rolled-back words are stale; the others still anchor.
    const last = rounds[1].suggestions;
    expect(last.find((s) => s.sectionId === p.sectionIds[0])?.status).toBe('stale');
    for (const s of last.filter((x) => x.sectionId !== p.sectionIds[0])) {
      const a = s.anchor as unknown as Anchor;
      expect(s.status).toBe('open');
      expect(LOOP_TEXTS[p.sectionIds.indexOf(s.sectionId!)].slice(a.start, a.end)).toBe(a.quote);
    }
  });
});
