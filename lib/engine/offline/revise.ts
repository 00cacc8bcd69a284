import type { ReviseInput, ReviseOutput, RevisionTask } from '../types';
import { applyEdits, editsOverlap, type Edit } from './fixes/edit';
import { sectionLanguage } from './language';
import { keptRanges, locateAnchor } from './revise/locate-anchor';
import { mechanicalEdit } from './revise/mechanical-edit';

export interface PlannedEdits {
  edits: (Edit & { suggestionId: string })[];
  unapplied: string[];
}

/**
 * Works out which tasks can be applied to the text as it is now: each task's anchor must still
 * quote the same words, the fix must be mechanical, and it must not touch a kept passage or an
 * earlier task's edit. Tasks are taken in the order given.
 */
export function planEdits(input: ReviseInput, tasks: RevisionTask[] = input.tasks): PlannedEdits {
  const { text } = input.section;
  const ctx = { language: sectionLanguage(text, input.language), canonicalNames: input.canonicalNames };
  const kept = keptRanges(text, input.keep);
  const edits: PlannedEdits['edits'] = [];
  const unapplied: string[] = [];
  for (const task of tasks) {
    const range = task.anchor ? locateAnchor(text, task.anchor) : null;
    const edit = range ? mechanicalEdit(task, text, range, ctx) : null;
    const touched =
      edit && range ? { start: Math.min(edit.start, range.start), end: Math.max(edit.end, range.end) } : null;
    const blocked =
      !edit ||
      !touched ||
      kept.some((k) => k.start < touched.end && touched.start < k.end) ||
      edits.some((e) => editsOverlap(e, edit));
    if (blocked) unapplied.push(task.suggestionId);
    else edits.push({ ...edit, suggestionId: task.suggestionId });
  }
  return { edits, unapplied };
}

/** Applies the mechanical fixes among the accepted tasks; everything else is left to the author. */
export function reviseOffline(input: ReviseInput): ReviseOutput {
  const { edits, unapplied } = planEdits(input);
  return { text: applyEdits(input.section.text, edits), unapplied };
}
