import type { z } from 'zod';
import type { Language } from '../../types';
import { say } from '../language';
import type { Finding } from './types';

type Problem = 'missing' | 'empty' | 'invalid';

interface FieldProblem {
  path: string;
  problem: Problem;
  /** The field's own .describe() text, shown as what to write. */
  hint?: string;
  /** The schema demands a value (min length), rather than merely allowing an empty one. */
  strict: boolean;
}

// Zod 4 keeps a schema's kind and parts on `def`; only what this walk needs is typed here.
interface SchemaNode {
  def: { type: string; innerType?: SchemaNode; checks?: { _zod: { def: { check: string; minimum?: number } } }[] };
  shape?: Record<string, SchemaNode>;
  element?: SchemaNode;
  minLength?: number | null;
  description?: string;
  safeParse(value: unknown): { success: boolean };
}

function formatPath(path: (string | number)[]): string {
  return path.reduce<string>((out, p) => (typeof p === 'number' ? `${out}[${p}]` : out ? `${out}.${p}` : p), '');
}

function arrayMin(node: SchemaNode): number {
  const check = node.def.checks?.find((c) => c._zod.def.check === 'min_length');
  return check?._zod.def.minimum ?? 0;
}

function walk(
  node: SchemaNode,
  value: unknown,
  path: (string | number)[],
  required: boolean,
  out: FieldProblem[],
  hint?: string,
): void {
  const type = node.def.type;
  const note = (problem: Problem, strict: boolean) => {
    out.push({ path: formatPath(path), problem, hint: node.description ?? hint, strict });
  };
  if (type === 'optional' || type === 'default' || type === 'nullable') {
    if (value === undefined || value === null) return;
    return walk(node.def.innerType!, value, path, type === 'nullable' && required, out, node.description ?? hint);
  }
  if (value === undefined || value === null) {
    if (required) note('missing', true);
    return;
  }
  if (type === 'object' && node.shape) {
    if (typeof value !== 'object' || Array.isArray(value)) return note('invalid', true);
    for (const [key, child] of Object.entries(node.shape))
      walk(child, (value as Record<string, unknown>)[key], [...path, key], true, out);
  } else if (type === 'array' && node.element) {
    if (!Array.isArray(value)) return note('invalid', true);
    if (value.length === 0 && required) note('empty', arrayMin(node) > 0);
    value.forEach((item, i) => walk(node.element!, item, [...path, i], true, out));
  } else if (type === 'string') {
    if (typeof value !== 'string') return note('invalid', true);
    if (value.trim() === '') {
      if (required) note('empty', (node.minLength ?? 0) > 0);
    } else if (!node.safeParse(value).success) note('invalid', true);
  } else if (!node.safeParse(value).success) note('invalid', true);
}

function message(p: FieldProblem, stageKey: string, lang: Language): Pick<Finding, 'summary' | 'detail' | 'expected'> {
  const field = p.path || say(lang, '(whole artifact)', '（整个产物）');
  const what = {
    missing: say(lang, `Missing required field "${field}"`, `缺少必填字段“${field}”`),
    empty: say(lang, `Required field "${field}" is empty`, `必填字段“${field}”为空`),
    invalid: say(lang, `Field "${field}" has an invalid value`, `字段“${field}”的取值无效`),
  }[p.problem];
  const hint = p.hint ? say(lang, ` (${p.hint})`, `（${p.hint}）`) : '';
  return {
    summary: what,
    detail: say(
      lang,
      `In the ${stageKey} artifact: ${what.charAt(0).toLowerCase()}${what.slice(1)}; the stage's schema needs it.`,
      `${stageKey} 阶段产物中${what}，该阶段的结构要求填写此项。`,
    ),
    expected: say(lang, `"${field}" filled in with a concrete value${hint}.`, `为“${field}”填写具体内容${hint}。`),
  };
}

/** Missing, empty or invalid required fields of a stage artifact, validated against the stage's schema. */
export function checkArtifactFields(artifact: unknown, schema: z.ZodType, stageKey: string, lang: Language): Finding[] {
  const problems: FieldProblem[] = [];
  walk(schema as unknown as SchemaNode, artifact, [], true, problems);
  const seen = new Set(problems.map((p) => p.path));
  const parsed = schema.safeParse(artifact);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = formatPath(issue.path as (string | number)[]);
    if (!seen.has(path) && ![...seen].some((s) => path.startsWith(`${s}.`) || path.startsWith(`${s}[`))) {
      seen.add(path);
      problems.push({ path, problem: 'invalid', strict: true, hint: issue.message });
    }
  }
  return problems.map((p) => ({
    type: 'missing-field',
    priority: p.strict ? 'high' : 'medium',
    ...message(p, stageKey, lang),
    anchor: null,
  }));
}
