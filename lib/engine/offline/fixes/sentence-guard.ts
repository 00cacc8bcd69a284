import { applyEdits, type Edit } from './edit';

// Words after which an English sentence is a fragment when they open it
// ("That the whole story rested…", "To rain.", "Who never spoke…").
const FRAGMENT_OPENERS = new Set([
  'that',
  'which',
  'who',
  'whom',
  'whose',
  'to',
  'about',
  'of',
  'like',
  'as',
  'than',
  'not',
]);
// A Chinese clause cannot open on a particle; a degree adverb cannot be left without its word.
const ZH_PARTICLE = /[的了地得着过]/;
const ZH_DEGREE = /[很太最更极]/;
const ZH_PUNCT = /[，。！？；、：]/;
const STRAY_PUNCTUATION = /[,;:] *[,.;:!?]|\s[,.;:!?]|\S {2,}\S|[，、]{2}|[，、][。！？]/;

/** Offset of the start of the sentence (or Chinese clause) holding `at`, past spaces and opening quotes. */
function clauseStart(out: string, at: number, chinese: boolean): number {
  const breaks = chinese ? /[。！？；，：\n]/ : /[.!?\n]/;
  let from = at;
  while (from > 0 && !breaks.test(out[from - 1])) from--;
  while (from < at && /[\s"“「(]/.test(out[from])) from++;
  return from;
}

function englishOk(out: string, at: number): boolean {
  const from = clauseStart(out, at, false);
  let to = at + 1;
  while (to < out.length && !/[.!?\n]/.test(out[to])) to++;
  const words = out.slice(from, to).match(/[A-Za-z’']+/g) ?? [];
  if (words.length < 2) return false;
  return from < at || !FRAGMENT_OPENERS.has((words[0] ?? '').toLowerCase());
}

function chineseOk(out: string, at: number): boolean {
  const opensClause = clauseStart(out, at, true) === at;
  if (opensClause && (ZH_PARTICLE.test(out[at] ?? '') || ZH_PUNCT.test(out[at] ?? ''))) return false;
  return !(ZH_DEGREE.test(out[at - 1] ?? '') && (at >= out.length || ZH_PUNCT.test(out[at] ?? '')));
}

/**
 * True when the sentence an edit touches is still a sentence afterwards: no stray punctuation at
 * the seam, at least two words, and no fragment opener or bare particle where the edit made the start.
 */
export function leavesSentence(text: string, edit: Edit): boolean {
  const out = applyEdits(text, [edit]);
  const at = edit.start;
  const seam = out.slice(Math.max(0, at - 3), at + edit.replacement.length + 3);
  if (STRAY_PUNCTUATION.test(seam)) return false;
  const chinese = /\p{Script=Han}/u.test(text.slice(edit.start, edit.end) || (text[edit.start - 1] ?? ''));
  return chinese ? chineseOk(out, at) : englishOk(out, at);
}
