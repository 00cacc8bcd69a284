import { beforeAll, describe, expect, it } from 'vitest';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { projectVoice, saveVoiceNotes } from '../../../lib/data/projects/voice';
import { db, useTestDatabase } from '../../support/db';
import { makeLoopProject, roundsOf, type LoopProject } from '../../support/loop-project';
import { useModelServer } from '../../support/model-env';
import { firstUserMessage, promptSections, schemaName, validResponder } from '../../support/openai-fixtures';
import { reply } from '../../support/openai-steps';
import { runToEnd } from '../../support/runs';

// The model's voice reviewer over real HTTP: its prompt carries the writer's notes, and its findings
// join the round beside the voice patterns' own; where both name the same words, the pattern's exact
// fix is the one kept.
useTestDatabase();

const TEXTS = [
  'The keeper climbed the stairs. It is worth noting that the lamp was cold. Below her the harbour slept.',
  'Mara watched the sea from the rocks. A storm was coming from the west. She pulled her coat tighter.',
];
const NOTES = 'Plain words. No sighing.';

const server = useModelServer((request) => {
  if (schemaName(request) !== 'voice_review') return validResponder(request);
  const [first] = promptSections(request);
  const finding = (quote: string, kind: string) => ({
    section: first.id,
    quote,
    kind,
    issue: `“${quote}” does not sound like the author.`,
    expected: 'Say it the way the rest of the chapter does.',
    priority: 'medium',
  });
  return reply.json({
    findings: [
      finding('It is worth noting that', 'stock-phrase'),
      finding('Below her the harbour slept.', 'style-drift'),
    ],
  });
});

let p: LoopProject;
beforeAll(async () => {
  p = await makeLoopProject('voice-model@example.com', TEXTS);
  const scope = { db: db(), ownerId: p.ownerId, projectId: p.projectId };
  await saveVoiceNotes(scope, { notes: NOTES, version: (await projectVoice(scope)).version });
});

describe('the model voice reviewer', () => {
  it('reads the writer’s notes, and its findings join the round without repeating the patterns’ fixes', async () => {
    const started = await startLoop(
      { db: db(), ownerId: p.ownerId, projectId: p.projectId },
      { stageKey: 'final', mode: 'manual', roles: ['voice'], maxRounds: 2, accept: ['high'], tokenBudget: null },
    );
    const done = await runToEnd(started.runId);
    expect(done.status, `${done.errorCode} ${done.errorMessage}`).toBe('succeeded');
    const reviews = server().requests.filter((r) => schemaName(r) === 'voice_review');
    expect(reviews).toHaveLength(1);
    expect(firstUserMessage(reviews[0])).toContain(NOTES);

    const [round] = await roundsOf(started.loopId);
    const voice = round.suggestions.filter((s) => s.role === 'voice');
    expect(voice.map((s) => [s.type, (s.anchor as { quote: string }).quote]).sort()).toEqual([
      ['stock-phrase', 'It is worth noting that the'],
      ['style-drift', 'Below her the harbour slept.'],
    ]);
    // The pattern's finding carries its exact words; the model's on the same words was dropped.
    const stock = voice.find((s) => s.type === 'stock-phrase')!;
    expect(stock.expected).toBe('The');
  });
});
