// A structured artifact is read and revised as its JSON (JSON.stringify(value, null, 2)), so anchors
// on it are offsets in that JSON. Writers read fields, not JSON: this maps each string field's text to
// where it sits in the JSON, so a finding can be judged and shown on the field it is about.

/** Where a JSON key or index path leads, e.g. ["characters", 0, "name"]. */
export type JsonPath = (string | number)[];

/** One string field of the rendering: its path, its text, and where its characters sit in the JSON. */
export interface JsonLeaf {
  path: JsonPath;
  value: string;
  /** `offsets[i]` is where character i of `value` starts in the JSON; `offsets[value.length]` is the closing quote. */
  offsets: number[];
}

interface Rendering {
  json: string;
  leaves: JsonLeaf[];
}

function render(value: unknown, indent: string, path: JsonPath, out: Rendering): void {
  if (typeof value === 'string') {
    const offsets: number[] = [];
    let json = '"';
    for (const ch of value) {
      offsets.push(out.json.length + json.length);
      // A code point at a time, escaped as JSON.stringify escapes it (a lone surrogate as \uXXXX).
      json += JSON.stringify(ch).slice(1, -1);
    }
    offsets.push(out.json.length + json.length);
    out.leaves.push({ path, value, offsets: expandToUnits(value, offsets) });
    out.json += `${json}"`;
    return;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return void (out.json += '[]');
    const inner = `${indent}  `;
    out.json += '[\n';
    value.forEach((item, i) => {
      out.json += inner;
      // JSON.stringify writes null for what it cannot write in an array.
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') out.json += 'null';
      else render(item, inner, [...path, i], out);
      out.json += i < value.length - 1 ? ',\n' : '\n';
    });
    out.json += `${indent}]`;
    return;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(
      ([, v]) => v !== undefined && typeof v !== 'function' && typeof v !== 'symbol',
    );
    if (entries.length === 0) return void (out.json += '{}');
    const inner = `${indent}  `;
    out.json += '{\n';
    entries.forEach(([key, v], i) => {
      out.json += `${inner}${JSON.stringify(key)}: `;
      render(v, inner, [...path, key], out);
      out.json += i < entries.length - 1 ? ',\n' : '\n';
    });
    out.json += `${indent}}`;
    return;
  }
  out.json += JSON.stringify(value) ?? 'null';
}

/** Offsets per code point, widened to one per UTF-16 unit, so `value.slice` and the offsets agree. */
function expandToUnits(value: string, perPoint: number[]): number[] {
  const units: number[] = [];
  let i = 0;
  for (const ch of value) {
    for (let u = 0; u < ch.length; u++) units.push(perPoint[i]);
    i++;
  }
  units.push(perPoint[perPoint.length - 1]);
  return units;
}

/** The artifact's JSON exactly as JSON.stringify(value, null, 2) writes it, and its string fields. */
export function jsonLeaves(value: unknown): Rendering {
  const out: Rendering = { json: '', leaves: [] };
  render(value, '', [], out);
  return out;
}

/** The field whose text holds the JSON range [start, end), and that range in the field's own text. */
export function leafAt(
  leaves: JsonLeaf[],
  start: number,
  end: number,
): { leaf: JsonLeaf; from: number; to: number } | null {
  for (const leaf of leaves) {
    const first = leaf.offsets[0];
    const last = leaf.offsets[leaf.offsets.length - 1];
    if (start < first || end > last) continue;
    const from = leaf.offsets.findIndex((o) => o >= start);
    const to = leaf.offsets.findIndex((o) => o >= end);
    return { leaf, from, to: to < 0 ? leaf.value.length : to };
  }
  return null;
}
