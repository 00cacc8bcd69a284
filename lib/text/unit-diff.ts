import type { DiffSegment } from './diff-segments';
import { myersSteps, type Step } from './myers';

// Past this much work a stretch with no unit unique to both sides is shown as one replacement. The
// limit depends only on the input's size, never on a clock, so the same texts always diff the same.
const MYERS_WORK = 4_000_000;
const MYERS_MIN_EDITS = 64;

type Range = readonly [aLo: number, aHi: number, bLo: number, bHi: number];
type Task = Range | Step;

/**
 * Deterministic diff of two unit lists (lines, sentences or words). Shared ends are trimmed, units that
 * occur exactly once on each side anchor the alignment (patience diff), and a stretch with no such unit
 * is aligned by Myers' O(ND) algorithm. Neighbouring runs of one kind come back merged.
 */
export function diffUnits(a: readonly string[], b: readonly string[]): DiffSegment[] {
  const ids = new Map<string, number>();
  const encode = (units: readonly string[]) =>
    Int32Array.from(units, (unit) => {
      let id = ids.get(unit);
      if (id === undefined) ids.set(unit, (id = ids.size));
      return id;
    });
  const steps = alignedSteps(encode(a), encode(b));
  return stepsToSegments(steps, a, b);
}

function alignedSteps(a: Int32Array, b: Int32Array): Step[] {
  const out: Step[] = [];
  // A stack instead of recursion: nested stretches can run deep on long documents.
  const tasks: Task[] = [[0, a.length, 0, b.length]];
  while (tasks.length > 0) {
    const task = tasks.pop()!;
    if (task.length === 2) out.push(task);
    else alignRange(a, b, task, out, tasks);
  }
  return out;
}

function alignRange(a: Int32Array, b: Int32Array, range: Range, out: Step[], tasks: Task[]): void {
  let [aLo, aHi, bLo, bHi] = range;
  const start = aLo;
  while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) {
    aLo++;
    bLo++;
  }
  if (aLo > start) out.push(['equal', aLo - start]);
  const end = aHi;
  while (aHi > aLo && bHi > bLo && a[aHi - 1] === b[bHi - 1]) {
    aHi--;
    bHi--;
  }
  if (end > aHi) tasks.push(['equal', end - aHi]);
  if (aLo === aHi || bLo === bHi) {
    if (aHi > aLo) out.push(['delete', aHi - aLo]);
    if (bHi > bLo) out.push(['insert', bHi - bLo]);
    return;
  }
  const anchors = uniqueAnchors(a, b, aLo, aHi, bLo, bHi);
  if (anchors.length === 0) {
    out.push(...alignWithoutAnchors(a, b, aLo, aHi, bLo, bHi));
    return;
  }
  // Between consecutive anchors lie smaller stretches; pushed last-first so they pop in order.
  let [nextA, nextB] = [aHi, bHi];
  for (let i = anchors.length - 1; i >= 0; i--) {
    const [ai, bi] = anchors[i];
    tasks.push([ai + 1, nextA, bi + 1, nextB], ['equal', 1]);
    [nextA, nextB] = [ai, bi];
  }
  tasks.push([aLo, nextA, bLo, nextB]);
}

function alignWithoutAnchors(a: Int32Array, b: Int32Array, aLo: number, aHi: number, bLo: number, bHi: number) {
  const size = aHi - aLo + (bHi - bLo);
  const maxEdits = Math.min(size, Math.max(MYERS_MIN_EDITS, Math.floor(MYERS_WORK / size)));
  const steps = myersSteps(a.subarray(aLo, aHi), b.subarray(bLo, bHi), maxEdits);
  return (
    steps ?? [
      ['delete', aHi - aLo],
      ['insert', bHi - bLo],
    ]
  );
}

/**
 * Pairs (i in a, j in b) of units found exactly once in each range, as the longest chain that keeps
 * the same order on both sides (longest increasing subsequence, earliest pairs winning ties).
 */
function uniqueAnchors(a: Int32Array, b: Int32Array, aLo: number, aHi: number, bLo: number, bHi: number) {
  const inA = soleOccurrences(a, aLo, aHi);
  const inB = soleOccurrences(b, bLo, bHi);
  const pairs: [number, number][] = [];
  for (let i = aLo; i < aHi; i++) {
    const j = inA.get(a[i]) === i ? inB.get(a[i]) : undefined;
    if (j !== undefined && j >= 0) pairs.push([i, j]);
  }
  return longestIncreasingChain(pairs);
}

/** Unit id → its index when it occurs once in [lo, hi), or -1 when it recurs. */
function soleOccurrences(units: Int32Array, lo: number, hi: number): Map<number, number> {
  const at = new Map<number, number>();
  for (let i = lo; i < hi; i++) at.set(units[i], at.has(units[i]) ? -1 : i);
  return at;
}

function longestIncreasingChain(pairs: [number, number][]): [number, number][] {
  const tails: number[] = [];
  const previous = new Int32Array(pairs.length);
  for (let p = 0; p < pairs.length; p++) {
    const j = pairs[p][1];
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pairs[tails[mid]][1] < j) lo = mid + 1;
      else hi = mid;
    }
    previous[p] = lo > 0 ? tails[lo - 1] : -1;
    tails[lo] = p;
  }
  const chain: [number, number][] = [];
  for (let p = tails.length > 0 ? tails[tails.length - 1] : -1; p !== -1; p = previous[p]) chain.push(pairs[p]);
  return chain.reverse();
}

function stepsToSegments(steps: readonly Step[], a: readonly string[], b: readonly string[]): DiffSegment[] {
  const segments: DiffSegment[] = [];
  let [i, j] = [0, 0];
  for (const [op, count] of steps) {
    let text = '';
    if (op === 'insert') for (const end = j + count; j < end; j++) text += b[j];
    else {
      for (const end = i + count; i < end; i++) text += a[i];
      if (op === 'equal') j += count;
    }
    const last = segments[segments.length - 1];
    if (last?.op === op) last.text += text;
    else segments.push({ op, text });
  }
  return segments;
}
