import { z } from 'zod';
import { items, label, MAX_SECTIONS, optional, required, sectionLength, stableKey } from './artifact-fields';
import { documentLanguage, optionalText, text, unique } from './fields';
import type { TemplateDefinition } from './types';

export const CITATION_STYLES = ['GB/T 7714', 'APA', 'MLA', 'Chicago'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];
export const ACADEMIC_LEVELS = ['undergraduate', 'master', 'doctoral', 'journal'] as const;

export const PaperConfig = z.object({
  topic: text(2000, 1),
  discipline: text(100, 1),
  level: z.enum(ACADEMIC_LEVELS).default('undergraduate'),
  citationStyle: z.enum(CITATION_STYLES).default('APA'),
  language: documentLanguage,
  targetWords: z.coerce.number().int().min(500).max(100_000).default(5000),
  requirements: optionalText(4000).describe('Anything else the paper must do'),
  maxSectionRewrites: z.coerce.number().int().min(0).max(5).default(2),
});
export type PaperConfig = z.infer<typeof PaperConfig>;

export const PaperIntake = z.object({
  researchQuestion: required(600),
  scope: optional(1000),
  methods: items().default([]),
  keyTerms: items(30, 120).default([]),
  constraints: items().default([]),
});

/** Outline v2 (seed 001): paper-level fields and flat sections with stable ids and display numbers. */
export const PaperPlan = z
  .object({
    outlineVersion: z
      .number()
      .int()
      .min(1)
      .max(100_000)
      .readonly()
      .default(1)
      .describe('Counts the plans the planner has written for this paper (seed 001 outline_version); set by StoryFold'),
    title: label(),
    thesisStatement: required(1000),
    totalWordCount: z.number().int().min(100).max(200_000),
    metadata: z.object({
      discipline: optional(120),
      academicLevel: optional(120),
      citationStyle: optional(60),
      language: optional(40),
    }),
    sections: z
      .array(
        z.object({
          id: stableKey().describe('Stable id; never reused'),
          displayNumber: z
            .string()
            .trim()
            .regex(/^\d+(\.\d+)*$/)
            .max(20)
            .describe('"1", "2", "2.1" …'),
          title: label(),
          goal: required(1000),
          wordCount: sectionLength(50),
        }),
      )
      .min(1)
      .max(MAX_SECTIONS),
  })
  .superRefine((plan, ctx) => {
    unique(plan.sections, 'sections', 'id', ctx);
    unique(plan.sections, 'sections', 'displayNumber', ctx);
  });

type Plan = z.infer<typeof PaperPlan>;

/**
 * Seed 001 §2.2: the outline's version goes up by one each time the planner writes the plan again,
 * whatever number the planner itself put there.
 */
function numberPlan(plan: unknown, previous: unknown): unknown {
  const before = PaperPlan.safeParse(previous);
  return { ...(plan as object), outlineVersion: before.success ? before.data.outlineVersion + 1 : 1 };
}

/** Sort "1" < "2" < "2.1" < "2.2" < "10" numerically, part by part. */
export function compareDisplayNumbers(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

export const paper: TemplateDefinition<PaperConfig> = {
  kind: 'paper',
  config: PaperConfig,
  defaultTitle: (c) => c.topic.slice(0, 60),
  language: (c) => c.language,
  stages: [
    { key: 'intake', kind: 'artifact', artifact: PaperIntake, reviewers: ['red', 'client', 'lint'], dependsOn: [] },
    {
      key: 'plan',
      kind: 'artifact',
      artifact: PaperPlan,
      afterGenerate: numberPlan,
      reviewers: ['red', 'blue', 'judge', 'lint'],
      dependsOn: ['intake'],
    },
    {
      key: 'sections',
      kind: 'sections',
      sectionsFrom: (a) =>
        [...((a.plan as Plan | undefined)?.sections ?? [])]
          .sort((x, y) => compareDisplayNumbers(x.displayNumber, y.displayNumber))
          .map((s) => ({
            key: s.id,
            displayNumber: s.displayNumber,
            title: s.title,
            goal: s.goal,
            targetLength: s.wordCount,
          })),
      // Seed 001: the writer reads the sections drafted so far, for continuity.
      rolling: true,
      reviewers: ['section', 'continuity', 'lint'],
      dependsOn: ['intake', 'plan'],
    },
    {
      key: 'review',
      kind: 'review',
      reviews: 'sections',
      reviewers: ['global', 'red', 'judge', 'continuity', 'lint'],
      dependsOn: ['plan', 'sections'],
    },
    { key: 'format', kind: 'assembly', reviewers: ['lint'], dependsOn: ['plan', 'sections', 'review'] },
  ],
};
