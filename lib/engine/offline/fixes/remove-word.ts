import { isHan } from '../words';
import type { Edit } from './edit';
import { leavesSentence } from './sentence-guard';

const SENTENCE_OPENERS = /[.!?…\n“"(\[]/;
const ZH_CLAUSE_START = /[。！？；，：、\n“「]/;

function startsSentence(text: string, at: number): boolean {
  let p = at - 1;
  while (p >= 0 && (text[p] === ' ' || text[p] === '\t')) p--;
  return p < 0 || SENTENCE_OPENERS.test(text[p]);
}

function removeChinese(text: string, start: number, end: number): Edit {
  // "其实，他……" loses its comma along with the word.
  const clauseStart = start === 0 || ZH_CLAUSE_START.test(text[start - 1]);
  return { start, end: clauseStart && text[end] === '，' ? end + 1 : end, replacement: '' };
}

function removeLatin(text: string, start: number, end: number): Edit {
  let e = end;
  if (text[e] === ',') {
    if (text.slice(start - 2, start) === ', ') return { start: start - 2, end: e + 1, replacement: '' };
    e++;
  }
  if (startsSentence(text, start)) {
    while (text[e] === ' ') e++;
    const next = text[e];
    if (next !== undefined && /[a-z]/.test(next)) return { start, end: e + 1, replacement: next.toUpperCase() };
    return { start, end: e, replacement: '' };
  }
  if (text[e] === ' ') return { start, end: e + 1, replacement: '' };
  if (text.slice(start - 2, start) === ', ') return { start: start - 2, end: e, replacement: '' };
  if (text[start - 1] === ' ') return { start: start - 1, end: e, replacement: '' };
  return { start, end: e, replacement: '' };
}

/**
 * The edit that deletes the words at text[start, end) and leaves well-formed prose: spacing, a
 * parenthetical comma pair (", basically,") and the capital of a sentence's first word are repaired.
 * Null when what is left would not be a sentence ("It seemed to rain" → "To rain").
 */
export function removeWordEdit(text: string, start: number, end: number): Edit | null {
  const edit = isHan(text[start]) ? removeChinese(text, start, end) : removeLatin(text, start, end);
  return leavesSentence(text, edit) ? edit : null;
}

/** The sentence around an edit, after the edit: a preview for a finding's expected result. */
export function previewEdit(text: string, edit: Edit, sentence: { start: number; end: number }): string {
  const from = Math.min(sentence.start, edit.start);
  const to = Math.max(sentence.end, edit.end);
  return text.slice(from, edit.start) + edit.replacement + text.slice(edit.end, to);
}
