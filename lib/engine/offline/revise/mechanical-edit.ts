import type { Language, RevisionTask } from '../../types';
import { canonicalSpellingFor } from '../checks/name-drift';
import { collapseRepetitionEdit } from '../fixes/collapse-repetition';
import type { Edit } from '../fixes/edit';
import { removeWordEdit } from '../fixes/remove-word';
import { splitSentenceEdit } from '../fixes/split-sentence';
import { fillerAt } from '../lexicon/fillers';
import type { Range } from './locate-anchor';
import { PASSAGE_EDIT_TYPE } from '../../../workflow/passage-commands';

/** Finding types the offline reviser can fix without the author. */
export const MECHANICAL_TYPES = new Set([
  'filler',
  'hedging',
  'repeated-word',
  'name-drift',
  'long-sentence',
  PASSAGE_EDIT_TYPE,
]);

interface EditContext {
  language: Language;
  canonicalNames: string[];
}

/**
 * The edit that carries out a task at its located range, or null when the fix is not mechanical or
 * the text there is not what the fix expects (say, the quoted word is not a filler after all).
 */
export function mechanicalEdit(
  task: Pick<RevisionTask, 'type' | 'expected' | 'replacement'>,
  text: string,
  range: Range,
  ctx: EditContext,
): Edit | null {
  const { start, end } = range;
  // A suggestion that carries its exact replacement (a continuity fix) is applied word for word.
  if (task.replacement !== undefined) return { start, end, replacement: task.replacement };
  switch (task.type) {
    case 'filler':
    case 'hedging': {
      const entry = fillerAt(text, start, end);
      return entry && !entry.carriesMeaning ? removeWordEdit(text, start, end) : null;
    }
    case 'repeated-word':
      return collapseRepetitionEdit(text, start, end);
    case 'name-drift': {
      const canonical = canonicalSpellingFor(text.slice(start, end), ctx.canonicalNames);
      return canonical ? { start, end, replacement: canonical } : null;
    }
    case 'long-sentence':
      return splitSentenceEdit(text, start, end, ctx.language, ctx.canonicalNames);
    case PASSAGE_EDIT_TYPE:
      // A passage command's suggestion carries its replacement word for word.
      return { start, end, replacement: task.expected };
    default:
      return null;
  }
}
