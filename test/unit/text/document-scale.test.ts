import { describe, expect, it } from 'vitest';
import { applySegments, diffTexts } from '@/lib/text/diff';
import { reanchorAll } from '@/lib/text/reanchor';
import { classify, scenario } from '../../bench/text-scenario';

// Correctness at document scale; the speed of the same scenario is measured by `npm run bench`.
describe('text at document scale (100,000 words, 2,000 suggestions, 100 edits)', () => {
  const s = scenario(100_000, 2_000, 100);

  it('re-anchors every suggestion, none wrongly and none lost while intact', () => {
    const counts = classify(reanchorAll(s.anchors, s.after), s);
    expect(counts.wrong).toBe(0);
    expect(counts.staleIntact).toBe(0);
  });

  it('diffs the two versions exactly', () => {
    expect(applySegments(s.before, diffTexts(s.before, s.after))).toBe(s.after);
  });
});
