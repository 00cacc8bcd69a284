// The artifact editor's idea of a value's form: from the stage's schema when the server sends it
// (so empty lists still know what an item looks like), otherwise inferred from the value itself.

export type Shape =
  | { kind: 'string'; description?: string }
  /** `readOnly`: StoryFold sets it (the paper plan's outline version); shown, not edited. */
  | { kind: 'number'; integer?: boolean; readOnly?: boolean; description?: string }
  | { kind: 'boolean'; description?: string }
  | { kind: 'enum'; options: string[]; description?: string }
  | { kind: 'array'; item: Shape; description?: string }
  | { kind: 'object'; fields: { key: string; shape: Shape }[]; description?: string }
  | { kind: 'unknown'; description?: string };

function inferShape(value: unknown): Shape {
  if (typeof value === 'string') return { kind: 'string' };
  if (typeof value === 'number') return { kind: 'number' };
  if (typeof value === 'boolean') return { kind: 'boolean' };
  if (Array.isArray(value)) {
    const sample = value.find((v) => v !== null && v !== undefined);
    return { kind: 'array', item: sample === undefined ? { kind: 'string' } : inferShape(sample) };
  }
  if (value && typeof value === 'object') {
    return {
      kind: 'object',
      fields: Object.keys(value).map((key) => ({ key, shape: inferShape((value as Record<string, unknown>)[key]) })),
    };
  }
  return { kind: 'unknown' };
}

/** The schema's shape where it knows one; the value's own otherwise. Object keys the schema lacks are kept. */
export function resolveShape(shape: Shape | undefined, value: unknown): Shape {
  if (!shape || shape.kind === 'unknown')
    return value === undefined || value === null ? (shape ?? { kind: 'string' }) : inferShape(value);
  if (shape.kind === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    const known = new Set(shape.fields.map((f) => f.key));
    const extra = Object.keys(value)
      .filter((k) => !known.has(k))
      .map((key) => ({ key, shape: inferShape((value as Record<string, unknown>)[key]) }));
    return extra.length ? { ...shape, fields: [...shape.fields, ...extra] } : shape;
  }
  return shape;
}

/** An empty value of a shape: what "add" puts in a list. */
export function blankOf(shape: Shape): unknown {
  switch (shape.kind) {
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'enum':
      return shape.options[0] ?? '';
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(shape.fields.map((f) => [f.key, blankOf(f.shape)]));
    default:
      return '';
  }
}
