import { withUniqueKeys } from './parse';

// Entries as the bibliography stores them, a thousand to a batch, each batch one JSON text the
// database reads whole (jsonb_to_recordset). Made where the entries were parsed (the import thread for
// a file), so the web process only hands the texts on.

const BATCH = 1000;

export interface ReferenceBatches {
  count: number;
  ids: string[];
  /** JSON arrays of { id, key, item }. */
  batches: string[];
}

/** Ids that sort in the order the entries came (the list reads in that order), unique across processes. */
function sortableIds(count: number, salt: string): string[] {
  const time = Date.now().toString(36).padStart(9, '0');
  return Array.from({ length: count }, (_, i) => `r${time}${i.toString(36).padStart(5, '0')}${salt}`);
}

/** `salt`: a few random characters, so two imports in the same millisecond never share an id. */
export function referenceBatches(
  items: readonly Record<string, unknown>[],
  taken: Iterable<string>,
  salt: string,
): ReferenceBatches {
  const keyed = withUniqueKeys(items, taken);
  const ids = sortableIds(keyed.length, salt);
  const batches: string[] = [];
  for (let start = 0; start < keyed.length; start += BATCH)
    batches.push(
      JSON.stringify(keyed.slice(start, start + BATCH).map((item, i) => ({ id: ids[start + i], key: item.id, item }))),
    );
  return { count: keyed.length, ids, batches };
}
