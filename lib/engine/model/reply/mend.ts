import type { z } from 'zod';

// The last resort for a structured reply that is still off-schema after the repair requests (a small
// model that cannot follow a repair instruction): numbers out of range are clamped, strings and lists
// too long are cut, and a list item that breaks the schema in any other way is dropped. What comes out
// still passes the full schema, or nothing does.

const MAX_PASSES = 4;
type Container = Record<string | number, unknown>;

/** The reply's data made to fit `schema`, or undefined when it cannot be without inventing content. */
export function mendToSchema<T>(data: unknown, schema: z.ZodType<T>): T | undefined {
  const current: unknown = structuredClone(data);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const result = schema.safeParse(current);
    if (result.success) return result.data;
    const drops = new Map<unknown[], Set<number>>();
    const listCuts: z.core.$ZodIssue[] = [];
    let changed = false;
    for (const issue of result.error.issues) {
      if (isListTooLong(current, issue)) listCuts.push(issue);
      else if (clampOrCut(current, issue)) changed = true;
      else {
        const item = enclosingItem(current, issue.path);
        if (item) drops.set(item.list, (drops.get(item.list) ?? new Set()).add(item.index));
      }
    }
    for (const [list, indices] of drops) {
      // Highest index first, so one drop does not shift the next; a list keeps at least one item.
      for (const index of [...indices].sort((a, b) => b - a)) {
        if (list.length > 1) {
          list.splice(index, 1);
          changed = true;
        }
      }
    }
    // A list is cut to its maximum once no item is dropped in the same pass (drops shift the indices).
    if (!drops.size) for (const issue of listCuts) changed = clampOrCut(current, issue) || changed;
    if (!changed) return undefined;
  }
  const last = schema.safeParse(current);
  return last.success ? last.data : undefined;
}

function isListTooLong(root: unknown, issue: z.core.$ZodIssue): boolean {
  const at = parentOf(root, issue.path);
  return issue.code === 'too_big' && Boolean(at && Array.isArray(at.parent[at.key]));
}

function clampOrCut(root: unknown, issue: z.core.$ZodIssue): boolean {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return false;
  const at = parentOf(root, issue.path);
  if (!at) return false;
  const value = at.parent[at.key];
  const bound = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  if (!Number.isFinite(bound)) return false;
  if (typeof value === 'number') {
    at.parent[at.key] = bound;
    return true;
  }
  if (issue.code === 'too_big' && (typeof value === 'string' || Array.isArray(value))) {
    at.parent[at.key] = value.slice(0, bound);
    return true;
  }
  return false;
}

function parentOf(
  root: unknown,
  path: readonly PropertyKey[],
): { parent: Container; key: string | number } | undefined {
  if (!path.length) return undefined;
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Container)[key as string];
  }
  return node && typeof node === 'object'
    ? { parent: node as Container, key: path.at(-1) as string | number }
    : undefined;
}

/** The innermost list item the path runs through. */
function enclosingItem(root: unknown, path: readonly PropertyKey[]): { list: unknown[]; index: number } | undefined {
  let node: unknown = root;
  let found: { list: unknown[]; index: number } | undefined;
  for (const key of path) {
    if (Array.isArray(node) && typeof key === 'number') found = { list: node, index: key };
    if (!node || typeof node !== 'object') break;
    node = (node as Container)[key as string];
  }
  return found;
}
