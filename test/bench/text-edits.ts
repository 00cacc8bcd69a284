import { between, pick, randomSentence, randomWord, wordSpans } from './text-corpus';

/** Where a suggestion's quote truly is after edits; `intact` is false once an edit touched it. */
export interface TrackedSpan {
  start: number;
  end: number;
  intact: boolean;
}

/** Replace text[s, e) with `replacement`, moving every tracked span the way the edit moves it. */
export function replaceRange(text: string, s: number, e: number, replacement: string, spans: TrackedSpan[]): string {
  const shift = replacement.length - (e - s);
  for (const span of spans) {
    if (!span.intact || s >= span.end) continue;
    if (e <= span.start) {
      span.start += shift;
      span.end += shift;
    } else span.intact = false;
  }
  return text.slice(0, s) + replacement + text.slice(e);
}

/** Cut text[s, e) and paste it at `target` (an offset in the text after the cut). */
export function moveRange(text: string, s: number, e: number, target: number, spans: TrackedSpan[]): string {
  const block = text.slice(s, e);
  const carried = spans.filter((span) => span.intact && span.start >= s && span.end <= e);
  const others = spans.filter((span) => !carried.includes(span));
  const cut = replaceRange(text, s, e, '', others);
  const pasted = replaceRange(cut, target, target, block, others);
  for (const span of carried) {
    span.start += target - s;
    span.end += target - s;
  }
  return pasted;
}

/** One random edit of the kind a writer makes between review rounds. */
export function randomEdit(random: () => number, text: string, spans: TrackedSpan[]): string {
  const words = wordSpans(text);
  const at = between(random, 0, words.length - 2);
  const count = between(random, 1, 8);
  const last = words[Math.min(words.length - 1, at + count - 1)];
  const phrase = () => Array.from({ length: count }, () => randomWord(random)).join(' ');
  switch (pick(random, ['word', 'insert', 'delete', 'sentence', 'paragraph', 'move'] as const)) {
    case 'word':
      return replaceRange(text, words[at][0], words[at][1], randomWord(random), spans);
    case 'insert':
      return replaceRange(text, words[at][0], words[at][0], phrase() + ' ', spans);
    case 'delete':
      return replaceRange(text, words[at][0], words[at + count]?.[0] ?? last[1], '', spans);
    case 'sentence':
      return replaceRange(text, words[at][0], words[at][0], randomSentence(random) + ' ', spans);
    case 'paragraph': {
      const breakAt = text.indexOf('\n\n', words[at][0]);
      const where = breakAt === -1 ? text.length : breakAt;
      return replaceRange(text, where, where, '\n\n' + randomSentence(random) + ' ' + randomSentence(random), spans);
    }
    case 'move': {
      const from = text.lastIndexOf('\n\n', words[at][0]);
      const to = text.indexOf('\n\n', words[at][0]);
      if (from === -1 || to === -1) return text;
      const targetBreak = text.indexOf('\n\n', between(random, 0, text.length));
      if (targetBreak === -1 || (targetBreak >= from && targetBreak <= to)) return text;
      const target = targetBreak > to ? targetBreak - (to - from) : targetBreak;
      return moveRange(text, from, to, target, spans);
    }
  }
}
