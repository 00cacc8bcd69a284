// Display numbers are presentation: "1", "2" for flat lists and "2", "2.1", "2.2", "3" for papers.
// They change freely on every edit of the list; section ids never do.

const DISPLAY_NUMBER = /^\d+(\.\d+)*$/;

/** Nesting depth of a display number: "2" → 1, "2.1" → 2; anything unparsable counts as top level. */
export function depthOf(displayNumber: string): number {
  return DISPLAY_NUMBER.test(displayNumber) ? displayNumber.split('.').length : 1;
}

/**
 * Renumber in list order, keeping each entry's depth. A depth may only be one deeper than the entry
 * before it (a "2.1" with no "2" before it has no parent to number under), so deeper entries are raised.
 * `start` is the first top-level number: 1 for most lists, 0 for script chapters (the DM handbook is chapter 0).
 */
export function renumber<S extends { displayNumber: string }>(sections: readonly S[], start = 1): S[] {
  const counters: number[] = [];
  return sections.map((section) => {
    const depth = Math.min(depthOf(section.displayNumber), counters.length + 1);
    counters.length = depth;
    counters[depth - 1] = counters[depth - 1] === undefined ? (depth === 1 ? start : 1) : counters[depth - 1] + 1;
    const displayNumber = counters.join('.');
    return section.displayNumber === displayNumber ? section : { ...section, displayNumber };
  });
}
