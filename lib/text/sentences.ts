// Sentence segmentation for English and Chinese prose, with offsets into the original text.

export interface SentenceSpan {
  text: string;
  /** Offset of the first character (never whitespace). */
  start: number;
  /** Offset just past the terminator and any closing quotes or brackets. */
  end: number;
}

const CJK_TERMINATORS = new Set(['。', '！', '？', '；', '…']);
const LATIN_TERMINATORS = new Set(['.', '!', '?']);
const CLOSERS = new Set(['"', "'", '”', '’', '」', '』', '）', ')', ']', '》', '〉', '*', '_']);
const WHITESPACE = /\s/;
const LOWERCASE = /\p{Ll}/u;
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

// Abbreviations that are (almost) never the end of a sentence; "etc." and "Inc." often are, so they split.
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'mx',
  'dr',
  'prof',
  'sr',
  'st',
  'mt',
  'gen',
  'col',
  'capt',
  'lt',
  'sgt',
  'rev',
  'hon',
  'gov',
  'sen',
  'rep',
  'pres',
  'vs',
  'e.g',
  'i.e',
  'cf',
  'viz',
  'al',
  'fig',
  'figs',
  'eq',
  'vol',
  'pp',
  'ch',
  'sec',
  'approx',
  'dept',
  'ed',
  'eds',
  'ca',
]);

function isSpace(ch: string | undefined): boolean {
  return (
    ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r' || (ch !== undefined && ch > '~' && WHITESPACE.test(ch))
  );
}

function nextVisible(text: string, from: number): string | undefined {
  let i = from;
  while (i < text.length && isSpace(text[i])) i++;
  return text[i];
}

/** The word before a period, including inner dots ("e.g", "U.S"). */
function wordBefore(text: string, dot: number): string {
  let i = dot;
  while (i > 0 && /[A-Za-z.]/.test(text[i - 1])) i--;
  return text.slice(i, dot);
}

function periodEndsSentence(text: string, dot: number, after: number): boolean {
  const following = text[after];
  if (following !== undefined && !isSpace(following) && !CJK_CHAR.test(following)) return false;
  const next = nextVisible(text, after);
  if (next === undefined) return true;
  if (LOWERCASE.test(next)) return false;
  if (text[dot - 1] === '.') return true; // an ellipsis before a capital letter ends the sentence
  const word = wordBefore(text, dot);
  if (ABBREVIATIONS.has(word.toLowerCase())) return false;
  if (word.toLowerCase() === 'no' && /\d/.test(next)) return false;
  // A single capital initial ("J. K. Rowling") before another capitalised word.
  if (/^[A-Z]$/.test(word) && /\p{Lu}/u.test(next)) return false;
  return true;
}

function latinEndsSentence(text: string, after: number): boolean {
  const following = text[after];
  if (following !== undefined && !isSpace(following) && !CJK_CHAR.test(following)) return false;
  const next = nextVisible(text, after);
  return next === undefined || !LOWERCASE.test(next);
}

/** A newline ends a sentence unless the next line continues wrapped English prose (starts lowercase). */
function newlineEndsSentence(text: string, at: number): boolean {
  let i = at + 1;
  while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\r')) i++;
  const next = text[i];
  return next === undefined || next === '\n' || !/[a-z]/.test(next);
}

/** Chinese full stops always end a sentence; a lone "…" only does after Chinese text. */
function chineseStop(text: string, at: number, run: string): boolean {
  if (/[。！？；]/.test(run)) return true;
  if (!run.includes('…')) return false;
  return run.includes('……') || (at > 0 && CJK_CHAR.test(text[at - 1]));
}

// Only these characters can end a sentence; the scan jumps between them.
const BREAK = /[\n。！？；….!?]/g;

/** Splits text into sentences. Offsets index the original string; whitespace between sentences is skipped. */
export function splitSentences(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  const emit = (from: number, to: number) => {
    let a = from;
    let b = to;
    while (a < b && isSpace(text[a])) a++;
    while (b > a && isSpace(text[b - 1])) b--;
    if (b > a) spans.push({ text: text.slice(a, b), start: a, end: b });
  };
  const scan = new RegExp(BREAK.source, 'g');
  let from = 0;
  for (let m = scan.exec(text); m; m = scan.exec(text)) {
    const i = m.index;
    if (text[i] === '\n') {
      if (newlineEndsSentence(text, i)) {
        emit(from, i);
        from = i + 1;
      }
      continue;
    }
    let after = i + 1;
    while (after < text.length && (CJK_TERMINATORS.has(text[after]) || LATIN_TERMINATORS.has(text[after]))) after++;
    const run = text.slice(i, after);
    while (after < text.length && CLOSERS.has(text[after])) after++;
    const ends = chineseStop(text, i, run)
      ? true
      : run.endsWith('.')
        ? periodEndsSentence(text, i + run.length - 1, after)
        : latinEndsSentence(text, after);
    if (ends) {
      emit(from, after);
      from = after;
    }
    scan.lastIndex = after;
  }
  emit(from, text.length);
  return spans;
}

/** The sentence containing offset `at` (or the nearest one before it), by binary search. */
export function sentenceAt(sentences: SentenceSpan[], at: number): SentenceSpan | undefined {
  let lo = 0;
  let hi = sentences.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sentences[mid].start <= at) lo = mid + 1;
    else hi = mid - 1;
  }
  return sentences[hi];
}
