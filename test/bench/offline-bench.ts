// Run with: npx tsx test/bench/offline-bench.ts
// Times the lint assessment of a 100,000-word English and a 100,000-character Chinese manuscript. CPU time
// is printed beside wall time: on a loaded machine wall time mostly measures waiting for a core.
import { performance } from 'node:perf_hooks';
import { assessOffline } from '../../lib/engine/offline/assess';
import type { AssessInput, SectionText } from '../../lib/engine/types';
import { countWords } from '../../lib/text/count';
import { chineseManuscript, englishManuscript } from './offline-manuscript';

const RUNS = 5;
const TARGET_MS = 1000;
const NAMES = ['Elizabeth Hale', 'Tomas Reyes', 'Mara', 'Owen', '林小雨', '周明远', '陈默'];

function input(sections: SectionText[], language: 'en' | 'zh'): AssessInput {
  return {
    template: 'story',
    stageKey: 'final',
    language,
    roles: ['lint'],
    sections,
    upstream: {},
    canonicalNames: NAMES,
    previous: { accepted: [], rejected: [] },
  };
}

function bench(label: string, sections: SectionText[], language: 'en' | 'zh') {
  const size = sections.reduce((n, s) => n + countWords(s.text), 0);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let suggestions = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    suggestions = assessOffline(input(sections, language)).suggestions.length;
    const cpu = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
  const verdict = median < TARGET_MS ? 'ok' : 'OVER TARGET';
  console.log(
    `${label}: ${size.toLocaleString('en')} ${language === 'zh' ? 'chars' : 'words'} in ${sections.length} sections, ` +
      `${suggestions} suggestions; median ${median.toFixed(0)} ms over ${RUNS} runs ` +
      `(runs: ${times.map((t) => t.toFixed(0)).join(', ')}; CPU time: ${cpuTimes.map((t) => t.toFixed(0)).join(', ')}) ` +
      `[${verdict}]`,
  );
  return median;
}

const baseline = process.memoryUsage().rss;
const en = bench('English', englishManuscript(), 'en');
const zh = bench('Chinese', chineseManuscript(), 'zh');
const memory = process.memoryUsage();
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `memory: peak RSS ${mb(process.resourceUsage().maxRSS * 1024)} (RSS before the runs ${mb(baseline)}), ` +
    `RSS now ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)}`,
);
process.exitCode = en < TARGET_MS && zh < TARGET_MS ? 0 : 1;
