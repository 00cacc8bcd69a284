import { MAX_PASSAGE_CHARS, type PassageCommand } from '@/lib/workflow/passage-commands';

export type PassageSelection =
  | { ok: true; start: number; end: number; quote: string }
  | { ok: false; reason: 'noSelection' | 'noCursorText' | 'tooLong' };

/**
 * The passage a command works on: the selection without the blank space around it. Continuing
 * needs no selection: with a bare cursor it continues from the paragraph up to the cursor.
 */
export function passageSelection(text: string, from: number, to: number, command: PassageCommand): PassageSelection {
  let start = from;
  let end = to;
  if (start === end) {
    if (command !== 'continue') return { ok: false, reason: 'noSelection' };
    start = text.lastIndexOf('\n', end - 1) + 1;
  }
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  if (start === end) return { ok: false, reason: from === to ? 'noCursorText' : 'noSelection' };
  if (end - start > MAX_PASSAGE_CHARS) return { ok: false, reason: 'tooLong' };
  return { ok: true, start, end, quote: text.slice(start, end) };
}
