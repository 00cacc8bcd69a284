import { describe, expect, it } from 'vitest';
import { CONTINUITY_CORPUS } from '../../fixtures/continuity-corpus';
import { HELD_OUT_BOOKS } from '../../fixtures/continuity-corpus/held-out-books';
import { HELD_OUT_STORIES } from '../../fixtures/continuity-corpus/held-out-stories';
import { measureContinuity, type CorpusFigures } from '../../fixtures/continuity-corpus/measure';
import type { ContinuityDoc } from '../../fixtures/continuity-corpus/types';

const HELD_OUT = [...HELD_OUT_STORIES, ...HELD_OUT_BOOKS];
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function report(name: string, corpus: ContinuityDoc[], figures: CorpusFigures) {
  const rows = [...figures.byBucket.entries()].sort(([a], [b]) => a.localeCompare(b));
  const table = rows.map(
    ([key, t]) =>
      `${key.padEnd(22)} recall ${t.planted ? (t.found / t.planted).toFixed(2) : '  — '} (${t.found}/${t.planted})  precision ${t.flagged ? (t.correct / t.flagged).toFixed(2) : '  — '} (${t.correct}/${t.flagged})`,
  );
  console.log(`${name}: ${corpus.length} manuscripts\n${table.join('\n')}`);
  if (figures.missed.length) console.log('missed', figures.missed);
  if (figures.false.length) console.log('false', figures.false);
  const all = [...figures.byBucket.values()];
  return {
    rows,
    recall: sum(all.map((t) => t.found)) / sum(all.map((t) => t.planted)),
    precision: sum(all.map((t) => t.correct)) / sum(all.map((t) => t.flagged)),
  };
}

describe('the continuity reviewer on its corpora (offline)', () => {
  it('finds what was planted in the first corpus, flags nothing else, and quotes the passage each finding contradicts', async () => {
    const figures = await measureContinuity(CONTINUITY_CORPUS);
    const { rows, recall, precision } = report('first corpus', CONTINUITY_CORPUS, figures);
    expect(CONTINUITY_CORPUS.length).toBeGreaterThanOrEqual(20);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    for (const [key, t] of rows) if (t.planted >= 2) expect(t.found / t.planted, key).toBeGreaterThanOrEqual(0.9);
    expect(figures.withoutEvidence).toEqual([]);
  });

  it('meets the targets over both corpora, the held-out one included', async () => {
    const both = [...CONTINUITY_CORPUS, ...HELD_OUT];
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(10);
    report('held-out corpus', HELD_OUT, await measureContinuity(HELD_OUT));
    const figures = await measureContinuity(both);
    const { recall, precision } = report('both corpora', both, figures);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(figures.withoutEvidence).toEqual([]);
  });
});
