import type { Positioned } from './positions';

/**
 * Days of story time the text says pass between two places in the book: the sum of its counted
 * steps ("two years later"), or Infinity when a step of unknown size ("years passed") lies between.
 */
export function elapsedDays(ordered: Positioned[]): (from: number, to: number) => number {
  const days: number[] = [0];
  const gaps: number[] = [0];
  for (const { fact } of ordered) {
    const counts = fact.kind === 'time' && !fact.hedges.includes('flashback') && !fact.hedges.includes('hypothetical');
    days.push(days.at(-1)! + (counts && fact.attribute === 'elapsed' ? Number(fact.value) : 0));
    gaps.push(gaps.at(-1)! + (counts && fact.attribute === 'gap' ? 1 : 0));
  }
  // Indices are positions in `ordered`; what lies strictly between them counts.
  return (from, to) => (gaps[to] - gaps[from + 1] > 0 ? Infinity : days[to] - days[from + 1]);
}
