import { diffTexts } from '../../../lib/text/diff';
import { reanchorAll } from '../../../lib/text/reanchor';
import { classify, scenario } from '../text-scenario';

// The diff and re-anchoring figures, in the same process and run as the HTTP ones.

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spreadOf(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] };
}

const WARM_UP_RUNS = 3;

/** Wall and CPU time of `runs` calls after a warm-up: on a loaded machine wall time includes waiting for a core. */
export function timed<T>(runs: number, fn: () => T): { spread: Spread; cpu: Spread; results: T[] } {
  for (let i = 0; i < WARM_UP_RUNS; i++) fn();
  const times: number[] = [];
  const cpu: number[] = [];
  const results: T[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    results.push(fn());
    const used = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  return { spread: spreadOf(times), cpu: spreadOf(cpu), results };
}

export function textFigures(runs: number) {
  const s = scenario(100_000, 2_000, 1_000);
  const diff = timed(runs, () => diffTexts(s.before, s.after));
  const reanchor = timed(runs, () => reanchorAll(s.anchors, s.after));
  return {
    diff: diff.spread,
    diffCpu: diff.cpu,
    diffIdentical: new Set(diff.results.map((r) => JSON.stringify(r))).size === 1,
    reanchor: reanchor.spread,
    reanchorCpu: reanchor.cpu,
    reanchorWrong: Math.max(...reanchor.results.map((r) => classify(r, s).wrong)),
  };
}
