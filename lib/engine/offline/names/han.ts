import { FUNCTION_CHARS } from '../lexicon/chinese';
import { SURNAMES, surnameLength } from '../lexicon/surnames';
import { wordsAround } from '../segments';
import { isHan } from '../words';

// Characters that turn a name into another common word when swapped in: 林小姐 is "Miss Lin", not a typo;
// 苏氏 and 苏府 are a clan and a household.
const NOT_NAME_CHARS = new Set(Array.from('姐哥弟妹总先老师家说看想走来去笑叫问答听站坐点摇转拿身边里外上下前后氏府'));

/** Chinese names in the plan: all-Han names (or parts of "·"-joined names) of two or more characters. */
export function hanNames(names: string[]): string[] {
  const parts = names.flatMap((n) => n.split(/[\s·]+/));
  return [...new Set(parts.filter((n) => n.length >= 2 && Array.from(n).every(isHan)))];
}

/** Where a candidate differs from a name of the same length: the changed offset, or -1 for none or several. */
function onlyDifference(name: string, candidate: string): number {
  let diff = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === candidate[i]) continue;
    if (diff >= 0) return -1;
    diff = i;
  }
  return diff;
}

/** A slip in the given name: same surname, one other character swapped for a content character. */
function givenNameSlip(name: string, candidate: string): number {
  const diff = onlyDifference(name, candidate);
  if (diff < surnameLength(name)) return -1;
  const ch = candidate[diff];
  return isHan(ch) && !FUNCTION_CHARS.has(ch) && !NOT_NAME_CHARS.has(ch) ? diff : -1;
}

/** A slip in the surname: the whole given name (two or more characters) after another surname. */
function surnameSlip(name: string, candidate: string): number {
  const n = surnameLength(name);
  if (n !== 1 || name.length < 3 || candidate.slice(1) !== name.slice(1)) return -1;
  return candidate[0] !== name[0] && SURNAMES.has(candidate[0]) ? 0 : -1;
}

/** The plan's name a same-length Chinese string is a slip of, with the changed offset, or null. */
export function hanSlip(candidate: string, names: string[]): { name: string; diff: number } | null {
  if (names.includes(candidate)) return null;
  for (const name of names) {
    if (name.length !== candidate.length) continue;
    const diff = Math.max(givenNameSlip(name, candidate), surnameSlip(name, candidate));
    if (diff >= 0) return { name, diff };
  }
  return null;
}

/**
 * True when the dictionary reads text[start, end) as a name, not as words: no word crosses its
 * edges and the changed character stands alone (周明天 is 周 + 明天 "tomorrow", not a slip of 周明远).
 */
function readsAsName(text: string, start: number, end: number, diff: number): boolean {
  const words = wordsAround(text, start, end);
  const crosses = words.some((w) => (w.start < start && w.end > start) || (w.start < end && w.end > end));
  const changed = words.find((w) => w.start <= start + diff && w.end > start + diff);
  return !crosses && changed !== undefined && changed.end - changed.start === 1;
}

/** Offsets where one of the names is written correctly: no slip of another name can overlap them. */
function correctSpans(text: string, names: string[]): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const name of names) {
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1))
      spans.push({ start: at, end: at + name.length });
  }
  return spans;
}

/**
 * True when a two-character candidate runs on into another lone character (陈思|远): it is the
 * start of a longer name, not a slip of a two-character one.
 */
function runsOn(text: string, end: number): boolean {
  const next = text[end];
  if (!isHan(next) || FUNCTION_CHARS.has(next)) return false;
  const words = wordsAround(text, end, end + 1);
  return words.some((w) => w.start === end && w.end === end + 1);
}

/** Slips of the plan's Chinese names in the text, with the name each one stands for. */
export function hanDrifts(text: string, canonical: string[]): { start: number; end: number; canonical: string }[] {
  const names = hanNames(canonical);
  const correct = correctSpans(text, names);
  const found = new Map<number, { start: number; end: number; canonical: string }>();
  for (const name of names) {
    // A slip keeps either the surname or the given name, so look where either occurs.
    const anchors: [string, number][] = [
      [name[0], 0],
      [name.slice(1), 1],
    ];
    for (const [piece, offset] of anchors) {
      for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) {
        const start = at - offset;
        if (start < 0 || found.has(start)) continue;
        const end = start + name.length;
        const candidate = text.slice(start, end);
        const slip = candidate.length === name.length ? hanSlip(candidate, [name]) : null;
        if (!slip || names.includes(candidate) || correct.some((c) => c.start < end && start < c.end)) continue;
        if (name.length === 2 && runsOn(text, end)) continue;
        if (readsAsName(text, start, end, slip.diff)) {
          found.set(start, { start, end, canonical: name });
        }
      }
    }
  }
  return [...found.values()];
}
