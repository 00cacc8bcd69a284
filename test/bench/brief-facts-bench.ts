// The offline brief's people and places: what the tagger (compromise) and the segmenter (jieba) cost.
// Cold is a fresh process's first brief (the libraries and jieba's dictionary load then); warm is the
// median of 50 briefs after it. Run with `npx tsx test/bench/brief-facts-bench.ts` (one process per run).
import { performance } from 'node:perf_hooks';
import { briefFacts } from '../../lib/engine/offline/scaffolds/facts';
import { EN_BRIEFS } from '../fixtures/brief-facts/en';
import { ZH_BRIEFS } from '../fixtures/brief-facts/zh';

const WARM = 50;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function timeIt(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

const rssBefore = process.memoryUsage().rss;
for (const [language, briefs] of [
  ['en', EN_BRIEFS],
  ['zh', ZH_BRIEFS],
] as const) {
  const cold = timeIt(() => briefFacts([briefs[0].text], language));
  const warm = Array.from({ length: WARM }, (_, i) =>
    timeIt(() => briefFacts([briefs[i % briefs.length].text], language)),
  );
  console.log(`${language}: cold ${cold.toFixed(0)} ms, warm median ${median(warm).toFixed(2)} ms`);
}
console.log(`resident memory added: ${((process.memoryUsage().rss - rssBefore) / 1e6).toFixed(0)} MB`);
