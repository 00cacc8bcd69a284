import type { z } from 'zod';
import { templateOf, type TemplateKind } from '@/lib/workflow/templates';
import type { Shape } from './shape';

// Server side: the artifact editor's Shape from a stage's zod schema (zod 4 definitions), so the
// client needs neither zod nor the template registry. Unknown constructs fall back to inference.

type Def = { type: string; [k: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;

function shapeOfSchema(schema: z.ZodType): Shape {
  const def = defOf(schema);
  const description = schema.description;
  const withDescription = (shape: Shape): Shape =>
    description && !shape.description ? { ...shape, description } : shape;
  switch (def.type) {
    case 'string':
      return withDescription({ kind: 'string' });
    case 'number':
      return withDescription({ kind: 'number', integer: Boolean((schema as unknown as { isInt?: boolean }).isInt) });
    case 'boolean':
      return withDescription({ kind: 'boolean' });
    case 'enum':
      return withDescription({
        kind: 'enum',
        options: Object.values(def.entries as Record<string, string>).map(String),
      });
    case 'literal':
      return withDescription({ kind: 'enum', options: (def.values as unknown[]).map(String) });
    case 'array':
      return withDescription({ kind: 'array', item: shapeOfSchema(def.element as z.ZodType) });
    case 'object':
      return withDescription({
        kind: 'object',
        fields: Object.entries(def.shape as Record<string, z.ZodType>).map(([key, s]) => ({
          key,
          shape: shapeOfSchema(s),
        })),
      });
    case 'readonly': {
      const inner = withDescription(shapeOfSchema(def.innerType as z.ZodType));
      return inner.kind === 'number' ? { ...inner, readOnly: true } : inner;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
      return withDescription(shapeOfSchema(def.innerType as z.ZodType));
    case 'pipe':
      return withDescription(shapeOfSchema(def.in as z.ZodType));
    default:
      return withDescription({ kind: 'unknown' });
  }
}

/** The editor's shape for a stage's artifact, or null when the template has none for it. */
export function artifactShapeFor(template: TemplateKind, stageKey: string): Shape | null {
  const stage = templateOf(template).stages.find((s) => s.key === stageKey);
  return stage?.artifact ? shapeOfSchema(stage.artifact) : null;
}
