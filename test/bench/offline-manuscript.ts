import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SectionText } from '../../lib/engine/types';
import { countWords } from '../../lib/text/count';
import { splitSentences } from '../../lib/text/sentences';

// Deterministic long manuscripts for the offline benchmark: fixture sentences mixed with generated ones.

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../fixtures/prose', `${name}.md`), 'utf8');
const sentencesOf = (...names: string[]) => names.flatMap((n) => splitSentences(fixture(n)).map((s) => s.text));

const EN = {
  adj: 'grey cold narrow bright silent heavy distant quiet broken salted crooked patient'.split(' '),
  noun: 'harbour lantern keeper letter tide window staircase ledger gull rope chapel orchard'.split(' '),
  verb: 'watched crossed carried followed remembered opened counted mended'.split(' '),
  prep: 'beside beyond under across toward behind'.split(' '),
};
const ZH = {
  who: ['林小雨', '周明远', '阿婆', '陈默', '老船长'],
  did: ['推开了', '想起了', '收好了', '望着', '擦亮了', '修补了'],
  what: ['那扇旧木门', '墙上的座钟', '父亲的信', '院子里的石榴树', '码头边的渔船', '抽屉里的钥匙'],
  how: ['在昏黄的灯下', '趁着雨停的间隙', '天刚蒙蒙亮的时候', '隔着一层薄雾'],
};

function pick<T>(next: () => number, list: T[]): T {
  return list[Math.floor(next() * list.length)];
}

function manuscript(
  sectionCount: number,
  unitsPerSection: number,
  sentence: (next: () => number) => string,
  joiner: string,
  seed: number,
): SectionText[] {
  const next = random(seed);
  return Array.from({ length: sectionCount }, (_, i) => {
    const paragraphs: string[] = [];
    let units = 0;
    while (units < unitsPerSection) {
      const paragraph = Array.from({ length: 3 + Math.floor(next() * 4) }, () => sentence(next)).join(joiner);
      units += countWords(paragraph);
      paragraphs.push(paragraph);
    }
    return {
      id: `s${i + 1}`,
      title: `Section ${i + 1}`,
      goal: 'The keeper and the harbour letter',
      targetLength: unitsPerSection,
      text: paragraphs.join('\n\n'),
    };
  });
}

/** About 100,000 English words in 50 sections. */
export function englishManuscript(): SectionText[] {
  const pool = sentencesOf('en-story-planted', 'en-story-clean', 'en-essay-clean', 'en-report-planted');
  const generated = (next: () => number) =>
    `The ${pick(next, EN.adj)} ${pick(next, EN.noun)} ${pick(next, EN.verb)} the ${pick(next, EN.noun)} ${pick(next, EN.prep)} the ${pick(next, EN.adj)} ${pick(next, EN.noun)}.`;
  return manuscript(50, 2000, (next) => (next() < 0.5 ? pick(next, pool) : generated(next)), ' ', 1);
}

/** About 100,000 Chinese characters in 50 sections. */
export function chineseManuscript(): SectionText[] {
  const pool = sentencesOf('zh-story-planted', 'zh-story-clean', 'zh-essay-clean');
  const generated = (next: () => number) =>
    `${pick(next, ZH.who)}${pick(next, ZH.how)}${pick(next, ZH.did)}${pick(next, ZH.what)}。`;
  return manuscript(50, 2000, (next) => (next() < 0.5 ? pick(next, pool) : generated(next)), '', 2);
}
