import { describe, expect, it } from 'vitest';
import { LINT_CORPUS } from '../../fixtures/lint-corpus';
import { measureCorpus } from '../../fixtures/lint-corpus/measure';

const RECALL_MIN = 0.95;
const PRECISION_MIN = 0.97;

describe('the lint reviewer on its corpus', () => {
  const result = measureCorpus(LINT_CORPUS);
  const precision = (result.flags - result.falseFlags.length) / result.flags;
  const applied = result.fixes.filter((f) => f.applied);
  const clean = applied.filter((f) => f.faults.length === 0);

  it('has the documents the measurement needs', () => {
    const planted = (language: string) => LINT_CORPUS.filter((d) => d.language === language && d.defects.length > 0);
    expect(planted('en').length).toBeGreaterThanOrEqual(40);
    expect(planted('zh').length).toBeGreaterThanOrEqual(40);
    expect(LINT_CORPUS.filter((d) => d.defects.length === 0).length).toBeGreaterThanOrEqual(15);
  });

  it('reports its figures', () => {
    const rows = [...result.recall].sort(([a], [b]) => a.localeCompare(b));
    const lines = rows.map(([bucket, { found, planted }]) => `  ${bucket}: ${found}/${planted}`);
    console.log(
      [
        `lint corpus: ${LINT_CORPUS.length} documents, ${result.flags} flags`,
        'recall by language/kind:',
        ...lines,
        `precision: ${precision.toFixed(3)} (${result.falseFlags.length} false flags; ${result.cleanControlFlags} on clean controls)`,
        `fixes: ${applied.length} applied of ${result.fixes.length} offered, ${clean.length} clean (${(clean.length / applied.length).toFixed(3)})`,
      ].join('\n'),
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it(`finds at least ${RECALL_MIN} of the planted defects of every kind, in each language`, () => {
    expect(result.missed).toEqual([]);
    for (const [bucket, { found, planted }] of result.recall) {
      expect({ bucket, recall: found / planted >= RECALL_MIN }).toEqual({ bucket, recall: true });
    }
  });

  it(`flags with precision of at least ${PRECISION_MIN}`, () => {
    expect(result.falseFlags).toEqual([]);
    expect(precision).toBeGreaterThanOrEqual(PRECISION_MIN);
  });

  it('leaves clean text after every fix it applies, and applies every fix the corpus allows', () => {
    expect(applied.filter((f) => f.faults.length > 0)).toEqual([]);
    const expected = LINT_CORPUS.flatMap((d) => d.defects.filter((x) => x.fixed).map((x) => `${d.id}: ${x.quote}`));
    expect(applied.map((f) => `${f.doc}: ${f.quote}`).sort()).toEqual(expected.sort());
  });
});
