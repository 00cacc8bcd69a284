import { describe, expect, it } from 'vitest';
import { checkNameDrift } from '../../../lib/engine/offline/checks/name-drift';
import { CLEAN, quotes, runCheck } from '../../fixtures/prose';

describe('checkNameDrift', () => {
  it('finds the planted English misspellings, expecting the canonical spelling', () => {
    const findings = runCheck(checkNameDrift, 'en-story-planted');
    expect(quotes(findings)).toEqual(['Reyez', 'Elizabth']);
    expect(findings.map((f) => f.expected)).toEqual(['Reyes', 'Elizabeth']);
  });

  it('finds the planted Chinese variants', () => {
    const findings = runCheck(checkNameDrift, 'zh-story-planted');
    expect(quotes(findings)).toEqual(['林晓雨', '周明源']);
    expect(findings.map((f) => f.expected)).toEqual(['林小雨', '周明远']);
    expect(findings[0].summary).toBe('人名“林晓雨”应为“林小雨”');
  });

  it('leaves common words, possessives, plurals and titles alone', () => {
    const text = "Many boats left. Mary's coat. The Hales arrived. Tomas's hat. 林小姐走了，林小雨笑了。";
    expect(
      runCheck(checkNameDrift, { text }, { canonicalNames: ['Mary', 'Elizabeth Hale', 'Tomas', '林小雨'] }),
    ).toEqual([]);
  });

  it('does nothing without canonical names', () => {
    expect(runCheck(checkNameDrift, 'en-story-planted', { canonicalNames: [] })).toEqual([]);
  });

  it('stays quiet on the clean passages', () => {
    for (const name of CLEAN) expect(runCheck(checkNameDrift, name)).toEqual([]);
  });
});
