import { describe, expect, it } from 'vitest';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { findLiveTexts, requestLiveTextStop } from '../../../lib/data/runs/live-text';
import { applyEdits } from '../../../lib/text/apply-edits';
import { db, useTestDatabase } from '../../support/db';
import { currentTexts, LOOP_TEXTS, makeLoopProject } from '../../support/loop-project';
import { reviseSentence, ScriptedLoopModel, sentencesOf } from '../../support/loop-model';
import { useModelServer } from '../../support/model-env';
import { schemaName } from '../../support/openai-fixtures';
import type { ReceivedRequest } from '../../support/openai-server';
import { runToEnd } from '../../support/runs';

// A round's revision on the model engine streams over real HTTP (SSE): the section's live text shows
// the edits received so far while the run goes on, and the version it saves is the edits applied.
useTestDatabase();
const model = new ScriptedLoopModel();
const server = useModelServer((request: ReceivedRequest) => {
  const step = model.respond(request);
  // The reviser's JSON comes in small pieces, like a model writing token by token.
  return schemaName(request) === 'revision' && step.type === 'reply'
    ? { ...step, chunkChars: 6, chunkDelayMs: 25 }
    : step;
});

/** Every live text of the run seen while it goes on, in order, per section. */
async function watchLive(runId: string, until: Promise<unknown>) {
  const seen = new Map<string, { text: string; kind: string; state: string }[]>();
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    for (const live of await findLiveTexts(db(), runId))
      seen.set(live.sectionId, [...(seen.get(live.sectionId) ?? []), live]);
    await new Promise((r) => setTimeout(r, 20));
  }
  return seen;
}

describe('streamed revisions', () => {
  it("shows a section's edits as they arrive, before the run ends; the version is the edits applied", async () => {
    const p = await makeLoopProject('stream-revision@example.com');
    model.script(p.sectionIds, {
      findings: (n) =>
        n === 1
          ? [
              { section: 0, priority: 'high' },
              { section: 0, priority: 'medium' },
            ]
          : [],
    });
    const { runId } = await startLoop(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      {
        stageKey: 'final',
        mode: 'auto',
        roles: ['red', 'blue', 'judge'],
        maxRounds: 1,
        accept: ['high', 'medium'],
        tokenBudget: null,
      },
    );
    const running = runToEnd(runId);
    const seen = watchLive(runId, running);
    // A revision is not stopped alone: the writer's stop is refused while it streams.
    for (;;) {
      const live = await db().liveSectionText.findFirst({ where: { runId, sectionId: p.sectionIds[0] } });
      if (live) {
        expect(live.kind).toBe('revision');
        expect(await requestLiveTextStop(db(), { projectId: p.projectId, runId, sectionId: p.sectionIds[0] })).toBe(
          false,
        );
        break;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    const run = await running;
    expect(run.status, `${run.errorCode} ${run.errorMessage}`).toBe('succeeded');

    const [first, second] = sentencesOf(LOOP_TEXTS[0]);
    const edits = [first, second].map((s) => ({ find: s, replace: reviseSentence(s) }));
    const revised = applyEdits(LOOP_TEXTS[0], edits).text;
    const oneEdit = applyEdits(LOOP_TEXTS[0], edits.slice(0, 1)).text;
    expect((await currentTexts(p.sectionIds))[0]).toBe(revised);
    expect(revised).not.toBe(LOOP_TEXTS[0]);

    const texts = ((await seen).get(p.sectionIds[0]) ?? []).map((l) => l.text);
    // Before, with the first edit only, then both: never a half-written replacement.
    expect(texts.every((t) => [LOOP_TEXTS[0], oneEdit, revised].includes(t))).toBe(true);
    expect(texts).toContain(LOOP_TEXTS[0]);
    expect(texts).toContain(oneEdit);
    expect(texts.indexOf(oneEdit)).toBeGreaterThan(texts.indexOf(LOOP_TEXTS[0]));
    expect(texts.lastIndexOf(oneEdit)).toBeLessThan(texts.indexOf(revised));
    const row = await db().liveSectionText.findUniqueOrThrow({
      where: { runId_sectionId: { runId, sectionId: p.sectionIds[0] } },
    });
    expect(row).toMatchObject({ text: revised, state: 'done', kind: 'revision', stopRequested: false });
    // Only the revised section had anything to show, and the reviser was asked to stream.
    expect([...(await seen).keys()]).toEqual([p.sectionIds[0]]);
    const revisions = server().requests.filter((r) => schemaName(r) === 'revision');
    expect(revisions.map((r) => r.body.stream)).toEqual([true]);
  });
});
