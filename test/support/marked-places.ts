// Corpus texts mark each place a ripple should change as `{{old=>new}}`; the scorers read them here.

/** A place in a text and the words that should stand there. */
export interface Place {
  start: number;
  end: number;
  replacement: string;
}

/** The text without its marks, and the places the marks say must change. */
export function unmarkPlaces(marked: string): { text: string; expected: Place[] } {
  const expected: Place[] = [];
  let text = '';
  let at = 0;
  for (const m of marked.matchAll(/\{\{(.+?)=>(.+?)\}\}/g)) {
    text += marked.slice(at, m.index);
    expected.push({ start: text.length, end: text.length + m[1].length, replacement: m[2] });
    text += m[1];
    at = m.index + m[0].length;
  }
  return { text: text + marked.slice(at), expected };
}

/**
 * Whether a proposed change meets a marked place: it lies inside it and the place then reads as marked
 * (二岁 → 四岁 inside 十二岁 is 十四岁; 王明 → 李明 inside 小王明).
 */
export const meetsPlace = (text: string, found: Place, place: Place) =>
  place.start <= found.start &&
  found.end <= place.end &&
  text.slice(place.start, found.start) + found.replacement + text.slice(found.end, place.end) === place.replacement;
