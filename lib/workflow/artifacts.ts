import { stageOf } from './templates';
import type { TemplateKind } from './templates/types';

// Structured stage output, from the model or a stored version, is trusted only after its template's schema passes.

export type ArtifactParseResult =
  | { ok: true; value: unknown }
  | { ok: false; code: 'invalid_artifact'; error: string; issues: { path: string; message: string }[] };

/** Strip a Markdown code fence around JSON, which models add despite being told not to. */
function unfence(raw: string): string {
  const fenced = raw.trim().match(/^```(?:json)?\s*\n([\s\S]*?)\n?```$/i);
  return fenced ? fenced[1] : raw;
}

/** Parse a stage's artifact (a JSON string or a value) against the template's schema. */
export function parseArtifact(template: TemplateKind, stageKey: string, raw: unknown): ArtifactParseResult {
  const schema = stageOf(template, stageKey).artifact;
  if (!schema) throw new Error(`Stage "${stageKey}" of template ${template} has no artifact schema`);
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(unfence(raw));
    } catch {
      return { ok: false, code: 'invalid_artifact', error: `The ${stageKey} is not valid JSON.`, issues: [] };
    }
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  const first = issues[0];
  return {
    ok: false,
    code: 'invalid_artifact',
    error: `The ${stageKey} is missing or has invalid fields${first ? ` (first: ${first.path || '(root)'}: ${first.message})` : ''}.`,
    issues,
  };
}
