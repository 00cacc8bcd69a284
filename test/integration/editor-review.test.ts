import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { editedDocx, type EditedParagraph } from '../support/editor-docx';
import { makeProject, makeUser } from '../support/projects';
import { runToEnd } from '../support/runs';
import type { Anchor } from '../../lib/text/anchor';
import { readWordReview } from '../../lib/import/word-review/read-word-review';
import { importEditorReview } from '../../lib/data/refinement/editor-review';
import { startLoop } from '../../lib/data/refinement/start-loop';
import { decideRound } from '../../lib/data/refinement/decide-round';
import { appendVersion } from '../../lib/data/versions/append-version';
import { replacementIn } from '../../lib/workflow/continuity/findings';

// An editor's Word document, made with the `docx` package, taken into a stage on real Postgres: its
// comments and tracked changes wait for the next manual round, become the editor's suggestions there,
// and are decided like any others: an accepted change is applied word for word, a rejected one is not.

useTestDatabase();

let ownerId: string;
beforeAll(async () => {
  ownerId = (await makeUser('editor-review@example.com')).id;
});

async function stageWith(language: 'en' | 'zh', sections: { title: string; text: string }[]) {
  const project = await makeProject(ownerId, 'story', 'staged', 'offline');
  await db().project.update({
    where: { id: project.id },
    data: {
      config: { ...((await db().project.findUniqueOrThrow({ where: { id: project.id } })).config as object), language },
    },
  });
  const stage = await db().stage.findFirstOrThrow({ where: { projectId: project.id, key: 'final' } });
  const ids: string[] = [];
  for (const [position, { title, text }] of sections.entries()) {
    const section = await db().section.create({
      data: {
        projectId: project.id,
        stageId: stage.id,
        position,
        displayNumber: String(position + 1),
        title,
        status: 'written',
      },
    });
    await db().$transaction((tx) =>
      appendVersion(tx, {
        projectId: project.id,
        stageId: stage.id,
        sectionId: section.id,
        text,
        source: 'author',
        engine: null,
      }),
    );
    ids.push(section.id);
  }
  return { scope: { db: db(), ownerId, projectId: project.id }, ids };
}

async function importAndAssess(scope: Awaited<ReturnType<typeof stageWith>>['scope'], paragraphs: EditedParagraph[]) {
  const reading = await readWordReview(await editedDocx(paragraphs));
  const imported = await importEditorReview(scope, { stageKey: 'final', reading });
  const started = await startLoop(scope, {
    stageKey: 'final',
    mode: 'manual',
    roles: ['lint'],
    maxRounds: 2,
    accept: ['high'],
    tokenBudget: null,
  });
  expect((await runToEnd(started.runId)).status).toBe('succeeded');
  const round = await db().round.findFirstOrThrow({
    where: { loopId: started.loopId },
    include: { suggestions: { where: { role: 'editor' }, orderBy: { createdAt: 'asc' } } },
  });
  return { imported, round };
}

const textOf = async (sectionId: string) =>
  (await db().section.findUniqueOrThrow({ where: { id: sectionId }, include: { currentVersion: true } }))
    .currentVersion!.text;

describe('an editor’s Word document in a stage', () => {
  it('English: comments and tracked changes become anchored editor suggestions, decided the usual way', async () => {
    const night =
      'The keeper climbed the stairs. The lamp was cold and the harbour lay dark.\n\nShe counted step slowly.';
    const dawn = 'Morning came grey over the water.';
    const { scope, ids } = await stageWith('en', [
      { title: 'Night', text: night },
      { title: 'Dawn', text: dawn },
    ]);
    const { imported, round } = await importAndAssess(scope, [
      { heading: 'Night' },
      [
        'The keeper climbed ',
        { del: 'the', ins: 'the narrow', by: 'Ada Byrne' },
        ' stairs. ',
        { comment: 'Who let it go out?', by: 'Ada Byrne', on: 'The lamp was cold' },
        ' and the harbour lay dark.',
      ],
      ['She counted', { ins: ' every', by: 'Ada Byrne' }, ' step', { del: ' slowly', by: 'Ada Byrne' }, '.'],
      { heading: 'Dawn' },
      ['Morning came ', { comment: 'Grey again?', by: 'Tom Reyes', on: 'grey' }, ' over the water.'],
      // StoryFold's own change the editor left alone, and words the stage does not hold.
      [
        'A line ',
        { del: 'only', ins: 'just', by: 'StoryFold' },
        ' in Word. ',
        { comment: 'Cut?', by: 'Tom Reyes', on: 'A line' },
      ],
    ]);
    expect(imported).toEqual({
      imported: 5,
      unplaced: 1,
      repeated: 0,
      undecided: 1,
      acceptedInWord: 0,
      rejectedInWord: 0,
    });
    expect(round.roles).toEqual(['lint', 'editor']);
    const seen = round.suggestions.map((s) => {
      const anchor = s.anchor as Anchor;
      const text = s.sectionId === ids[0] ? night : dawn;
      expect(text.slice(anchor.start, anchor.end)).toBe(anchor.quote);
      return [
        s.sectionId === ids[0] ? 'Night' : 'Dawn',
        s.type,
        anchor.quote,
        s.summary,
        s.detail,
        replacementIn(s.evidence),
      ];
    });
    expect(seen).toEqual([
      ['Night', 'tracked-change', 'the', 'Replace “the” with “the narrow”', '— Ada Byrne', 'the narrow'],
      ['Night', 'word-comment', 'The lamp was cold', 'Who let it go out?', '— Ada Byrne', undefined],
      ['Night', 'tracked-change', 'counted', 'Insert “every”', '— Ada Byrne', 'counted every'],
      ['Night', 'tracked-change', ' slowly', 'Delete “slowly”', '— Ada Byrne', ''],
      ['Dawn', 'word-comment', 'grey', 'Grey again?', '— Tom Reyes', undefined],
    ]);

    // Accept the narrow stairs, reject the comment on the lamp; the rest stays open.
    const [narrow, lamp] = round.suggestions;
    const decided = await decideRound(scope, {
      roundId: round.id,
      decision: 'accept_selected',
      picks: { accepted: [narrow.id], rejected: [lamp.id] },
    });
    expect((await runToEnd(decided.runId!)).status).toBe('succeeded');
    expect(await textOf(ids[0])).toBe(night.replace('climbed the stairs', 'climbed the narrow stairs'));
    const statuses = await db().suggestion.findMany({ where: { id: { in: [narrow.id, lamp.id] } } });
    expect(Object.fromEntries(statuses.map((s) => [s.id === narrow.id ? 'narrow' : 'lamp', s.status]))).toEqual({
      narrow: 'resolved',
      lamp: 'rejected',
    });
  });

  it('Chinese: the editor’s marks anchor in characters, and an import repeated waits once', async () => {
    const text = '守灯人慢慢地爬上楼梯。灯是冷的，港口一片漆黑。';
    const { scope, ids } = await stageWith('zh', [{ title: '夜', text }]);
    const paragraphs: EditedParagraph[] = [
      { heading: '夜' },
      [
        '守灯人',
        { del: '慢慢地', ins: '缓缓', by: '林编辑' },
        '爬上楼梯。',
        { comment: '灯为什么是冷的？', by: '林编辑', on: '灯是冷的' },
        '，港口',
        { del: '一片', by: '林编辑' },
        '漆黑。',
      ],
    ];
    const again = await importEditorReview(scope, {
      stageKey: 'final',
      reading: await readWordReview(await editedDocx(paragraphs)),
    });
    expect(again.imported).toBe(3);
    const { imported, round } = await importAndAssess(scope, paragraphs);
    expect(imported).toEqual({
      imported: 0,
      unplaced: 0,
      repeated: 3,
      undecided: 0,
      acceptedInWord: 0,
      rejectedInWord: 0,
    });
    expect(
      round.suggestions.map((s) => {
        const anchor = s.anchor as Anchor;
        expect(text.slice(anchor.start, anchor.end)).toBe(anchor.quote);
        return [anchor.quote, s.summary, s.detail, replacementIn(s.evidence)];
      }),
    ).toEqual([
      ['慢慢地', '将“慢慢地”改为“缓缓”', '— 林编辑', '缓缓'],
      ['灯是冷的', '灯为什么是冷的？', '— 林编辑', undefined],
      ['一片', '删去“一片”', '— 林编辑', ''],
    ]);
    const [slowly, , deletion] = round.suggestions;
    const decided = await decideRound(scope, {
      roundId: round.id,
      decision: 'reject',
      picks: { accepted: [slowly.id, deletion.id], rejected: [] },
    });
    expect((await runToEnd(decided.runId!)).status).toBe('succeeded');
    expect(await textOf(ids[0])).toBe('守灯人缓缓爬上楼梯。灯是冷的，港口漆黑。');
  });
});
