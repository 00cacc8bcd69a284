import type { z } from 'zod';

type Translate = (key: string, values?: Record<string, string | number>) => string;

const KNOWN = new Set(['required', 'tooShort', 'tooLong', 'controlChars', 'passwordTooShort', 'passwordTooLong', 'passwordsDiffer']);

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
    default:
      return 'invalid';
  }
}

function limits(issue: z.core.$ZodIssue): Record<string, number> {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return {};
}
