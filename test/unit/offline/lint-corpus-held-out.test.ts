import { describe, expect, it } from 'vitest';
import { HELD_OUT_CORPUS } from '../../fixtures/lint-corpus-held-out';
import { measureCorpus } from '../../fixtures/lint-corpus/measure';

// The second corpus, written after the rules from new texts: what the reviewer does on prose it was
// not written alongside. Recall per language (not per kind: most kinds have one or two documents here).
const RECALL_MIN = 0.95;
const PRECISION_MIN = 0.97;
const CLEAN_FIXES_MIN = 0.95;

describe('the lint reviewer on the held-out corpus', () => {
  const result = measureCorpus(HELD_OUT_CORPUS);
  const precision = (result.flags - result.falseFlags.length) / result.flags;
  const allowed = HELD_OUT_CORPUS.flatMap((d) => d.defects.filter((x) => x.fixed).map((x) => `${d.id}: ${x.quote}`));
  const clean = result.fixes.filter((f) => f.applied && f.faults.length === 0);
  const perLanguage = (language: string) => {
    const rows = [...result.recall].filter(([bucket]) => bucket.startsWith(`${language}/`)).map(([, t]) => t);
    const found = rows.reduce((n, t) => n + t.found, 0);
    const planted = rows.reduce((n, t) => n + t.planted, 0);
    return { found, planted };
  };

  it('reports its figures', () => {
    const rows = [...result.recall].sort(([a], [b]) => a.localeCompare(b));
    console.log(
      [
        `held-out lint corpus: ${HELD_OUT_CORPUS.length} documents, ${result.flags} flags`,
        ...rows.map(([bucket, { found, planted }]) => `  ${bucket}: ${found}/${planted}`),
        ...['en', 'zh'].map((l) => {
          const { found, planted } = perLanguage(l);
          return `  ${l}: recall ${found}/${planted} (${(found / planted).toFixed(3)})`;
        }),
        `precision: ${precision.toFixed(3)} (${result.falseFlags.length} false flags)`,
        `clean fixes: ${clean.length} of ${allowed.length} the corpus allows (${(clean.length / allowed.length).toFixed(3)})`,
      ].join('\n'),
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it(`finds at least ${RECALL_MIN} of the planted defects in each language`, () => {
    for (const language of ['en', 'zh']) {
      const { found, planted } = perLanguage(language);
      expect(planted).toBeGreaterThanOrEqual(20);
      expect({ language, recall: found / planted >= RECALL_MIN }).toEqual({ language, recall: true });
    }
  });

  it(`flags with precision of at least ${PRECISION_MIN}`, () => {
    expect(precision).toBeGreaterThanOrEqual(PRECISION_MIN);
  });

  it(`applies at least ${CLEAN_FIXES_MIN} of the fixes the corpus allows, cleanly, and none it does not`, () => {
    expect(result.fixes.filter((f) => f.applied && f.faults.length > 0)).toEqual([]);
    expect(clean.length / allowed.length).toBeGreaterThanOrEqual(CLEAN_FIXES_MIN);
  });
});
