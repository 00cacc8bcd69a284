import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../../support/db';
import { makeProject, makeUser } from '../../support/projects';
import { runToEnd } from '../../support/runs';
import { decideRound } from '../../../lib/data/refinement/decide-round';
import { startLoop } from '../../../lib/data/refinement/start-loop';
import { appendVersion } from '../../../lib/data/versions/append-version';

// The voice reviewer in a round (offline engine): stock phrases and slips found in each section,
// anchored on the text; an accepted mechanical fix is applied with exactly its words, and nothing else moves.
useTestDatabase();

const TEXTS = [
  'The harbour was quiet. It is worth noting that the lamp had not been lit for a week. Mara climbed the stairs.',
  '港口很安静。值得一提的是，灯塔已经一个星期没有点亮了。玛拉爬上了楼梯。',
  'The ship turned toward the rocks. Mara lit the lamp and the light swept the water.',
];

let ownerId: string;
let projectId: string;
let sectionIds: string[];

beforeAll(async () => {
  ownerId = (await makeUser('voice-round@example.com')).id;
  projectId = (await makeProject(ownerId, 'story', 'staged', 'offline')).id;
  const stageId = (await db().stage.findFirstOrThrow({ where: { projectId, key: 'final' } })).id;
  sectionIds = [];
  for (const [position, text] of TEXTS.entries()) {
    const s = await db().section.create({
      data: {
        projectId,
        stageId,
        position,
        displayNumber: String(position + 1),
        title: `Chapter ${position + 1}`,
        targetLength: 20,
        status: 'written',
      },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, { projectId, stageId, sectionId: s.id, text, source: 'author', engine: 'offline' }),
    );
    sectionIds.push(s.id);
  }
});

const textOf = async (id: string) =>
  (await db().section.findUniqueOrThrow({ where: { id }, include: { currentVersion: true } })).currentVersion!.text;

describe('the voice reviewer in a round', () => {
  it('finds the stock phrases in English and Chinese, anchored, and accepting one applies exactly its fix', async () => {
    const scope = { db: db(), ownerId, projectId };
    const started = await startLoop(scope, {
      stageKey: 'final',
      mode: 'manual',
      roles: ['voice'],
      maxRounds: 2,
      accept: ['high', 'medium'],
      tokenBudget: null,
    });
    expect((await runToEnd(started.runId)).status).toBe('succeeded');
    const round = await db().round.findFirstOrThrow({
      where: { loopId: started.loopId },
      include: { suggestions: true },
    });
    expect(round.roles).toContain('voice');
    const bySection = (i: number) => round.suggestions.filter((s) => s.sectionId === sectionIds[i]);
    const [english] = bySection(0);
    const [chinese] = bySection(1);
    expect(english).toMatchObject({ role: 'voice', type: 'stock-phrase' });
    expect(chinese).toMatchObject({ role: 'voice', type: 'stock-phrase' });
    expect(bySection(2)).toEqual([]);
    for (const s of [english, chinese]) {
      const anchor = s.anchor as { quote: string; start: number; end: number };
      expect((await textOf(s.sectionId!)).slice(anchor.start, anchor.end)).toBe(anchor.quote);
    }
    expect((english.anchor as { quote: string }).quote).toContain('It is worth noting that');

    const before = await Promise.all(sectionIds.map(textOf));
    const { runId } = await decideRound(scope, {
      roundId: round.id,
      decision: 'accept_selected',
      picks: { accepted: [english.id], rejected: [chinese.id] },
    });
    expect((await runToEnd(runId!)).status).toBe('succeeded');
    const after = await Promise.all(sectionIds.map(textOf));
    expect(after[0]).toBe('The harbour was quiet. The lamp had not been lit for a week. Mara climbed the stairs.');
    expect(after.slice(1)).toEqual(before.slice(1));
  });
});
