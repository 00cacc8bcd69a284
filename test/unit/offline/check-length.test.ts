import { describe, expect, it } from 'vitest';
import { checkLength } from '../../../lib/engine/offline/checks/length';
import { countWords } from '../../../lib/text/count';
import { CLEAN, prose, runCheck } from '../../fixtures/prose';

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

describe('checkLength', () => {
  it('grades a short section by how far it falls below the target', () => {
    expect(runCheck(checkLength, { text: words(30) }, { targetLength: 100 })[0].priority).toBe('high');
    expect(runCheck(checkLength, { text: words(50) }, { targetLength: 100 })[0].priority).toBe('medium');
    expect(runCheck(checkLength, { text: words(75) }, { targetLength: 100 })[0].priority).toBe('low');
  });

  it('grades a long section by how far it runs over', () => {
    expect(runCheck(checkLength, { text: words(170) }, { targetLength: 100 })[0].priority).toBe('high');
    expect(runCheck(checkLength, { text: words(140) }, { targetLength: 100 })[0].priority).toBe('medium');
    expect(runCheck(checkLength, { text: words(125) }, { targetLength: 100 })[0].priority).toBe('low');
  });

  it('is a section-level finding with the counts and the gap', () => {
    const [f] = runCheck(checkLength, { text: words(50) }, { targetLength: 100 });
    expect(f.anchor).toBeNull();
    expect(f.detail).toContain('50 words against a target of 100: 50 words short');
  });

  it('counts Chinese in characters and reports in Chinese', () => {
    const [f] = runCheck(checkLength, { text: '字'.repeat(40) }, { targetLength: 100 });
    expect(f.priority).toBe('medium');
    expect(f.detail).toContain('共 40 字，目标 100 字，还差 60 字');
  });

  it('stays quiet within 20% of the target, and without a target', () => {
    expect(runCheck(checkLength, { text: words(85) }, { targetLength: 100 })).toEqual([]);
    expect(runCheck(checkLength, { text: words(118) }, { targetLength: 100 })).toEqual([]);
    expect(runCheck(checkLength, { text: words(5) }, { targetLength: 0 })).toEqual([]);
  });

  it('stays quiet on the clean passages at their own length', () => {
    for (const name of CLEAN) {
      const length = countWords(prose(name));
      expect(runCheck(checkLength, name, { targetLength: length })).toEqual([]);
      expect(runCheck(checkLength, name, { targetLength: Math.round(length * 1.15) })).toEqual([]);
    }
  });
});
