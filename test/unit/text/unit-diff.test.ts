import { describe, expect, it } from 'vitest';
import { applySegments, diffStats, diffTexts } from '@/lib/text/diff';
import { myersSteps } from '@/lib/text/myers';
import { diffUnits } from '@/lib/text/unit-diff';

describe('diffUnits', () => {
  it('aligns on units found once on each side', () => {
    expect(diffUnits(['a', 'x', 'b', 'c'], ['a', 'b', 'y', 'c'])).toEqual([
      { op: 'equal', text: 'a' },
      { op: 'delete', text: 'x' },
      { op: 'equal', text: 'b' },
      { op: 'insert', text: 'y' },
      { op: 'equal', text: 'c' },
    ]);
  });

  it('aligns stretches where every unit recurs', () => {
    const a = ['x', 'y', 'x', 'y', 'x'];
    const b = ['x', 'x', 'y', 'x'];
    const segments = diffUnits(a, b);
    expect(applySegments(a.join(''), segments)).toBe(b.join(''));
    expect(segments.filter((s) => s.op !== 'equal').map((s) => s.text)).toEqual(['y']);
  });

  it('keeps a moved paragraph as one deletion and one insertion', () => {
    const a = ['p1\n', 'p2\n', 'p3\n', 'p4\n'];
    const b = ['p1\n', 'p3\n', 'p4\n', 'p2\n'];
    expect(diffUnits(a, b)).toEqual([
      { op: 'equal', text: 'p1\n' },
      { op: 'delete', text: 'p2\n' },
      { op: 'equal', text: 'p3\np4\n' },
      { op: 'insert', text: 'p2\n' },
    ]);
  });
});

describe('myersSteps', () => {
  it('finds the shortest edit script, deletions before insertions', () => {
    const steps = myersSteps(Int32Array.from([1, 2, 3, 1, 2]), Int32Array.from([1, 3, 2, 1]), 10);
    const edits = steps!.filter(([op]) => op !== 'equal').reduce((sum, [, count]) => sum + count, 0);
    expect(edits).toBe(3);
  });

  it('gives up past the edit limit instead of running on', () => {
    expect(myersSteps(Int32Array.from([1, 2, 3]), Int32Array.from([4, 5, 6]), 5)).toBeNull();
  });
});

describe('diffTexts on repetitive and Chinese text', () => {
  it('diffs identical paragraphs repeated many times exactly and the same way every time', () => {
    const a = Array.from({ length: 400 }, () => 'The same line again.\n\n').join('');
    const b = a.replace(/again\./g, (m, offset: number) => (offset % 7 === 0 ? 'once more.' : m));
    const first = diffTexts(a, b);
    expect(applySegments(a, first)).toBe(b);
    expect(diffTexts(a, b)).toEqual(first);
  });

  it('counts Chinese changes in characters', () => {
    const a = '第一段讲河流。\n\n第二段讲城镇和港口的灯。\n\n第三段。';
    const b = '第一段讲大河。\n\n第二段讲城镇和港口的灯火。\n\n第三段。';
    const segments = diffTexts(a, b);
    expect(applySegments(a, segments)).toBe(b);
    expect(segments.filter((s) => s.op !== 'equal').map((s) => s.text)).toEqual(['大', '流', '火']);
    expect(diffStats(segments)).toEqual({ inserted: 2, deleted: 1 });
  });
});
