import { beforeAll, describe, expect, it } from 'vitest';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { projectVoice, saveVoiceNotes } from '../../../lib/data/projects/voice';
import { regenerateSections } from '../../../lib/data/stages/regenerate-sections';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { db, useTestDatabase } from '../../support/db';
import { LOOP_TEXTS, makeLoopProject, roundsOf, type LoopProject } from '../../support/loop-project';
import { ScriptedLoopModel } from '../../support/loop-model';
import { useModelServer } from '../../support/model-env';
import { firstUserMessage, schemaName, validResponder } from '../../support/openai-fixtures';
import type { ReceivedRequest } from '../../support/openai-server';
import { runToEnd } from '../../support/runs';

// The writer's voice reaches the prompts that write and revise their prose, over real HTTP: their
// notes, the profile of their own text and passages of theirs, first in the message (the cacheable
// prefix), and never a passage the model wrote.
useTestDatabase();
const model = new ScriptedLoopModel();
const server = useModelServer((request) => (schemaName(request) ? model.respond(request) : validResponder(request)));

// The model's chapters; the first is a paragraph long and plain enough to pass for an example, were model text taken for the writer's.
const MODEL_TEXTS = [
  'The keeper climbed the stairs in the dark. She was tired and the lamp was cold. Below her the harbour lay still and black. She counted the steps out loud, as her mother had, and at the top she stopped to listen. The bell buoy rang twice. Then the wind dropped and it was quiet.',
  ...LOOP_TEXTS.slice(1),
];

// What the writer added to chapter 1 by hand, and a chapter they wrote alone.
const ADDED = [
  'The keeper did not light the lamp at once. She sat on the top step with her boots off and listened to the bell buoy, which rang twice and then stopped, the way it did before weather. She had learned that from her mother, who had learned it from nobody.',
  'Down in the village a dog barked at the tide. Somebody shouted at the dog. The keeper laughed, once, into her sleeve, and then she got up and struck the first match of the night.',
];
const OWN_CHAPTER = [
  'Morning came in grey and sideways. The keeper walked the shingle with a sack and picked up what the storm had left: a boot, a crate lid, a gull with one wing. She put the gull in the sack too. It did not complain.',
  '"You again," said the harbour master when she came up the slip. He did not look at the sack. He never looked at the sack. She liked him for that, and for the tea, which was strong enough to stand a spoon in and twice as bitter.',
  'They drank it on the wall. The boats were all in, every one, and the sea lay flat and innocent as if it had never heard of them. The keeper counted the hulls anyway. Then she counted them again, because that was the job.',
  'At dusk she climbed the stairs again, one hundred and twelve of them, and stopped on the sixtieth to breathe as she always did. The window there looked east. Nothing was coming from the east tonight, and she was glad of it.',
  'By noon the gull was eating fish heads out of her hand. By evening it had a name, which she told nobody, and a box by the stove, and an opinion about the cat. The cat had an opinion about the gull. The keeper let them argue it out.',
];
const NOTES = 'No semicolons. Swearing is fine in dialogue. Keep the keeper unnamed.';

let p: LoopProject;
beforeAll(async () => {
  p = await makeLoopProject('voice-prompts@example.com', MODEL_TEXTS);
  const scope = { db: db(), ownerId: p.ownerId, projectId: p.projectId };
  await db().$transaction((tx) =>
    appendVersion(tx, {
      projectId: p.projectId,
      sectionId: p.sectionIds[0],
      text: `${MODEL_TEXTS[0]}\n\n${ADDED.join('\n\n')}`,
      source: 'author',
      authorId: p.ownerId,
    }),
  );
  const own = await db().section.create({
    data: {
      projectId: p.projectId,
      stageId: p.stageId,
      position: 4,
      displayNumber: '5',
      title: 'Chapter 5',
      goal: 'The morning after',
      targetLength: 160,
      status: 'written',
    },
  });
  await db().$transaction((tx) =>
    appendVersion(tx, {
      projectId: p.projectId,
      sectionId: own.id,
      text: OWN_CHAPTER.join('\n\n'),
      source: 'author',
      authorId: p.ownerId,
    }),
  );
  const { version } = await projectVoice(scope);
  await saveVoiceNotes(scope, { notes: NOTES, version });
  model.script([...p.sectionIds, own.id], {
    findings: (n) => (n === 1 ? [{ section: 1, priority: 'high' }] : []),
  });
});

async function run(runId: string): Promise<ReceivedRequest[]> {
  const from = server().requests.length;
  const done = await runToEnd(runId);
  expect(done.status, `${done.errorCode} ${done.errorMessage}`).toBe('succeeded');
  return server().requests.slice(from);
}

/** The prompt's examples block: only passages the writer wrote, none of the model's sentences. */
function expectOwnExamples(prompt: string) {
  const examples = /<examples>\n([\s\S]*?)\n<\/examples>/.exec(prompt)?.[1] ?? '';
  const passages = examples.split('\n\n---\n\n');
  expect(passages.length).toBeGreaterThanOrEqual(2);
  expect(passages.length).toBeLessThanOrEqual(3);
  for (const passage of passages) expect([...ADDED, ...OWN_CHAPTER]).toContain(passage);
  for (const modelText of MODEL_TEXTS)
    for (const sentence of modelText.split(/(?<=\.) /)) expect(examples).not.toContain(sentence);
}

/** The voice comes before anything that changes from call to call. */
function expectVoiceFirst(prompt: string, perCall: string) {
  expect(prompt.indexOf('<voice>')).toBeGreaterThanOrEqual(0);
  expect(prompt.indexOf('</examples>')).toBeLessThan(prompt.indexOf(perCall));
  expect(prompt).toContain(NOTES);
  expect(prompt).toMatch(/Narration: past tense, third person\./);
}

describe("the writer's voice in the prompts", () => {
  it('the writer prompt carries the notes, the profile and passages of their own, first', async () => {
    const { runId } = await regenerateSections(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      { stageKey: 'final', sectionIds: [p.sectionIds[2]] },
    );
    const writes = (await run(runId)).filter((r) => !schemaName(r));
    expect(writes).toHaveLength(1);
    const prompt = firstUserMessage(writes[0]);
    expectVoiceFirst(prompt, 'Write the section described here:');
    expectOwnExamples(prompt);
  });

  it('the reviser prompt carries them too, before the section it revises', async () => {
    const scope = { db: db(), ownerId: p.ownerId, projectId: p.projectId };
    const started = await startLoop(scope, {
      stageKey: 'final',
      mode: 'manual',
      roles: ['red', 'blue', 'judge'],
      maxRounds: 2,
      accept: ['high', 'medium'],
      tokenBudget: null,
    });
    await run(started.runId);
    const [round] = await roundsOf(started.loopId);
    const { runId } = await decideRound(scope, {
      roundId: round.id,
      decision: 'accept_selected',
      picks: { accepted: round.suggestions.map((s) => s.id), rejected: [] },
    });
    const revisions = (await run(runId!)).filter((r) => schemaName(r) === 'revision');
    expect(revisions.length).toBeGreaterThanOrEqual(1);
    for (const r of revisions) {
      const prompt = firstUserMessage(r);
      expectVoiceFirst(prompt, '<section id=');
      expectOwnExamples(prompt);
    }
    // The reviewers' prompts are not given the voice: they judge the text, they do not write it.
    expect(
      server()
        .requests.filter((r) => schemaName(r) === 'red_review')
        .map(firstUserMessage)
        .join(''),
    ).not.toContain(NOTES);
  });
});
