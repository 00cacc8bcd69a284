import { describe, expect, it } from 'vitest';
import { CONTINUITY_CORPUS } from '../../fixtures/continuity-corpus';
import { measureContinuity } from '../../fixtures/continuity-corpus/measure';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('the continuity reviewer on its corpus (offline)', () => {
  it('finds what was planted, flags nothing else, and quotes the passage each finding contradicts', async () => {
    const figures = await measureContinuity(CONTINUITY_CORPUS);
    const rows = [...figures.byBucket.entries()].sort(([a], [b]) => a.localeCompare(b));
    const table = rows.map(
      ([key, t]) =>
        `${key.padEnd(22)} recall ${t.planted ? (t.found / t.planted).toFixed(2) : '  — '} (${t.found}/${t.planted})  precision ${t.flagged ? (t.correct / t.flagged).toFixed(2) : '  — '} (${t.correct}/${t.flagged})`,
    );
    console.log(`continuity corpus: ${CONTINUITY_CORPUS.length} manuscripts\n${table.join('\n')}`);
    if (figures.missed.length) console.log('missed', figures.missed);
    if (figures.false.length) console.log('false', figures.false);

    const all = [...figures.byBucket.values()];
    const recall = sum(all.map((t) => t.found)) / sum(all.map((t) => t.planted));
    const precision = sum(all.map((t) => t.correct)) / sum(all.map((t) => t.flagged));
    expect(CONTINUITY_CORPUS.length).toBeGreaterThanOrEqual(20);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    for (const [key, t] of rows) if (t.planted >= 2) expect(t.found / t.planted, key).toBeGreaterThanOrEqual(0.9);
    expect(figures.withoutEvidence).toEqual([]);
  });
});
