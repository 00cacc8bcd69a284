import { z } from 'zod';

// Shared field rules for config forms: trimmed, bounded, free of control characters.

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const text = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min, { message: min <= 1 ? 'required' : 'tooShort' })
    .max(max, { message: 'tooLong' })
    .refine((s) => !CONTROL.test(s), { message: 'controlChars' });

export const optionalText = (max: number) => text(max).default('');

export const documentLanguage = z.enum(['en', 'zh']).default('en');

/** Longest pasted document accepted (a long novel; about 2 MB of UTF-8). */
export const MAX_DOCUMENT_CHARS = 600_000;

/**
 * Within one list of an artifact, each entry's `field` differs from every other's. A repeat is reported
 * at the repeat ("sections.2.id"), in words a model can act on and with a message key for the editor.
 */
export function unique(
  list: readonly Record<string, unknown>[] | undefined,
  path: string,
  field: string,
  ctx: z.RefinementCtx,
) {
  const seen = new Set<unknown>();
  (list ?? []).forEach((item, i) => {
    const value = typeof item[field] === 'string' ? (item[field] as string).trim() : item[field];
    if (seen.has(value))
      ctx.addIssue({
        code: 'custom',
        path: [path, i, field],
        message: `Duplicate ${field} "${String(value)}": each must be unique`,
        params: { key: 'duplicate' },
      });
    seen.add(value);
  });
}
