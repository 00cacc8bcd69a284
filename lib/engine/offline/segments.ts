// Chinese word segmentation (Intl.Segmenter, ICU's dictionary). Segmenting a whole manuscript costs
// about a second, so checks segment only the few short windows around a candidate.

export interface Segment {
  text: string;
  start: number;
  end: number;
}

const SEGMENTER = new Intl.Segmenter('zh', { granularity: 'word' });
const CLAUSE_END = /[。！？；，、：\n“”「」]/;
/** How far a window reaches on each side of a candidate, at most (it stops at clause punctuation). */
const REACH = 12;

/** The words of a short string, with offsets into it. */
export function segmentWords(text: string, offset = 0): Segment[] {
  return Array.from(SEGMENTER.segment(text), (s) => ({
    text: s.segment,
    start: offset + s.index,
    end: offset + s.index + s.segment.length,
  }));
}

/** The words of the clause around text[start, end), with offsets into text. */
export function wordsAround(text: string, start: number, end: number): Segment[] {
  let from = start;
  while (from > 0 && start - from < REACH && !CLAUSE_END.test(text[from - 1])) from--;
  let to = end;
  while (to < text.length && to - end < REACH && !CLAUSE_END.test(text[to])) to++;
  return segmentWords(text.slice(from, to), from);
}

/** True when a word of the segmentation starts at `at`. */
export function wordStartsAt(words: Segment[], at: number): boolean {
  return words.some((w) => w.start === at);
}
