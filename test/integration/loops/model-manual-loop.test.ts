import { beforeAll, describe, expect, it } from 'vitest';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { db, useTestDatabase } from '../../support/db';
import { currentTexts, makeLoopProject, roundsOf, type LoopProject } from '../../support/loop-project';
import { reviserTasks, ScriptedLoopModel, type PlannedFinding } from '../../support/loop-model';
import { useModelServer } from '../../support/model-env';
import { firstUserMessage, promptSections, schemaName } from '../../support/openai-fixtures';
import type { ReceivedRequest } from '../../support/openai-server';
import { runToEnd } from '../../support/runs';

// A manual loop on the model engine over real HTTP: the panel (red, blue, judge) assesses four
// chapters, the author accepts some suggestions, and only the chapters those touch reach the reviser.
useTestDatabase();
const model = new ScriptedLoopModel();
const server = useModelServer(model.respond);

const PLAN: Record<number, PlannedFinding[]> = {
  1: [
    { section: 0, priority: 'high' },
    { section: 0, priority: 'medium' },
    { section: 1, priority: 'medium' },
    { section: 2, priority: 'low' },
    { section: 3, priority: 'high' },
    { section: null, priority: 'medium', scope: [2] },
  ],
  2: [
    { section: null, priority: 'medium', scope: [2] },
    { section: 1, priority: 'low' },
  ],
};

let p: LoopProject;
let loopId: string;
beforeAll(async () => {
  p = await makeLoopProject('manual-model@example.com');
  model.script(p.sectionIds, { findings: (n) => PLAN[n] ?? [] });
});

/** Runs a queued run here and returns the requests the model server received meanwhile. */
async function run(runId: string): Promise<ReceivedRequest[]> {
  const from = server().requests.length;
  const done = await runToEnd(runId);
  expect(done.status, `${done.errorCode} ${done.errorMessage}`).toBe('succeeded');
  return server().requests.slice(from);
}

const revisions = (requests: ReceivedRequest[]) => requests.filter((r) => schemaName(r) === 'revision');

describe('a manual loop on the model engine', () => {
  it('assesses with the panel: the judge merges duplicates, and every quote anchors in its chapter', async () => {
    const started = await startLoop(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      {
        stageKey: 'final',
        mode: 'manual',
        roles: ['red', 'blue', 'judge'],
        maxRounds: 3,
        accept: ['high', 'medium'],
        tokenBudget: null,
      },
    );
    loopId = started.loopId;
    const requests = await run(started.runId);
    expect(requests.map(schemaName).sort()).toEqual(['blue_review', 'judge_review', 'red_review']);

    const [round] = await roundsOf(loopId);
    expect(round).toMatchObject({
      number: 1,
      status: 'assessed',
      engine: 'model',
      highCount: 2,
      mediumCount: 3,
      lowCount: 1,
    });
    expect(round.inputTokens).toBeGreaterThan(0);
    const texts = await currentTexts(p.sectionIds);
    for (const s of round.suggestions.filter((x) => x.sectionId)) {
      const a = s.anchor as { quote: string; start: number; end: number };
      expect(texts[p.sectionIds.indexOf(s.sectionId!)].slice(a.start, a.end)).toBe(a.quote);
    }
    // Blue raised red's first point again; the judge settled it as one suggestion of the red team.
    const merged = round.suggestions.filter((s) => s.detail.includes('Raised by: red, blue'));
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ role: 'red', sectionId: p.sectionIds[0] });
  });

  it('accept selected: only the chapters the accepted suggestions anchor in are sent to the reviser', async () => {
    const [round] = await roundsOf(loopId);
    const chosen = round.suggestions.filter((s) => s.sectionId === p.sectionIds[0] || s.sectionId === p.sectionIds[3]);
    expect(chosen).toHaveLength(3);
    const before = await currentTexts(p.sectionIds);

    const turnedDown = round.suggestions.find((s) => !chosen.includes(s))!;
    const { runId } = await decideRound(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      {
        roundId: round.id,
        decision: 'accept_selected',
        picks: {
          accepted: chosen.map((s) => s.id),
          rejected: [turnedDown.id],
        },
      },
    );
    const requests = await run(runId!);

    const sent = revisions(requests);
    expect(sent.map((r) => promptSections(r).map((s) => s.id))).toEqual(
      expect.arrayContaining([[p.sectionIds[0]], [p.sectionIds[3]]]),
    );
    expect(sent).toHaveLength(2);
    for (const r of sent) {
      const body = firstUserMessage(r);
      for (const untouched of [1, 2]) {
        expect(body).not.toContain(p.sectionIds[untouched]);
        expect(body).not.toContain(before[untouched]);
      }
      // Each chapter gets its own tasks, and the blue team's strengths as things to keep.
      const [section] = promptSections(r);
      expect(
        reviserTasks(r)
          .map((t) => t.id)
          .sort(),
      ).toEqual(
        chosen
          .filter((s) => s.sectionId === section.id)
          .map((s) => s.id)
          .sort(),
      );
      expect(body).toContain('closing image');
    }

    const after = await currentTexts(p.sectionIds);
    expect([after[1], after[2]]).toEqual([before[1], before[2]]);
    expect(after[0]).not.toBe(before[0]);
    expect(after[3]).not.toBe(before[3]);

    const [revised, next] = await roundsOf(loopId);
    expect(revised).toMatchObject({ status: 'revised', decision: 'accept_selected' });
    expect(revised.versions.map((v) => v.sectionId).sort()).toEqual([p.sectionIds[0], p.sectionIds[3]].sort());
    expect(revised.versions.every((v) => v.source === 'revision' && v.engine === 'model')).toBe(true);
    expect(
      revised.suggestions
        .filter((s) => s.status === 'resolved')
        .map((s) => s.id)
        .sort(),
    ).toEqual(chosen.map((s) => s.id).sort());
    // Only the one the author turned down is rejected; the others stay open.
    expect(revised.suggestions.filter((s) => s.status === 'rejected').map((s) => s.id)).toEqual([turnedDown.id]);
    expect(revised.suggestions.filter((s) => s.status === 'open')).toHaveLength(
      round.suggestions.length - chosen.length - 1,
    );

    // The next assessment read the new text and was told which points the author rejected.
    expect(next).toMatchObject({ number: 2, status: 'assessed' });
    const reviewers = requests.filter((r) => schemaName(r) === 'red_review');
    expect(reviewers).toHaveLength(1);
    const prompt = firstUserMessage(reviewers[0]);
    expect(prompt).toContain(after[0]);
    const rejected = revised.suggestions.filter((s) => s.status === 'rejected');
    const rejectedBlock = prompt.slice(
      prompt.indexOf('Rejected by the author'),
      prompt.indexOf('Accepted and applied'),
    );
    expect(rejected).toHaveLength(1);
    for (const s of rejected) expect(rejectedBlock).toContain(s.summary);
  });

  it('a document-level suggestion goes only to the chapters the judge named for it', async () => {
    const [, round] = await roundsOf(loopId);
    const global = round.suggestions.filter((s) => s.sectionId === null);
    expect(global).toHaveLength(1);
    const before = await currentTexts(p.sectionIds);

    const { runId } = await decideRound(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      {
        roundId: round.id,
        decision: 'accept_selected',
        picks: {
          accepted: [global[0].id],
          rejected: [],
        },
      },
    );
    const sent = revisions(await run(runId!));

    expect(sent.map((r) => promptSections(r)[0].id)).toEqual([p.sectionIds[2]]);
    expect(reviserTasks(sent[0])).toEqual([{ id: global[0].id, quote: null }]);
    const after = await currentTexts(p.sectionIds);
    expect(after.filter((t, i) => t !== before[i])).toEqual([after[2]]);
    const rounds = await roundsOf(loopId);
    expect(rounds.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(rounds[2]).toMatchObject({ status: 'assessed', highCount: 0, mediumCount: 0, lowCount: 0 });
  });
});
