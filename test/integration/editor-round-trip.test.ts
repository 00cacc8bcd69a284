import { beforeAll, describe, expect, it } from 'vitest';
import { db, useTestDatabase } from '../support/db';
import { editedDocx } from '../support/editor-docx';
import { answerInWord } from '../support/word-answers';
import { makeProject, makeUser } from '../support/projects';
import { runToEnd } from '../support/runs';
import type { Anchor } from '../../lib/text/anchor';
import { readWordReview } from '../../lib/import/word-review/read-word-review';
import { editorDocx } from '../../lib/export/editor-docx';
import { importEditorReview } from '../../lib/data/refinement/editor-review';
import { stageForEditor } from '../../lib/data/refinement/editor-export';
import { startLoop } from '../../lib/data/refinement/start-loop';
import { decideRound } from '../../lib/data/refinement/decide-round';
import { appendVersion } from '../../lib/data/versions/append-version';
import { replacementIn } from '../../lib/workflow/continuity/findings';

// A stage sent to an editor as .docx and back: its open suggestions go out as StoryFold's comments and
// tracked changes; what the editor accepts in Word comes back as the editor's suggestion, what they
// reject is counted, and what they leave alone is not taken in twice.

useTestDatabase();

const TEXT =
  'The keeper climbed the stairs. The lamp was cold and the harbour lay dark.\n\nShe counted every step slowly.';
let scope: { db: ReturnType<typeof db>; ownerId: string; projectId: string };
let sectionId: string;

beforeAll(async () => {
  const ownerId = (await makeUser('round-trip@example.com')).id;
  const project = await makeProject(ownerId, 'story', 'staged', 'offline');
  scope = { db: db(), ownerId, projectId: project.id };
  const stage = await db().stage.findFirstOrThrow({ where: { projectId: project.id, key: 'final' } });
  sectionId = (
    await db().section.create({
      data: {
        projectId: project.id,
        stageId: stage.id,
        position: 0,
        displayNumber: '1',
        title: 'Night',
        status: 'written',
      },
    })
  ).id;
  await db().$transaction((tx) =>
    appendVersion(tx, {
      projectId: project.id,
      stageId: stage.id,
      sectionId,
      text: TEXT,
      source: 'author',
      engine: null,
    }),
  );
});

const textNow = async () =>
  (await db().section.findUniqueOrThrow({ where: { id: sectionId }, include: { currentVersion: true } }))
    .currentVersion!.text;

async function nextRound(loopId: string) {
  return db().round.findFirstOrThrow({
    where: { loopId },
    orderBy: { number: 'desc' },
    include: { suggestions: { where: { role: 'editor' }, orderBy: { createdAt: 'asc' } } },
  });
}

describe('a stage to Word and back', () => {
  it('exports open suggestions as comments and tracked changes, and takes the editor’s answers back', async () => {
    // A first editor's changes make the round's open suggestions with exact replacements.
    const first = await editedDocx([
      { heading: 'Night' },
      [
        'The keeper climbed ',
        { del: 'the', ins: 'the narrow', by: 'Ada Byrne' },
        ' stairs. The lamp was cold and the harbour lay dark.',
      ],
      ['She counted every step ', { del: 'slowly', ins: 'in silence', by: 'Ada Byrne' }, '.'],
    ]);
    await importEditorReview(scope, { stageKey: 'final', reading: await readWordReview(first) });
    const loop = await startLoop(scope, {
      stageKey: 'final',
      mode: 'manual',
      roles: ['lint'],
      maxRounds: 3,
      accept: ['high'],
      tokenBudget: null,
    });
    expect((await runToEnd(loop.runId)).status).toBe('succeeded');
    const round1 = await nextRound(loop.loopId);
    expect(round1.suggestions).toHaveLength(2);

    // Out: every open suggestion of the stage is StoryFold's mark over the same words in the .docx.
    const stage = await stageForEditor(scope, { stageKey: 'final' });
    const exported = await editorDocx(stage);
    const out = await readWordReview(exported);
    const changes = out.marks.filter((m) => m.kind !== 'comment');
    expect(changes.map((m) => [m.author, m.quote, m.replacement])).toEqual([
      ['StoryFold', 'the', 'the narrow'],
      ['StoryFold', 'slowly', 'in silence'],
    ]);
    const comments = out.marks.filter((m) => m.kind === 'comment');
    expect(comments.length).toBe(stage.sections[0].suggestions.length);
    expect(comments.map((c) => c.comment)).toContain('Replace “the” with “the narrow”\n— Ada Byrne');
    expect(out.text).toBe(`# ${stage.title}\n\n## Night\n\n${TEXT}`);

    // Back untouched: nothing new waits, every StoryFold mark is still undecided.
    expect(await importEditorReview(scope, { stageKey: 'final', reading: out })).toEqual({
      imported: 0,
      unplaced: 0,
      repeated: 0,
      undecided: out.marks.length,
      acceptedInWord: 0,
      rejectedInWord: 0,
    });

    // The editor accepts the narrow stairs in Word and rejects "in silence".
    const answered = await answerInWord(
      exported,
      'StoryFold',
      new Map([
        [0, 'accept'],
        [1, 'reject'],
      ] as const),
    );
    const back = await readWordReview(answered);
    expect(back.text).toContain('climbed the narrow stairs');
    expect(back.text).toContain('every step slowly.');
    const result = await importEditorReview(scope, { stageKey: 'final', reading: back });
    expect(result).toMatchObject({ imported: 1, acceptedInWord: 1, rejectedInWord: 1 });

    // The writer decides: the editor's acceptance reaches the next round and is applied when accepted.
    const reassess = await decideRound(scope, { roundId: round1.id, decision: 'edit_reassess' });
    expect((await runToEnd(reassess.runId!)).status).toBe('succeeded');
    const round2 = await nextRound(loop.loopId);
    expect(round2.id).not.toBe(round1.id);
    const accepted = round2.suggestions.find((s) => s.summary.startsWith('Accepted in Word'));
    expect(accepted).toBeDefined();
    expect(replacementIn(accepted!.evidence)).toBe('the narrow');
    expect((accepted!.anchor as Anchor).quote).toBe('the');
    const applied = await decideRound(scope, {
      roundId: round2.id,
      decision: 'done',
      picks: { accepted: [accepted!.id], rejected: [] },
    });
    expect((await runToEnd(applied.runId!)).status).toBe('succeeded');
    expect(await textNow()).toBe(TEXT.replace('climbed the stairs', 'climbed the narrow stairs'));
  });
});
