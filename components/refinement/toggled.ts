/** A copy of `set` with `item` added, or taken out if it was there (a checkbox ticked or cleared). */
export function toggled<T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> {
  const next = new Set(set);
  if (next.has(item)) next.delete(item);
  else next.add(item);
  return next;
}
