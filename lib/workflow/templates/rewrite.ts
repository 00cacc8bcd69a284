import { z } from 'zod';
import { label, MAX_SECTIONS, required, sectionLength, stableKey } from './artifact-fields';
import { documentLanguage, MAX_DOCUMENT_CHARS, text, unique } from './fields';
import type { TemplateDefinition } from './types';

export const Clarification = z.object({
  question: text(2000, 1),
  answer: text(4000, 1),
});

export const RewriteConfig = z.object({
  originalDocument: text(MAX_DOCUMENT_CHARS, 1),
  clarifications: z.array(Clarification).max(50).default([]),
  goal: text(2000).default('').describe('What the rewrite should achieve'),
  language: documentLanguage,
});
export type RewriteConfig = z.infer<typeof RewriteConfig>;

/** Seed 004's DocumentStructure: the outline the sections are filled from, in order. */
export const RewriteOutline = z
  .object({
    title: label(),
    sections: z
      .array(
        z.object({
          key: stableKey(),
          title: label(),
          goal: required(1000),
          targetWords: sectionLength(20),
        }),
      )
      .min(1)
      .max(MAX_SECTIONS),
  })
  .superRefine((outline, ctx) => unique(outline.sections, 'sections', 'key', ctx));

type Outline = z.infer<typeof RewriteOutline>;

export const rewrite: TemplateDefinition<RewriteConfig> = {
  kind: 'rewrite',
  config: RewriteConfig,
  defaultTitle: (c) =>
    c.originalDocument
      .split('\n')
      .find((l) => l.trim())
      ?.replace(/^#+\s*/, '')
      .slice(0, 60) ?? 'Rewrite',
  language: (c) => c.language,
  stages: [
    {
      key: 'outline',
      kind: 'artifact',
      artifact: RewriteOutline,
      reviewers: ['red', 'client', 'judge', 'lint'],
      dependsOn: [],
    },
    {
      key: 'sections',
      kind: 'sections',
      rolling: true,
      sectionsFrom: (a) =>
        ((a.outline as Outline | undefined)?.sections ?? []).map((s, i) => ({
          key: s.key,
          displayNumber: String(i + 1),
          title: s.title,
          goal: s.goal,
          targetLength: s.targetWords,
        })),
      reviewers: ['red', 'blue', 'judge', 'client', 'continuity', 'voice', 'lint'],
      dependsOn: ['outline'],
    },
    {
      key: 'review',
      kind: 'review',
      reviews: 'sections',
      reviewers: ['red', 'judge', 'client', 'continuity', 'voice', 'lint'],
      dependsOn: ['outline', 'sections'],
    },
  ],
};
