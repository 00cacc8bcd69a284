import type { z } from 'zod';

type Translate = (key: string, values?: Record<string, string | number>) => string;

const KNOWN = new Set([
  'unsafeText',
  'passwordWeak',
  'required',
  'tooShort',
  'tooLong',
  'controlChars',
  'passwordTooShort',
  'passwordTooLong',
  'passwordsDiffer',
]);

/** One translated message per field path ("config.playerCount"), from a zod error; shared by forms and actions. */
export function fieldErrors(error: z.ZodError, t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    if (out[path]) continue;
    out[path] = t(`validation.${messageKey(issue)}`, limits(issue));
  }
  return out;
}

function messageKey(issue: z.core.$ZodIssue): string {
  if (KNOWN.has(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'number') return 'numberTooSmall';
      if (issue.origin === 'array') return 'tooFewItems';
      return Number(issue.minimum) <= 1 ? 'required' : 'tooShort';
    case 'too_big':
      return issue.origin === 'number' ? 'numberTooBig' : issue.origin === 'array' ? 'tooManyItems' : 'tooLong';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalidEmail' : 'invalid';
    case 'invalid_value':
      return 'invalidChoice';
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalid';
    case 'custom':
      // Schema refinements name their message key ("duplicate"); their text is for models and logs.
      return typeof issue.params?.key === 'string' ? issue.params.key : 'invalid';
    default:
      return 'invalid';
  }
}

function limits(issue: z.core.$ZodIssue): Record<string, number> {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return {};
}

// Postgres cannot store a NUL byte, and a lone UTF-16 surrogate is not text at all.
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isSafeText = (s: string) => !UNSAFE_TEXT.test(s);

/**
 * Field paths ("title", "config.characters.0.name") of every string in an input, keys included,
 * that holds a NUL byte or a lone surrogate. Run on every action's raw input before its schema.
 */
export function unsafeTextPaths(input: unknown, path: string[] = [], out: string[] = [], depth = 0): string[] {
  if (depth > 32 || out.length >= 20) return out;
  if (typeof input === 'string') {
    if (!isSafeText(input)) out.push(path.join('.') || '_');
  } else if (Array.isArray(input)) {
    input.forEach((v, i) => unsafeTextPaths(v, [...path, String(i)], out, depth + 1));
  } else if (input && typeof input === 'object') {
    for (const [k, v] of Object.entries(input)) {
      if (!isSafeText(k)) out.push([...path, k].join('.'));
      else unsafeTextPaths(v, [...path, k], out, depth + 1);
    }
  }
  return out;
}

/** The field message for each unsafe string, or null when the input is clean. */
export function unsafeTextErrors(input: unknown, t: Translate): Record<string, string> | null {
  const paths = unsafeTextPaths(input);
  return paths.length ? Object.fromEntries(paths.map((p) => [p, t('validation.unsafeText')])) : null;
}
