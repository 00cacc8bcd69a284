import { describe, expect, it } from 'vitest';
import { checkAdverbDensity } from '../../../lib/engine/offline/checks/adverb-density';
import { CLEAN, quotes, runCheck } from '../../fixtures/prose';

describe('checkAdverbDensity', () => {
  it('flags the adverb-heavy report, anchored on its first three adverbs', () => {
    const findings = runCheck(checkAdverbDensity, 'en-report-planted');
    expect(quotes(findings)).toEqual(['gradually', 'carefully', 'largely']);
    expect(findings[0].detail).toMatch(/^17 -ly adverbs in \d+ words of narration/);
  });

  it('does not count names, -ly adjectives or dialogue', () => {
    const text =
      'Emily met Molly early. The lonely, friendly, elderly family ate daily. "Slowly, quietly, gently, softly, calmly," she said.';
    expect(runCheck(checkAdverbDensity, { text })).toEqual([]);
  });

  it('stays quiet on the clean passages, the planted story and Chinese', () => {
    for (const name of [...CLEAN, 'en-story-planted', 'zh-story-planted'] as const) {
      expect(runCheck(checkAdverbDensity, name)).toEqual([]);
    }
  });
});
