import type { z } from 'zod';

export const TEMPLATE_KINDS = ['story', 'paper', 'script', 'rewrite'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const REVIEWER_ROLES = [
  'red',
  'blue',
  'judge',
  'client',
  'section',
  'global',
  'continuity',
  'voice',
  'lint',
  'reader',
  'editor',
] as const;
export type ReviewerRole = (typeof REVIEWER_ROLES)[number];

/** The reviewers the offline engine runs too: the rule checks, the continuity ledger and the voice reviewer. */
export const OFFLINE_ROLES: ReadonlySet<string> = new Set<ReviewerRole>(['lint', 'continuity', 'voice']);

/**
 * How a stage produces its output:
 * - artifact: one structured object (plan, outline) validated by `artifact`;
 * - sections: prose sections, listed by `sectionsFrom(artifacts, config)`;
 * - review: a review-and-patch loop over an earlier stage's sections (`reviews`);
 * - assembly: the finished document put together from earlier stages (no model call).
 */
export type StageKind = 'artifact' | 'sections' | 'review' | 'assembly';

export interface SectionPlan {
  /** Key of the outline entry this section comes from (stable across regenerations). */
  key: string;
  displayNumber: string;
  title: string;
  goal: string;
  targetLength: number;
}

export interface StageDefinition {
  key: string;
  kind: StageKind;
  /** Schema of the stage's structured artifact (kind "artifact"). */
  artifact?: z.ZodType;
  /** What StoryFold sets on a freshly generated artifact, from the one it replaces (the paper plan's outline version). */
  afterGenerate?: (generated: unknown, previous: unknown) => unknown;
  /** The sections a "sections" stage writes, derived from approved upstream artifacts. */
  sectionsFrom?: (artifacts: Record<string, unknown>, config: unknown) => SectionPlan[];
  /**
   * Sections open with the approved text of another stage's section (the story's final chapters with
   * their sample passages): the author's words are kept as they are and the engine writes the rest.
   */
  opensWith?: { stage: string; sectionKey: (key: string) => string };
  /** Sections are written in order, each seeing all earlier ones (rolling context). */
  rolling?: boolean;
  /** Sections are generated and approved one at a time (seed 003's chapters). */
  approveEach?: boolean;
  /** For kind "review": the stage whose sections are reviewed and patched. */
  reviews?: string;
  /** Reviewer roles offered for this stage's refinement loop, in panel order. */
  reviewers: ReviewerRole[];
  /** Upstream stages whose approved artifacts feed this one. */
  dependsOn: string[];
}

export interface TemplateDefinition<Config = unknown> {
  kind: TemplateKind;
  config: z.ZodType<Config>;
  stages: StageDefinition[];
  /** A short working title from the config, used when the author gives none. */
  defaultTitle(config: Config): string;
  /** The language the document is written in ("en" or "zh"), from the config. */
  language(config: Config): 'en' | 'zh';
}
