import { beforeAll, describe, expect, it } from 'vitest';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { appendVersion } from '../../../lib/data/versions/append-version';
import { saveSectionText } from '../../../lib/data/versions/save-section';
import { db, useTestDatabase } from '../../support/db';
import { useModelServer } from '../../support/model-env';
import { firstUserMessage, schemaName } from '../../support/openai-fixtures';
import type { ReceivedRequest } from '../../support/openai-server';
import { reply } from '../../support/openai-steps';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';

// The continuity reviewer on the model engine, over real HTTP to a scripted model: the model extracts
// each changed section's facts (one structured request each, told whose handbook it reads), the rules
// compare them, and a player's handbook that mentions a clue before its character is handed it leaks.
useTestDatabase();

const CHAPTERS = [
  {
    title: 'DM handbook',
    text: 'The truth: Ada poisoned the lord. Clue 4, the pharmacist’s ledger, proves who bought the poison.\n\nRound 1\nHand Clue 1 to Cora.\n\nRound 2\nHand Clue 3, the butler’s diary, to Cora.',
  },
  {
    title: 'Player handbook 1: Ada',
    text: 'You poisoned the lord. Round 1: stay calm and talk about the weather.',
  },
  {
    title: 'Player handbook 2: Cora',
    text: 'Round 1: read Clue 1 carefully. You also know what the butler wrote in Clue 3.',
  },
  { title: 'Materials', text: 'Clue card 1: the torn letter. Clue card 3: the butler’s diary.' },
];

interface ScriptedFact {
  kind: string;
  subject: string;
  attribute: string;
  value: string;
  quote: string;
  hedge: 'none';
  round?: number;
}
const clue = (subject: string, id: string, value: string, quote: string, round: number): ScriptedFact => ({
  kind: 'clue',
  subject,
  attribute: id,
  value,
  quote,
  hedge: 'none',
  round,
});

/** What the scripted model reads in each chapter, by its title: what a careful model would list. */
const FACTS: Record<string, ScriptedFact[]> = {
  'DM handbook': [
    clue('', 'clue-4', 'needed', 'Clue 4, the pharmacist’s ledger, proves who bought the poison.', 0),
    clue('Cora', 'clue-1', 'learns', 'Hand Clue 1 to Cora.', 1),
    clue('Cora', 'clue-3', 'learns', 'Hand Clue 3, the butler’s diary, to Cora.', 2),
  ],
  'Player handbook 1: Ada': [
    // A quote the section does not hold: the model misremembered it, and it is dropped.
    clue('Ada', 'clue-4', 'knows', 'You bought the poison at the pharmacy.', 0),
  ],
  'Player handbook 2: Cora': [
    clue('Cora', 'clue-1', 'knows', 'read Clue 1 carefully', 1),
    clue('Cora', 'clue-3', 'knows', 'You also know what the butler wrote in Clue 3.', 1),
  ],
  Materials: [
    clue('', 'clue-1', 'planted', 'Clue card 1: the torn letter.', 0),
    clue('', 'clue-3', 'planted', 'Clue card 3: the butler’s diary.', 0),
  ],
};

const titleOf = (request: ReceivedRequest) => /<section title="([^"]+)"/.exec(firstUserMessage(request))?.[1] ?? '';
const server = useModelServer((request) =>
  schemaName(request) === 'ledger_facts'
    ? reply.json({ facts: FACTS[titleOf(request)] ?? [] })
    : reply.text('The model was asked for something this test does not script.'),
);

let ownerId: string;
let projectId: string;
let sectionIds: string[];

beforeAll(async () => {
  ownerId = (await makeUser('continuity-model@example.com')).id;
  projectId = (await makeProject(ownerId, 'script', 'staged', 'model')).id;
  const stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'chapters' } })).id;
  sectionIds = [];
  for (const [position, { title, text }] of CHAPTERS.entries()) {
    const s = await db().section.create({
      data: { projectId, stageId, position, displayNumber: String(position), title, status: 'written' },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, { projectId, stageId, sectionId: s.id, text, source: 'model', engine: 'model' }),
    );
    sectionIds.push(s.id);
  }
});

/** A manual loop with the continuity reviewer alone; the model requests it made, and its round. */
async function continuityRound() {
  const from = server().requests.length;
  const started = await startLoop(
    { db: db(), ownerId, projectId },
    { stageKey: 'chapters', mode: 'manual', roles: ['continuity'], maxRounds: 3, accept: ['high'], tokenBudget: null },
  );
  const done = await runToEnd(started.runId);
  expect(done.status, `${done.errorCode} ${done.errorMessage}`).toBe('succeeded');
  const round = await db().round.findFirstOrThrow({
    where: { loopId: started.loopId },
    include: { suggestions: { orderBy: { createdAt: 'asc' } } },
  });
  return { requests: server().requests.slice(from), suggestions: round.suggestions };
}

describe('the continuity reviewer on the model engine', () => {
  it('extracts every chapter once, told whose handbook it is, and finds the knowledge leak and the unplanted clue', async () => {
    const { requests, suggestions } = await continuityRound();
    expect(requests.map(schemaName)).toEqual(Array(4).fill('ledger_facts'));
    expect(requests.map(titleOf).sort()).toEqual(CHAPTERS.map((c) => c.title).sort());
    const cora = requests.find((r) => titleOf(r) === 'Player handbook 2: Cora')!;
    expect(firstUserMessage(cora)).toContain('This section is the player handbook of Cora');
    expect(firstUserMessage(cora)).toContain('The player characters are Ada, Cora.');
    const dm = requests.find((r) => titleOf(r) === 'DM handbook')!;
    expect(firstUserMessage(dm)).toContain("This section is the game master's handbook");

    const leak = suggestions.find((s) => s.type === 'knowledge')!;
    expect(leak).toMatchObject({ role: 'continuity', sectionId: sectionIds[2], priority: 'high' });
    expect((leak.anchor as { quote: string }).quote).toBe('You also know what the butler wrote in Clue 3.');
    expect(leak.evidence).toMatchObject({
      passages: [
        { sectionId: sectionIds[0], quote: 'Hand Clue 3, the butler’s diary, to Cora.', title: 'DM handbook' },
      ],
    });
    const setup = suggestions.find((s) => s.type === 'setup')!;
    expect(setup).toMatchObject({ sectionId: sectionIds[0] });
    expect((setup.anchor as { quote: string }).quote).toContain('Clue 4');
    // Cora reads Clue 1 in the round she is handed it; Ada's misquoted fact was dropped.
    expect(suggestions).toHaveLength(2);

    const rows = await db().ledgerSection.findMany({ where: { projectId, engine: 'model' } });
    expect(rows).toHaveLength(4);
    const ada = rows.find((r) => r.sectionId === sectionIds[1])!;
    expect(ada.facts).toEqual([]);
  });

  it('after an edit, asks the model about the changed chapter only; the fixed handbook no longer leaks', async () => {
    const section = await db().section.findUniqueOrThrow({ where: { id: sectionIds[2] } });
    const fixed = 'Round 1: read Clue 1 carefully. Round 2: read Clue 3, the butler’s diary.';
    await saveSectionText(
      { db: db(), ownerId, projectId },
      { sectionId: sectionIds[2], baseVersion: section.version, text: fixed },
    );
    FACTS['Player handbook 2: Cora'] = [
      clue('Cora', 'clue-1', 'knows', 'read Clue 1 carefully', 1),
      clue('Cora', 'clue-3', 'knows', 'read Clue 3, the butler’s diary.', 2),
    ];
    const { requests, suggestions } = await continuityRound();
    expect(requests.map(titleOf)).toEqual(['Player handbook 2: Cora']);
    expect(suggestions.map((s) => s.type)).toEqual(['setup']);
  });
});
