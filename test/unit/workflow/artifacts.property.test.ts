import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseArtifact } from '@/lib/workflow/artifacts';
import { stageOf, type TemplateKind } from '@/lib/workflow/templates';

const RUNS = { numRuns: 150 };
// Artifacts hold trimmed text: names and keys are never blank, keys have no spaces (artifact-fields.ts).
const word = fc
  .string({ minLength: 1, maxLength: 12 })
  .map((s) => s.replace(/\s/g, ''))
  .filter((s) => s.length > 0);
const text = fc.string({ maxLength: 30 }).map((s) => s.trim());
const words = fc.array(word, { maxLength: 3 });
const some = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { minLength: 1, maxLength: 4 });

// Arbitrary valid artifacts, one per artifact stage of every template.
const ARTIFACTS: Record<string, [TemplateKind, string, fc.Arbitrary<Record<string, unknown>>]> = {
  'story brief': [
    'story',
    'brief',
    fc.record({
      title: word,
      logline: word,
      characters: some(fc.record({ name: word, role: text, description: text })),
      setting: text,
      themes: words,
      writingPoints: words,
    }),
  ],
  'story outline': [
    'story',
    'outline',
    fc.record({
      chapters: some(
        fc.record({
          key: word,
          title: word,
          goal: word,
          beats: words,
          targetWords: fc.integer({ min: 50, max: 9000 }),
        }),
      ),
    }),
  ],
  'paper intake': [
    'paper',
    'intake',
    fc.record({ researchQuestion: word, scope: text, methods: words, keyTerms: words, constraints: words }),
  ],
  'paper plan': [
    'paper',
    'plan',
    fc.record({
      title: word,
      thesisStatement: word,
      totalWordCount: fc.integer({ min: 100, max: 100_000 }),
      metadata: fc.record({ discipline: text, academicLevel: text, citationStyle: text, language: text }),
      sections: some(
        fc.record({
          id: word,
          displayNumber: fc
            .array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 3 })
            .map((p) => p.join('.')),
          title: word,
          goal: word,
          wordCount: fc.integer({ min: 50, max: 9000 }),
        }),
      ),
    }),
  ],
  'rewrite outline': [
    'rewrite',
    'outline',
    fc.record({
      title: word,
      sections: some(
        fc.record({ key: word, title: word, goal: word, targetWords: fc.integer({ min: 20, max: 9000 }) }),
      ),
    }),
  ],
  'script plan': [
    'script',
    'plan',
    fc.record({
      worldOverview: word,
      characters: some(fc.record({ name: word, role: text, relationshipSketch: text })),
      coreTrickDirection: word,
      themeTone: text,
      eraAtmosphere: text,
    }),
  ],
  'script outline': [
    'script',
    'outline',
    fc.record({
      detailedTimeline: some(fc.record({ time: text, event: word, involvedCharacters: words })),
      characterRelationships: fc.array(fc.record({ characterA: word, characterB: word, relationship: text }), {
        maxLength: 3,
      }),
      trickMechanism: word,
      clueChainDesign: some(fc.record({ clueId: word, description: word, leadsTo: words })),
      branchSkeleton: fc.array(
        fc.record({ nodeId: word, description: word, options: words, endingDirections: words }),
        { maxLength: 3 },
      ),
      roundFlowSummary: some(fc.record({ roundIndex: fc.integer({ min: 0, max: 9 }), focus: text, keyEvents: words })),
    }),
  ],
};

const requiredKeys = (kind: TemplateKind, stageKey: string) => {
  const shape = (stageOf(kind, stageKey).artifact as z.ZodObject).shape as Record<string, z.ZodType>;
  return Object.keys(shape).filter((k) => !shape[k].safeParse(undefined).success);
};

describe('§10.4 parsed artifacts hold their required fields', () => {
  for (const [name, [kind, stageKey, arb]] of Object.entries(ARTIFACTS)) {
    it(`${name}: a valid artifact parses back unchanged, as JSON or fenced JSON`, () => {
      fc.assert(
        fc.property(arb, fc.boolean(), (artifact, fenced) => {
          const json = JSON.stringify(artifact);
          const result = parseArtifact(kind, stageKey, fenced ? `\`\`\`json\n${json}\n\`\`\`` : json);
          expect(result).toEqual({ ok: true, value: artifact });
          if (!result.ok) return;
          for (const key of requiredKeys(kind, stageKey)) expect(result.value).toHaveProperty(key);
        }),
        RUNS,
      );
    });

    it(`${name}: dropping any required field is refused with a reason`, () => {
      const required = requiredKeys(kind, stageKey);
      expect(required.length).toBeGreaterThan(0);
      fc.assert(
        fc.property(arb, fc.constantFrom(...required), (artifact, key) => {
          const broken = { ...artifact };
          delete broken[key];
          const result = parseArtifact(kind, stageKey, JSON.stringify(broken));
          expect(result.ok).toBe(false);
          if (!result.ok) {
            expect(result.code).toBe('invalid_artifact');
            expect(result.issues.some((i) => i.path === key || i.path.startsWith(`${key}.`))).toBe(true);
          }
        }),
        RUNS,
      );
    });
  }

  it('refuses text that is not JSON', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => {
          try {
            JSON.parse(s);
            return false;
          } catch {
            return true;
          }
        }),
        (s) => {
          expect(parseArtifact('script', 'plan', s)).toMatchObject({ ok: false, code: 'invalid_artifact' });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses a stage without an artifact schema loudly (a programming error)', () => {
    expect(() => parseArtifact('story', 'final', '{}')).toThrow();
  });
});

describe('artifact bounds', () => {
  it('refuses a blank title, a whitespace-only key and a target of 102,000,000 words, saying where', () => {
    const chapter = { key: 'ch1', title: 'Storm', goal: 'Set up the storm', beats: [], targetWords: 800 };
    const cases = [
      [{ chapters: [{ ...chapter, title: '   ' }] }, 'chapters.0.title'],
      [{ chapters: [{ ...chapter, key: ' \t ' }] }, 'chapters.0.key'],
      [{ chapters: [{ ...chapter, targetWords: 102_000_000 }] }, 'chapters.0.targetWords'],
      [{ chapters: Array.from({ length: 61 }, (_, i) => ({ ...chapter, key: `ch${i}` })) }, 'chapters'],
    ] as const;
    for (const [outline, path] of cases) {
      const result = parseArtifact('story', 'outline', JSON.stringify(outline));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.issues.map((i) => i.path)).toContain(path);
    }
  });

  it('trims what it keeps', () => {
    const result = parseArtifact('rewrite', 'outline', {
      title: '  New title ',
      sections: [{ key: ' sec1 ', title: ' Intro ', goal: ' Open ', targetWords: 200 }],
    });
    expect(result).toMatchObject({
      ok: true,
      value: { title: 'New title', sections: [{ key: 'sec1', title: 'Intro' }] },
    });
  });
});
