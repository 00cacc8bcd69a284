import { describe, expect, it } from 'vitest';
import { VOICE_CORPUS } from '../../fixtures/voice-corpus';
import { measureVoiceCorpus } from '../../fixtures/voice-corpus/measure';

const RECALL_MIN = 0.95;
const PRECISION_MIN = 0.97;

describe('the voice reviewer on its corpus', () => {
  const result = measureVoiceCorpus(VOICE_CORPUS);
  const precision = (result.flags - result.falseFlags.length) / result.flags;
  const perLanguage = (language: string) => {
    const rows = [...result.recall].filter(([bucket]) => bucket.startsWith(`${language}/`)).map(([, t]) => t);
    const found = rows.reduce((n, t) => n + t.found, 0);
    const planted = rows.reduce((n, t) => n + t.planted, 0);
    return { found, planted, recall: found / planted };
  };

  it('reports its figures', () => {
    const rows = [...result.recall].sort(([a], [b]) => a.localeCompare(b));
    const clean = result.fixes.filter((f) => f.faults.length === 0).length;
    console.log(
      [
        `voice corpus: ${VOICE_CORPUS.length} passages, ${result.flags} flags`,
        ...rows.map(([bucket, { found, planted }]) => `  ${bucket}: ${found}/${planted}`),
        ...['en', 'zh'].map((l) => `  ${l}: recall ${perLanguage(l).recall.toFixed(3)}`),
        `precision: ${precision.toFixed(3)} (${result.falseFlags.length} false flags)`,
        `fixes: ${result.fixes.length} offered, ${clean} clean`,
        `missed: ${result.missed.map((m) => `${m.doc} "${m.quote}"`).join('; ') || 'none'}`,
      ].join('\n'),
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it(`finds at least ${RECALL_MIN} of the planted defects in each language`, () => {
    for (const language of ['en', 'zh']) {
      const { recall, planted } = perLanguage(language);
      expect(planted).toBeGreaterThanOrEqual(19);
      expect({ language, recall: recall >= RECALL_MIN }).toEqual({ language, recall: true });
    }
  });

  it(`flags with precision of at least ${PRECISION_MIN}, and nothing on the clean controls`, () => {
    expect(result.falseFlags).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(PRECISION_MIN);
  });

  it('offers only replacements that leave the expected sentence', () => {
    expect(result.fixes.length).toBeGreaterThan(0);
    expect(result.fixes.filter((f) => f.faults.length > 0)).toEqual([]);
  });
});
