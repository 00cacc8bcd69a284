import { describe, expect, it } from 'vitest';
import { addBibleEntry, listBible, updateBibleEntry } from '../../../lib/data/bible/entries';
import { fillBibleFromPlan } from '../../../lib/data/bible/fill-from-plan';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { approveStage } from '../../../lib/data/stages/approve-stage';
import { translatorFor } from '../../../lib/i18n/translator';
import { db, useTestDatabase } from '../../support/db';
import { driveStaged } from '../../support/flows';
import { useModelServer } from '../../support/model-env';
import { firstUserMessage, schemaName, validResponder } from '../../support/openai-fixtures';
import type { Responder } from '../../support/openai-server';
import { reply } from '../../support/openai-steps';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// The story bible on the model engine over HTTP: the approved brief fills it, the writer edits it,
// and the test server receives the edited entries in the writer's and the reviewer's prompts.
useTestDatabase();

const respond: Responder = (request) => {
  switch (schemaName(request)) {
    case 'story_brief':
      return reply.json({
        title: 'The Lamp',
        logline: 'A keeper must light the lamp before the storm.',
        characters: [
          { name: 'Tomas Reyes', role: 'keeper', description: 'Limps since the wreck.' },
          { name: 'Mara', role: 'daughter', description: 'Wants to leave the island.' },
        ],
        setting: 'A reef lighthouse',
        themes: [],
        writingPoints: ['The lamp is lit'],
      });
    case 'story_outline':
      return reply.json({
        chapters: [{ key: 'ch1', title: 'Storm', goal: 'Tomas climbs to the lamp room', beats: [], targetWords: 60 }],
      });
    default:
      return validResponder(request);
  }
};
const server = useModelServer(respond);

describe('the story bible with the model engine', () => {
  it('fills from the approved brief, takes edits, and reaches the writing and review prompts', async () => {
    const t = translatorFor('en');
    const ownerId = (await makeUser('bible-model@example.com')).id;
    const { id: projectId } = await makeProject(ownerId, 'story', 'staged', 'model');
    expect(await listBible({ db: db(), ownerId, projectId })).toEqual([]);

    const { runId: outlineRun } = await driveStaged(ownerId, projectId, 'outline');
    const filled = await listBible({ db: db(), ownerId, projectId });
    expect(filled).toMatchObject([
      { name: 'Tomas Reyes', kind: 'character', description: 'keeper — Limps since the wreck.', fromPlan: true },
      { name: 'Mara', kind: 'character', description: 'daughter — Wants to leave the island.', fromPlan: true },
    ]);

    const tomas = filled[0];
    await updateBibleEntry(
      { db: db(), ownerId, projectId },
      {
        target: { entryId: tomas.id, version: tomas.version },
        entry: { ...tomas, aliases: ['Tom'], description: 'Keeper of the Saint Elmo light; limps since the wreck.' },
        translate: t,
      },
    );
    await addBibleEntry(
      { db: db(), ownerId, projectId },
      {
        entry: { name: 'Saint Elmo Light', aliases: [], kind: 'place', description: 'The lighthouse on the reef.' },
        translate: t,
      },
    );

    const before = server().requests.length;
    expect((await runToEnd(outlineRun!)).status).toBe('succeeded');
    const samples = await approveStage({ db: db(), ownerId, projectId }, 'outline');
    expect((await runToEnd(samples.runId!)).status).toBe('succeeded');
    const sent = server()
      .requests.slice(before)
      .map((r) => ({ name: schemaName(r), prompt: firstUserMessage(r) }));

    const writer = sent.find((r) => !r.name && r.prompt.includes('Write the section described here'));
    expect(writer?.prompt).toContain(
      '- Tomas Reyes [character] (also: Tom): Keeper of the Saint Elmo light; limps since the wreck.',
    );
    // Mara is not in this chapter's goal, so her entry stays out of its bible block.
    expect(writer?.prompt.match(/<bible>[\s\S]*?<\/bible>/)?.[0]).not.toContain('Mara');

    // A review round on the samples: the red team's prompt carries the entries the chapter mentions.
    const loop = await startLoop(
      { db: db(), ownerId, projectId },
      {
        stageKey: 'samples',
        mode: 'manual',
        roles: ['red'],
        maxRounds: 1,
        accept: ['high'],
        tokenBudget: null,
      },
    );
    const reviewFrom = server().requests.length;
    expect((await runToEnd(loop.runId)).status).toBe('succeeded');
    const review = server()
      .requests.slice(reviewFrom)
      .map((r) => ({ name: schemaName(r), prompt: firstUserMessage(r) }))
      .find((r) => r.name === 'red_review');
    expect(review?.prompt).toContain('<bible>');
    expect(review?.prompt).toContain('Keeper of the Saint Elmo light; limps since the wreck.');
    expect(review?.prompt).toMatch(/<names>[\s\S]*\bTom\b[\s\S]*<\/names>/);

    // The brief approved again (after a regeneration) adds nothing the writer already has, nor undoes an edit.
    const brief = await db().stage.findFirstOrThrow({ where: { projectId, key: 'brief' } });
    expect(await db().$transaction((tx) => fillBibleFromPlan(tx, { id: projectId, template: 'story' }, brief))).toBe(0);
    expect((await listBible({ db: db(), ownerId, projectId })).find((e) => e.id === tomas.id)).toMatchObject({
      aliases: ['Tom'],
      version: 2,
    });
  });
});
