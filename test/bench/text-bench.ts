// Benchmark for lib/text: re-anchoring 2,000 suggestions and diffing 100,000-word versions.
// Run with `npx tsx test/bench/text-bench.ts`. Data is seeded, so every run sees the same text.
import { countWords } from '../../lib/text/count';
import { applySegments, diffStats, diffTexts } from '../../lib/text/diff';
import { reanchorAll, type ReanchorResult } from '../../lib/text/reanchor';
import { classify, scenario } from './text-scenario';

const WORDS = 100_000;
const SUGGESTIONS = 2_000;
const RUNS = 9;

function median(run: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

const reanchorRows = [0, 100, 1_000].map((edits) => {
  const s = scenario(WORDS, SUGGESTIONS, edits);
  let results: ReanchorResult[] = [];
  const ms = median(() => (results = reanchorAll(s.anchors, s.after)));
  const intact = s.truth.filter((t) => t.intact).length;
  return { edits, chars: s.after.length, intact, ms: +ms.toFixed(1), ...classify(results, s) };
});
console.log(
  `\nreanchorAll: ${SUGGESTIONS} suggestions, ${WORDS.toLocaleString()}-word document, median of ${RUNS} runs`,
);
console.table(reanchorRows);

const diffRows = [100, 1_000].map((edits) => {
  const s = scenario(WORDS, SUGGESTIONS, edits);
  let segments = diffTexts(s.before, s.after);
  const ms = median(() => (segments = diffTexts(s.before, s.after)));
  const exact = applySegments(s.before, segments) === s.after;
  const words = `${countWords(s.before)} → ${countWords(s.after)}`;
  return { edits, words, ms: +ms.toFixed(1), segments: segments.length, ...diffStats(segments), exact };
});
console.log(`\ndiffTexts: two versions of a ${WORDS.toLocaleString()}-word document, median of ${RUNS} runs`);
console.table(diffRows);
