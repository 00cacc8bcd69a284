import { z } from 'zod';
import { isMostlyCjk } from '../text/count';
import { Clarification, RewriteConfig } from '../workflow/templates/rewrite';
import type { RewriteRequest } from './types';

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

// The template's field rules report message keys for the UI to translate; the CLI spells them out.
const MESSAGES: Record<string, string> = {
  required: 'must not be empty',
  tooShort: 'is too short',
  tooLong: 'is too long',
  controlChars: 'contains control characters',
};

/** Zod issues as short lines naming where the problem is ("item 2, answer: must not be empty"). */
function describeIssues(error: z.ZodError, label: (path: PropertyKey[]) => string): string {
  return error.issues
    .slice(0, 5)
    .map(
      (i) =>
        `${label(i.path)}: ${MESSAGES[i.message] ?? (i.message.endsWith('received undefined') ? 'is missing' : i.message)}`,
    )
    .join('; ');
}

const clarificationPath = (path: PropertyKey[]) =>
  path.length === 0
    ? 'the file'
    : [typeof path[0] === 'number' ? `item ${path[0] + 1}` : String(path[0]), ...path.slice(1).map(String)].join(', ');

/** Seed 004's clarifications file: a JSON array of {question, answer}, checked with the template's schema. */
export function parseClarifications(json: unknown): Checked<z.infer<typeof Clarification>[]> {
  if (!Array.isArray(json)) {
    const got = json === null ? 'null' : typeof json === 'object' ? 'an object' : `a ${typeof json}`;
    return { ok: false, message: `expected a JSON array of {"question": …, "answer": …} objects, got ${got}` };
  }
  const parsed = RewriteConfig.shape.clarifications.unwrap().safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: describeIssues(parsed.error, clarificationPath) };
}

/** The rewrite template's config for a request: language detected from the original when not given. */
export function rewriteConfigFor(request: RewriteRequest): Checked<RewriteConfig> {
  const parsed = RewriteConfig.safeParse({
    originalDocument: request.originalDocument,
    clarifications: request.clarifications,
    goal: request.goal ?? '',
    language: request.language ?? (isMostlyCjk(request.originalDocument) ? 'zh' : 'en'),
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: describeIssues(parsed.error, (path) => path.map(String).join('.') || 'request') };
}
