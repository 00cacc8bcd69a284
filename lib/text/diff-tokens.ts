// Units the diff works in. Words follow countWords' notion (inner apostrophes and hyphens keep a
// word whole) so diff statistics agree with the word counts shown elsewhere.

const CJK_CHAR = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]`;
const LETTER = String.raw`(?:(?!${CJK_CHAR})[\p{L}\p{N}\p{M}])`;
const TOKEN = new RegExp(String.raw`${CJK_CHAR}|${LETTER}+(?:['’\-]${LETTER}+)*|\s+|[^]`, 'gu');

/** Words, whitespace runs and single other characters; each CJK character is its own token. */
export function wordTokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

// A line with its line break and the whitespace after it (blank lines included), so a paragraph and
// the gap that follows it are one unit; the second branch takes a last line without a break.
const LINE = /[^\n]*\n\s*|[^\n]+$/g;

/** Lines (in prose: paragraphs), each with its trailing whitespace: the diff's first, coarsest pass. */
export function lineChunks(text: string): string[] {
  return text.match(LINE) ?? [];
}

// Text up to and including a run of sentence ends or line breaks plus the whitespace after it;
// the second branch takes a last stretch that has no sentence end.
const SENTENCE = /[^.!?\n。！？]*[.!?\n。！？]+\s*|[^.!?\n。！？]+$/gu;

/**
 * Sentences (and lines), each with its trailing whitespace: the pass that narrows changed paragraphs
 * down to the few places a word-level diff is needed.
 */
export function sentenceChunks(text: string): string[] {
  return text.match(SENTENCE) ?? [];
}
