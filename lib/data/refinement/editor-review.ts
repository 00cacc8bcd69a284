import 'server-only';
import type { ProjectScope } from '../../db';
import { ExpectedError } from '../../errors';
import { editorStage, placedOpenSuggestions } from './editor-stage';
import type { Anchor } from '../../text/anchor';
import { markSummary } from '../../workflow/editor/mark-summary';
import { EDITOR_ROLE, EXPORT_AUTHOR, type EditorMark, type EditorReading } from '../../workflow/editor/marks';
import { placeMarks } from '../../workflow/editor/place-marks';
import { acceptedInWord, wordDecision } from '../../workflow/editor/word-decisions';

/** More marks than an editor leaves on a stage is not an editor's document. */
const MAX_EDITOR_MARKS = 2_000;

export interface EditorImport {
  /** Marks that now wait for the stage's next manual round. */
  imported: number;
  /** Marks whose words are in none of the stage's sections. */
  unplaced: number;
  /** Marks already waiting from an earlier import of the same document. */
  repeated: number;
  /** StoryFold's own marks the editor left in place: those suggestions are still open where they were. */
  undecided: number;
  /** StoryFold's tracked changes the editor accepted in Word: they come back as the editor's suggestions. */
  acceptedInWord: number;
  /** StoryFold's tracked changes the editor rejected in Word: they stay open, for the writer to reject. */
  rejectedInWord: number;
}

const typeOf = (mark: EditorMark) => (mark.kind === 'comment' ? 'word-comment' : 'tracked-change');

/**
 * An editor's Word document taken into a stage: each comment and tracked change, placed in the section
 * whose words it marks, waits (like a reader's comment) for the stage's next manual round, where it is
 * the "editor" reviewer's suggestion, signed with the editor's name, decided like any other.
 */
export async function importEditorReview(
  { db, ownerId, projectId }: ProjectScope,
  { stageKey, reading }: { stageKey: string; reading: EditorReading },
): Promise<EditorImport> {
  const stage = await editorStage({ db, ownerId, projectId }, stageKey);
  const exported = (await placedOpenSuggestions(db, stage)).flatMap(({ replacement, ...s }) =>
    replacement === undefined ? [] : [{ ...s, replacement }],
  );
  const theirs = reading.marks.filter((m) => m.author !== EXPORT_AUTHOR);
  if (theirs.length > MAX_EDITOR_MARKS) throw new ExpectedError('invalid_input', { reason: 'too_many_marks' });
  const { sections, language } = stage;
  const { placed, unplaced } = placeMarks({ text: reading.text, marks: theirs }, sections);
  const rows = placed.map(({ mark, sectionId, anchor }) => ({
    projectId,
    sectionId,
    role: EDITOR_ROLE,
    type: typeOf(mark),
    readerName: mark.author,
    body: markSummary(mark, language),
    replacement: mark.replacement ?? null,
    anchor,
    clientHash: '',
  }));
  // Word does not say who accepted a change: the document's one editor, when it has one.
  const authors = new Set(theirs.map((m) => m.author).filter(Boolean));
  const editor = authors.size === 1 ? [...authors][0] : '';
  const decisions = exported.map((change) => ({ change, decision: wordDecision(reading, change) }));
  for (const { change } of decisions.filter((d) => d.decision === 'accepted'))
    rows.push({
      projectId,
      sectionId: change.sectionId,
      role: EDITOR_ROLE,
      type: 'tracked-change',
      readerName: editor,
      body: acceptedInWord(change.summary, language),
      replacement: change.replacement,
      anchor: change.anchor,
      clientHash: '',
    });
  return db.$transaction(async (tx) => {
    // The same document imported twice waits once.
    const waiting = await tx.readerComment.findMany({
      where: { projectId, role: EDITOR_ROLE, claimedAt: null, sectionId: { in: sections.map((s) => s.id) } },
      select: { sectionId: true, body: true, readerName: true, replacement: true, anchor: true },
    });
    const key = (r: {
      sectionId: string;
      body: string;
      readerName: string;
      replacement: string | null;
      anchor: unknown;
    }) => JSON.stringify([r.sectionId, r.body, r.readerName, r.replacement, (r.anchor as Anchor).start]);
    const seen = new Set(waiting.map(key));
    const fresh = rows.filter((r) => !seen.has(key(r)));
    await tx.readerComment.createMany({ data: fresh });
    return {
      imported: fresh.length,
      unplaced: unplaced.length,
      repeated: rows.length - fresh.length,
      undecided: reading.marks.length - theirs.length,
      acceptedInWord: decisions.filter((d) => d.decision === 'accepted').length,
      rejectedInWord: decisions.filter((d) => d.decision === 'rejected').length,
    };
  });
}
