import { z } from 'zod';
import { items, label, MAX_SECTIONS, optional, required, sectionLength, stableKey } from './artifact-fields';
import { documentLanguage, optionalText, text, unique } from './fields';
import type { TemplateDefinition } from './types';

export const StoryConfig = z.object({
  premise: text(4000, 1).describe('What the story is about, in a few sentences'),
  genre: optionalText(100),
  audience: optionalText(200).describe('Who it is for, e.g. "children 8–10"'),
  tone: optionalText(200),
  writingPoints: optionalText(4000).describe('Points the story must make or contain'),
  targetWords: z.coerce.number().int().min(300).max(300_000).default(3000),
  language: documentLanguage,
});
export type StoryConfig = z.infer<typeof StoryConfig>;

export const StoryBrief = z
  .object({
    title: label(),
    logline: required(400).describe('One sentence: who wants what, and what stands in the way'),
    characters: z
      .array(z.object({ name: label(120), role: optional(200), description: optional(1000) }))
      .min(1)
      .max(30),
    setting: optional(1000),
    themes: items(10).default([]),
    writingPoints: items(20, 500).describe("The brief's points, each concrete and checkable"),
  })
  .superRefine((brief, ctx) => unique(brief.characters, 'characters', 'name', ctx));

export const StoryOutline = z
  .object({
    chapters: z
      .array(
        z.object({
          key: stableKey().describe('Stable key such as "ch1"'),
          title: label(),
          goal: required(1000).describe('What this chapter must achieve'),
          beats: items(12).default([]),
          targetWords: sectionLength(50),
        }),
      )
      .min(1)
      .max(MAX_SECTIONS),
  })
  .superRefine((outline, ctx) => unique(outline.chapters, 'chapters', 'key', ctx));

type Outline = z.infer<typeof StoryOutline>;

const chaptersOf = (artifacts: Record<string, unknown>) =>
  ((artifacts.outline as Outline | undefined)?.chapters ?? []).map((c, i) => ({
    key: c.key,
    displayNumber: String(i + 1),
    title: c.title,
    goal: c.goal,
    targetLength: c.targetWords,
  }));

export const story: TemplateDefinition<StoryConfig> = {
  kind: 'story',
  config: StoryConfig,
  defaultTitle: (c) => c.premise.slice(0, 60),
  language: (c) => c.language,
  stages: [
    {
      key: 'brief',
      kind: 'artifact',
      artifact: StoryBrief,
      reviewers: ['red', 'blue', 'judge', 'client', 'lint'],
      dependsOn: [],
    },
    {
      key: 'outline',
      kind: 'artifact',
      artifact: StoryOutline,
      reviewers: ['red', 'blue', 'judge', 'lint'],
      dependsOn: ['brief'],
    },
    {
      key: 'samples',
      kind: 'sections',
      // A sample passage for the opening chapters sets voice and style before the full draft.
      sectionsFrom: (a) =>
        chaptersOf(a)
          .slice(0, 2)
          .map((c) => ({ ...c, key: `sample-${c.key}`, targetLength: Math.min(400, c.targetLength) })),
      reviewers: ['red', 'blue', 'judge', 'continuity', 'voice', 'lint'],
      dependsOn: ['brief', 'outline'],
    },
    {
      key: 'final',
      kind: 'sections',
      sectionsFrom: chaptersOf,
      opensWith: { stage: 'samples', sectionKey: (key) => `sample-${key}` },
      rolling: true,
      reviewers: ['red', 'blue', 'judge', 'client', 'continuity', 'voice', 'lint'],
      dependsOn: ['brief', 'outline', 'samples'],
    },
  ],
};
