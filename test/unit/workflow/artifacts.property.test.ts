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
/** A non-empty list whose entries differ in `key` (ids, names, keys must be unique). */
const someUnique = <T extends Record<string, unknown>>(arb: fc.Arbitrary<T>, key: keyof T) =>
  fc.uniqueArray(arb, { minLength: 1, maxLength: 4, selector: (r) => String(r[key]).trim() });

// Arbitrary valid artifacts, one per artifact stage of every template.
const ARTIFACTS: Record<string, [TemplateKind, string, fc.Arbitrary<Record<string, unknown>>]> = {
  'story brief': [
    'story',
    'brief',
    fc.record({
      title: word,
      logline: word,
      characters: someUnique(fc.record({ name: word, role: text, description: text }), 'name'),
      setting: text,
      themes: words,
      writingPoints: words,
    }),
  ],
  'story outline': [
    'story',
    'outline',
    fc.record({
      chapters: someUnique(
        fc.record({
          key: word,
          title: word,
          goal: word,
          beats: words,
          targetWords: fc.integer({ min: 50, max: 9000 }),
        }),
        'key',
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
      outlineVersion: fc.integer({ min: 1, max: 1000 }),
      title: word,
      thesisStatement: word,
      totalWordCount: fc.integer({ min: 100, max: 100_000 }),
      metadata: fc.record({ discipline: text, academicLevel: text, citationStyle: text, language: text }),
      sections: someUnique(
        fc.record({
          id: word,
          displayNumber: fc
            .array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 3 })
            .map((p) => p.join('.')),
          title: word,
          goal: word,
          wordCount: fc.integer({ min: 50, max: 9000 }),
        }),
        'id',
      ).filter((sections) => new Set(sections.map((s) => s.displayNumber)).size === sections.length),
    }),
  ],
  'rewrite outline': [
    'rewrite',
    'outline',
    fc.record({
      title: word,
      sections: someUnique(
        fc.record({ key: word, title: word, goal: word, targetWords: fc.integer({ min: 20, max: 9000 }) }),
        'key',
      ),
    }),
  ],
  'script plan': [
    'script',
    'plan',
    fc.record({
      worldOverview: word,
      characters: someUnique(fc.record({ name: word, role: word, relationshipSketch: word }), 'name'),
      coreTrickDirection: word,
      themeTone: word,
      eraAtmosphere: word,
    }),
  ],
  'script outline': [
    'script',
    'outline',
    fc.record({
      detailedTimeline: some(fc.record({ time: word, event: word, involvedCharacters: words })),
      characterRelationships: some(fc.record({ characterA: word, characterB: word, relationship: word })),
      trickMechanism: word,
      clueChainDesign: someUnique(fc.record({ clueId: word, description: word, leadsTo: words }), 'clueId'),
      branchSkeleton: someUnique(
        fc.record({ nodeId: word, description: word, options: words, endingDirections: words }),
        'nodeId',
      ),
      roundFlowSummary: some(fc.record({ roundIndex: fc.integer({ min: 0, max: 9 }), focus: word, keyEvents: words })),
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

  it('refuses blank required text and empty required lists, naming the field', () => {
    const blanks: [TemplateKind, string, string][] = [
      ['script', 'plan', 'themeTone'],
      ['script', 'plan', 'eraAtmosphere'],
      ['script', 'outline', 'characterRelationships'],
      ['script', 'outline', 'branchSkeleton'],
      ['story', 'brief', 'title'],
      ['paper', 'plan', 'title'],
      ['rewrite', 'outline', 'title'],
    ];
    const blank = fc.stringMatching(/^[ \t\n\u3000]{0,4}$/);
    for (const [kind, stageKey, field] of blanks) {
      const [, , arb] = Object.values(ARTIFACTS).find(([k, s]) => k === kind && s === stageKey)!;
      fc.assert(
        fc.property(arb, blank, (artifact, spaces) => {
          const value = Array.isArray(artifact[field]) ? [] : spaces;
          const result = parseArtifact(kind, stageKey, { ...artifact, [field]: value });
          expect(result.ok).toBe(false);
          expect(!result.ok && result.issues.map((i) => i.path)).toContain(field);
        }),
        { numRuns: 30 },
      );
    }
  });

  it('refuses a repeated key in every list whose keys must be unique, on the repeat', () => {
    const lists: [TemplateKind, string, string, string][] = [
      ['story', 'brief', 'characters', 'name'],
      ['story', 'outline', 'chapters', 'key'],
      ['paper', 'plan', 'sections', 'id'],
      ['paper', 'plan', 'sections', 'displayNumber'],
      ['script', 'plan', 'characters', 'name'],
      ['script', 'outline', 'clueChainDesign', 'clueId'],
      ['script', 'outline', 'branchSkeleton', 'nodeId'],
      ['rewrite', 'outline', 'sections', 'key'],
    ];
    for (const [kind, stageKey, list, key] of lists) {
      const [, , arb] = Object.values(ARTIFACTS).find(([k, s]) => k === kind && s === stageKey)!;
      fc.assert(
        fc.property(arb, (artifact) => {
          const entries = artifact[list] as Record<string, unknown>[];
          const repeated = [...entries, { ...entries[entries.length - 1], [key]: entries[0][key] }];
          const result = parseArtifact(kind, stageKey, { ...artifact, [list]: repeated });
          expect(result.ok).toBe(false);
          expect(!result.ok && result.issues.map((i) => i.path)).toContain(`${list}.${entries.length}.${key}`);
        }),
        { numRuns: 30 },
      );
    }
  });

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
