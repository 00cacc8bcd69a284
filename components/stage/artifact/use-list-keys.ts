'use client';

import { useState } from 'react';

let next = 0;
const fresh = () => ++next;

/**
 * Stable React keys for a list of plain values, moved and removed together with the items, so a
 * reordered item keeps its inputs (and the focused button) instead of inheriting its neighbour's.
 */
function useListKeys(length: number) {
  const [keys, setKeys] = useState<number[]>(() => Array.from({ length }, fresh));
  let current = keys;
  if (keys.length !== length) {
    // The list changed from outside (a reset or "take theirs"): extend or trim.
    current =
      keys.length < length ? [...keys, ...Array.from({ length: length - keys.length }, fresh)] : keys.slice(0, length);
    setKeys(current);
  }
  return {
    keys: current,
    move: (from: number, to: number) =>
      setKeys((k) => {
        const copy = [...k];
        const [item] = copy.splice(from, 1);
        copy.splice(to, 0, item);
        return copy;
      }),
    remove: (index: number) => setKeys((k) => k.filter((_, i) => i !== index)),
    add: () => setKeys((k) => [...k, fresh()]),
  };
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}

/** A list field's edits, applied to the values and their keys together. */
export function useEditableList(items: readonly unknown[], onChange: (next: unknown[]) => void) {
  const list = useListKeys(items.length);
  const move = (from: number, to: number) => {
    list.move(from, to);
    onChange(moved(items, from, to));
  };
  const remove = (index: number) => {
    list.remove(index);
    onChange(items.filter((_, j) => j !== index));
  };
  return {
    keys: list.keys,
    move,
    remove,
    /** The move and remove controls' props for item `index`. */
    controlsFor: (index: number) => ({
      index,
      count: items.length,
      onMove: (to: number) => move(index, to),
      onRemove: () => remove(index),
    }),
    add(item: unknown) {
      list.add();
      onChange([...items, item]);
    },
  };
}
