import { describe, expect, it } from 'vitest';
import { reviewVoice } from '../../../lib/engine/offline/voice';
import { sentenceProfile } from '../../../lib/workflow/voice/profile';
import { DRIFT_CORPUS } from '../../fixtures/voice-drift';

// Style drift measured on manuscripts written after the rule (test/fixtures/voice-drift): each is
// measured against its own profile, as the review command does with a file.
function measure() {
  const rows = DRIFT_CORPUS.map((doc) => {
    const profile = sentenceProfile([doc.text]);
    const flags = reviewVoice({ text: doc.text, language: doc.language, profile }).filter(
      (f) => f.kind === 'style-drift',
    );
    const found = doc.planted.filter((opening) => flags.some((f) => f.anchor.quote.startsWith(opening)));
    const wrong = flags.filter((f) => !doc.planted.some((opening) => f.anchor.quote.startsWith(opening)));
    return { doc, profile, flags, found, wrong };
  });
  const language = (l: 'en' | 'zh') => {
    const of = rows.filter((r) => r.doc.language === l);
    const planted = of.reduce((n, r) => n + r.doc.planted.length, 0);
    return { planted, found: of.reduce((n, r) => n + r.found.length, 0) };
  };
  const flags = rows.reduce((n, r) => n + r.flags.length, 0);
  const wrong = rows.reduce((n, r) => n + r.wrong.length, 0);
  return { rows, en: language('en'), zh: language('zh'), flags, wrong };
}

describe('style drift on its corpus', () => {
  const result = measure();

  it('measures every manuscript against a profile with enough of the writer’s text', () => {
    for (const { doc, profile } of result.rows)
      expect({ doc: doc.name, enough: profile.enough }).toEqual({ doc: doc.name, enough: true });
    console.log(
      `style drift: en ${result.en.found}/${result.en.planted}, zh ${result.zh.found}/${result.zh.planted}, ` +
        `precision ${result.flags - result.wrong}/${result.flags}`,
    );
  });

  it('finds the planted paragraphs in each language', () => {
    for (const l of ['en', 'zh'] as const) expect(result[l].found / result[l].planted).toBeGreaterThanOrEqual(0.95);
  });

  it('flags nothing else: the writer’s own long or short paragraphs and their dialogue are theirs', () => {
    expect(result.rows.flatMap((r) => r.wrong.map((f) => `${r.doc.name}: ${f.anchor.quote.slice(0, 30)}`))).toEqual([]);
  });

  it('anchors the whole paragraph and offers no replacement: only the writer can bring it back', () => {
    for (const { doc, flags } of result.rows)
      for (const f of flags) {
        expect(doc.text.slice(f.anchor.start, f.anchor.end)).toBe(f.anchor.quote);
        expect(f.replacement).toBeUndefined();
        expect(f.priority).toBe('low');
      }
  });

  it('says nothing without a profile, or with too little of the writer’s text', () => {
    const doc = DRIFT_CORPUS[0];
    expect(reviewVoice({ text: doc.text, language: 'en' }).some((f) => f.kind === 'style-drift')).toBe(false);
    const little = sentenceProfile([doc.text.slice(0, 600)]);
    expect(little.enough).toBe(false);
    expect(reviewVoice({ text: doc.text, language: 'en', profile: little }).some((f) => f.kind === 'style-drift')).toBe(
      false,
    );
  });
});
