import { z } from 'zod';

/** W3C TextQuote + TextPosition selector, within one section's text. */
export const AnchorSchema = z.object({
  quote: z.string().min(1),
  prefix: z.string(),
  suffix: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type Anchor = z.infer<typeof AnchorSchema>;

const CONTEXT_CHARS = 32;

/** The anchor for text[start, end). */
export function anchorAt(text: string, start: number, end: number): Anchor {
  if (start < 0 || end > text.length || start >= end) {
    throw new RangeError(`anchor range [${start}, ${end}) outside text of length ${text.length}`);
  }
  return {
    quote: text.slice(start, end),
    prefix: text.slice(Math.max(0, start - CONTEXT_CHARS), start),
    suffix: text.slice(end, end + CONTEXT_CHARS),
    start,
    end,
  };
}
