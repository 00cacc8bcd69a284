import { sameValue } from '../stable-json';

// A locked field of a stage's artifact: a top-level field ("title", "logline") or one item of a list
// named by what identifies it ("chapters[ch2]", "characters[Mara]"), never by its position, which a
// reorder or a regeneration moves.

type Record_ = Record<string, unknown>;
const isRecord = (v: unknown): v is Record_ => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

// What names a list item, in order of preference: a stable key, then a name or a title.
const IDENTITY_KEYS = ['key', 'id', 'name', 'title', 'clueId', 'nodeId'];
const identityOf = (item: unknown): string | null => {
  if (!isRecord(item)) return null;
  const key = IDENTITY_KEYS.find((k) => typeof item[k] === 'string' && item[k] !== '');
  return key ? (item[key] as string) : null;
};

const LOCK = /^([A-Za-z][\w]*)(?:\[(.+)\])?$/;

/** The lock of a field at `path` in `artifact` (a top-level field, or an item of a top-level list). */
export function lockOf(artifact: unknown, path: readonly (string | number)[]): string | null {
  const [field, index] = path;
  if (!isRecord(artifact) || typeof field !== 'string' || !(field in artifact)) return null;
  if (path.length === 1) return field;
  const list = artifact[field];
  if (path.length !== 2 || typeof index !== 'number' || !Array.isArray(list)) return null;
  const identity = identityOf(list[index]);
  return identity ? `${field}[${identity}]` : null;
}

/** Whether `lock` names a field `artifact` has (a lock on something since removed holds nothing). */
export function holdsIn(artifact: unknown, lock: string): boolean {
  return lockedValue(artifact, lock) !== undefined;
}

function lockedValue(artifact: unknown, lock: string): unknown {
  const m = LOCK.exec(lock);
  if (!m || !isRecord(artifact)) return undefined;
  const value = artifact[m[1]];
  if (m[2] === undefined) return value;
  return Array.isArray(value) ? value.find((item) => identityOf(item) === m[2]) : undefined;
}

/**
 * `after` with every locked field of `before` as it stood: a field put back, a list item put back in
 * its place (or where it stood, when `after` dropped it). Answers which locks held something back.
 */
export function keepLocked(
  before: unknown,
  after: unknown,
  locks: readonly string[],
): { value: unknown; kept: string[] } {
  if (!isRecord(before) || !isRecord(after) || !locks.length) return { value: after, kept: [] };
  const value: Record_ = { ...after };
  const kept: string[] = [];
  for (const lock of locks) {
    const m = LOCK.exec(lock);
    const was = lockedValue(before, lock);
    if (!m || was === undefined) continue;
    const [, field, identity] = m;
    if (identity === undefined) {
      if (!sameValue(value[field], was)) {
        value[field] = was;
        kept.push(lock);
      }
      continue;
    }
    const list = Array.isArray(value[field]) ? [...(value[field] as unknown[])] : [];
    const at = list.findIndex((item) => identityOf(item) === identity);
    if (at >= 0 && sameValue(list[at], was)) continue;
    if (at >= 0) list[at] = was;
    else list.splice(Math.min((before[field] as unknown[]).indexOf(was), list.length), 0, was);
    value[field] = list;
    kept.push(lock);
  }
  return { value, kept };
}
