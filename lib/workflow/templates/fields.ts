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
