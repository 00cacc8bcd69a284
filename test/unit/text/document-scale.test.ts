import { describe, expect, it } from 'vitest';
import { applySegments, diffTexts, sidesOf } from '@/lib/text/diff';
import { reanchorAll } from '@/lib/text/reanchor';
import { classify, scenario } from '../../bench/text-scenario';

// Correctness at document scale; the speed of the same scenarios is measured by `npm run bench`.
describe('text at document scale (100,000 words, 2,000 suggestions)', () => {
  const light = scenario(100_000, 2_000, 100);
  const heavy = scenario(100_000, 2_000, 1_000);

  it('re-anchors every suggestion after 100 edits, none wrongly and none lost while intact', () => {
    const counts = classify(reanchorAll(light.anchors, light.after), light);
    expect(counts.wrong).toBe(0);
    expect(counts.staleIntact).toBe(0);
  });

  it('re-anchors after 1,000 edits: moved quotes followed, edited ones stale, none on other words', () => {
    const counts = classify(reanchorAll(heavy.anchors, heavy.after), heavy);
    expect(counts.wrong).toBe(0);
    expect(counts.staleIntact).toBe(0);
    const moved = heavy.truth.filter((t, i) => t.intact && t.start !== heavy.anchors[i].start).length;
    expect(moved).toBeGreaterThan(1_000);
    expect(counts.correct).toBe(heavy.truth.filter((t) => t.intact).length);
  });

  it('diffs the two versions exactly', () => {
    expect(applySegments(light.before, diffTexts(light.before, light.after))).toBe(light.after);
  });

  it('gives the same diff on every run after 1,000 edits, word by word rather than wholesale', () => {
    const first = diffTexts(heavy.before, heavy.after);
    expect(sidesOf(first)).toEqual({ before: heavy.before, after: heavy.after });
    for (let run = 0; run < 3; run++) expect(diffTexts(heavy.before, heavy.after)).toEqual(first);
    const longestChange = Math.max(...first.filter((s) => s.op !== 'equal').map((s) => s.text.length));
    expect(longestChange).toBeLessThan(5_000);
  });
});
