import type { z } from 'zod';
import { mendToSchema } from './mend';

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const FENCED = /^```[\w-]*\s*\n([\s\S]*?)\n?```\s*$/;

/** A reply wrapped whole in a Markdown code fence, unwrapped; anything else unchanged. */
export function unfence(text: string): string {
  const trimmed = text.trim();
  const m = FENCED.exec(trimmed);
  return m ? m[1].trim() : trimmed;
}

/**
 * Reads a structured reply: JSON (tolerating a code fence or words around the object), then the
 * schema. The problem text goes back to the model verbatim in the repair request.
 */
export function parseJsonReply<T>(text: string, schema: z.ZodType<T>): Parsed<T> {
  const data = readJson(text);
  if (!data.ok) return data;
  const result = schema.safeParse(data.value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problem: describeIssues(result.error.issues) };
}

/** JSON, tolerating a code fence or words around the object. */
function readJson(text: string): Parsed<unknown> {
  const body = unfence(text);
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (error) {
    const start = body.indexOf('{');
    const end = body.lastIndexOf('}');
    try {
      if (start < 0 || end <= start) throw error;
      return { ok: true, value: JSON.parse(body.slice(start, end + 1)) };
    } catch {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, problem: `The reply is not valid JSON (${reason}). Reply with one JSON object only.` };
    }
  }
}

/** A reply that is JSON but off-schema, mended to fit it (mend.ts); undefined when it cannot be. */
export function mendReply<T>(text: string, schema: z.ZodType<T>): T | undefined {
  const data = readJson(text);
  return data.ok ? mendToSchema(data.value, schema) : undefined;
}

/** Prose replies: unfenced and trimmed; empty is the one way to fail. */
export function parseTextReply(text: string): Parsed<string> {
  const body = unfence(text);
  return body ? { ok: true, value: body } : { ok: false, problem: 'The reply was empty. Write the requested text.' };
}

const MAX_ISSUES = 20;

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const lines = issues
    .slice(0, MAX_ISSUES)
    .map((i) => `- ${i.path.length ? i.path.map(String).join('.') : '(root)'}: ${i.message}`);
  if (issues.length > MAX_ISSUES) lines.push(`- … and ${issues.length - MAX_ISSUES} more`);
  return `The JSON does not match the required schema:\n${lines.join('\n')}`;
}
