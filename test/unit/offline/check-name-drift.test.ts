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

  it('checks short English names, but not short forms, places or verbs that look like them', () => {
    const names = ['Ana', 'Mara', 'Tomas', 'Elizabeth Hale'];
    const drifted = 'Mara found Anna in the orchard. Marra said nothing. Elizabeth Hael signed.';
    const findings = runCheck(checkNameDrift, { text: drifted }, { canonicalNames: names });
    expect(findings.map((f) => [f.anchor?.quote, f.expected])).toEqual([
      ['Anna', 'Ana'],
      ['Marra', 'Mara'],
      ['Hael', 'Hale'],
    ]);
    const lookalikes = 'Tom waved. Mark the gate, she said. They ate in the Great Hall. Ann was not there.';
    expect(runCheck(checkNameDrift, { text: lookalikes }, { canonicalNames: ['Tomas', 'Mara', 'Hale'] })).toEqual([]);
  });

  it('checks two-character Chinese names, surnames and compound surnames, but not words that contain them', () => {
    const names = ['苏婉', '陈思远', '欧阳晴', '陈默', '周明远'];
    const text = '苏宛站在门口。程思远推开窗。欧阳青合上账本。陈墨把船拴好。陈思远来了。';
    const findings = runCheck(checkNameDrift, { text }, { canonicalNames: names });
    expect(findings.map((f) => [f.anchor?.quote, f.expected])).toEqual([
      ['苏宛', '苏婉'],
      ['程思远', '陈思远'],
      ['欧阳青', '欧阳晴'],
      ['陈墨', '陈默'],
    ]);
    const words = '她从苏州回来，才苏醒过来。周明远说明天再来。过程思远不是名字。';
    expect(runCheck(checkNameDrift, { text: words }, { canonicalNames: names })).toEqual([]);
  });

  it('flags a near-miss spelling as long as the name, and keeps real short forms', () => {
    const names = ['Finlay MacRae', 'Elizabeth Hale', 'Tomas', 'William'];
    const text = 'Finley MacRae rowed out. Lizzie waved from the pier. Tom laughed. Bill did not. Finn slept.';
    const findings = runCheck(checkNameDrift, { text }, { canonicalNames: names });
    expect(findings.map((f) => [f.anchor?.quote, f.expected])).toEqual([['Finley', 'Finlay']]);
  });

  it('checks every occurrence, whatever word stands before it', () => {
    const text = "“I'm Thomas. Your uncle Thomas.” Uncle Thomas smiled. Mr Thomas left.";
    const findings = runCheck(checkNameDrift, { text }, { canonicalNames: ['Tomas'] });
    expect(findings.map((f) => f.anchor?.quote)).toEqual(['Thomas', 'Thomas', 'Thomas', 'Thomas']);
    expect(findings.map((f) => f.anchor?.start)).toEqual([...text.matchAll(/Thomas/g)].map((m) => m.index));
  });
});
