import { describe, expect, it } from 'vitest';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { chooseVariant, requestVariants, variantSet } from '../../../lib/data/refinement/variants';
import { db, useTestDatabase } from '../../support/db';
import { currentTexts, makeLoopProject, roundsOf } from '../../support/loop-project';
import { reviserTasks, reviseSentence, ScriptedLoopModel } from '../../support/loop-model';
import { useModelServer } from '../../support/model-env';
import { firstUserMessage, promptSections, schemaName } from '../../support/openai-fixtures';
import { runToEnd } from '../../support/runs';

// DESIGN §6 variants on the model engine over real HTTP: k alternative revisions of a section for
// chosen suggestions, k parallel calls each told a different approach; the choice becomes a version.
useTestDatabase();
const model = new ScriptedLoopModel();
const server = useModelServer(model.respond);

describe('variants on the model engine', () => {
  it('asks for k alternatives for the chosen suggestions, and the chosen one becomes a variant version', async () => {
    const p = await makeLoopProject('variants@example.com');
    const plan = [
      { section: 1, priority: 'high' },
      { section: 1, priority: 'medium' },
      { section: 1, priority: 'low' },
      { section: 2, priority: 'low' },
    ] as const;
    model.script(p.sectionIds, { findings: (n) => (n === 1 ? [...plan] : []) });
    const loop = await startLoop(
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
    expect((await runToEnd(loop.runId)).status).toBe('succeeded');
    const chosen = (await roundsOf(loop.loopId))[0].suggestions.filter(
      (s) => s.sectionId === p.sectionIds[1] && s.priority !== 'low',
    );
    expect(chosen).toHaveLength(2);
    const [before] = await currentTexts([p.sectionIds[1]]);

    const from = server().requests.length;
    const { runId } = await requestVariants(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      { sectionId: p.sectionIds[1], suggestionIds: chosen.map((s) => s.id), count: 3 },
    );
    const run = await runToEnd(runId);
    expect(run.status, `${run.errorCode} ${run.errorMessage}`).toBe('succeeded');

    const requests = server().requests.slice(from);
    expect(requests.map(schemaName)).toEqual(['revision', 'revision', 'revision']);
    for (const r of requests) {
      expect(promptSections(r)).toEqual([{ id: p.sectionIds[1], text: before }]);
      expect(
        reviserTasks(r)
          .map((t) => t.id)
          .sort(),
      ).toEqual(chosen.map((s) => s.id).sort());
    }
    const approaches = requests.map((r) =>
      /This is alternative (\d) of 3\. Approach: (.*)/.exec(firstUserMessage(r))!.slice(1),
    );
    expect(approaches.map(([i]) => i).sort()).toEqual(['1', '2', '3']);
    expect(new Set(approaches.map(([, approach]) => approach)).size).toBe(3);

    const set = await variantSet({ db: db(), ownerId: p.ownerId, projectId: p.projectId }, runId);
    expect(set).toMatchObject({ sectionId: p.sectionIds[1], engine: 'model', model: 'test-model' });
    expect(new Set(set.texts).size).toBe(3);
    for (const text of set.texts) {
      for (const s of chosen) expect(text).toContain(reviseSentence((s.anchor as { quote: string }).quote));
    }
    const calls = await db().modelCall.findMany({ where: { runId } });
    expect(calls.map((c) => c.role)).toEqual(['reviser:variant', 'reviser:variant', 'reviser:variant']);

    // Two choices at once (two tabs, say): one applies, the other is a conflict, never both.
    const outcomes = await Promise.allSettled(
      [1, 2].map((i) =>
        chooseVariant({ db: db(), ownerId: p.ownerId, projectId: p.projectId }, { runId, text: set.texts[i] }),
      ),
    );
    const won = outcomes.findIndex((o) => o.status === 'fulfilled');
    expect(outcomes[1 - won]).toMatchObject({ status: 'rejected', reason: { code: 'conflict' } });
    const picked = set.texts[1 + won];
    const { versionId } = (outcomes[won] as PromiseFulfilledResult<{ versionId: string }>).value;
    expect(await db().version.count({ where: { sectionId: p.sectionIds[1], source: 'variant' } })).toBe(1);
    const section = await db().section.findUniqueOrThrow({
      where: { id: p.sectionIds[1] },
      include: { currentVersion: { include: { parent: true } } },
    });
    expect(section.currentVersionId).toBe(versionId);
    expect(section.currentVersion).toMatchObject({
      source: 'variant',
      text: picked,
      engine: 'model',
      model: 'test-model',
      authorId: p.ownerId,
    });
    expect(section.currentVersion?.parent?.text).toBe(before);
    // Open suggestions on the section followed the new text: still on their words, or stale where those are gone.
    const onSection = await db().suggestion.findMany({ where: { sectionId: p.sectionIds[1] } });
    expect(onSection.map((s) => s.status).sort()).toEqual(['open', 'stale', 'stale']);
    for (const s of onSection) {
      const a = s.anchor as { quote: string; start: number; end: number };
      if (s.status === 'open') expect(picked.slice(a.start, a.end)).toBe(a.quote);
      else expect(s.status).toBe('stale');
    }
    // The other sections did not move, and a second choice from the same set is now a conflict.
    const others = await currentTexts([p.sectionIds[0], p.sectionIds[2], p.sectionIds[3]]);
    expect(others.some((t) => t.includes('Alternative'))).toBe(false);
    await expect(
      chooseVariant({ db: db(), ownerId: p.ownerId, projectId: p.projectId }, { runId, text: set.texts[0] }),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
  });
});
