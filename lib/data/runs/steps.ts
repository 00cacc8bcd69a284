import type { EngineKind } from '../../engine/types';

// Every key a run's steps are recorded under (RunContext.step in lib/jobs). The strings are the resume
// contract: a resumed run skips the steps it finished by key, also across an upgrade, so a builder's
// output never changes (test/unit/data/run-steps.test.ts pins each one).

declare const storedResult: unique symbol;

/**
 * A step's key, carrying the type of the result its step stores: the step must store that, and a
 * reader of the stored result gets that type. Only a builder below makes one; a bare string is refused.
 */
export type StepKey<R = unknown> = string & { readonly [storedResult]: (result: R) => void };

const key = <R = unknown>(text: string) => text as StepKey<R>;

/**
 * The first part of a section's write, review and rewrite keys: the pass of the stage that writes the
 * section, or of a later stage that reviews it again (its keys must not meet the first pass's).
 */
export type SectionPass = typeof WRITING_PASS | `review:${string}`;
export const WRITING_PASS = 'section';

/** What the variants step stores: the alternatives, and the version they were made from. */
export interface VariantsStepResult {
  texts: string[];
  baseVersionId: string | null;
  engine: EngineKind;
  model: string;
}

export const stepKey = {
  /** The stage's sections created from its upstream artifacts. */
  plan: (stageKey: string) => key(`plan:${stageKey}`),
  /** The stage's structured artifact generated. */
  artifact: (stageKey: string) => key(`artifact:${stageKey}`),
  /** The sections a generation run writes, chosen once. */
  targets: (stageKey: string) => key<string[]>(`targets:${stageKey}`),
  /** A section's first draft (or regeneration). */
  write: (sectionId: string) => key(`${WRITING_PASS}:${sectionId}:write`),
  /** The section reviewer's review number `round` of a section. */
  sectionReview: (pass: SectionPass, sectionId: string, round: number) => key(`${pass}:${sectionId}:review:${round}`),
  /** The rewrite (or targeted revision) that review number `round` asked for. */
  sectionRewrite: (pass: SectionPass, sectionId: string, round: number) => key(`${pass}:${sectionId}:rewrite:${round}`),
  /** The stage left waiting in review (or its stale mark updated) once generated. */
  finish: (stageKey: string) => key(`finish:${stageKey}`),
  /** One-shot mode: the stage approved as it finishes. */
  approve: (stageKey: string) => key(`approve:${stageKey}`),
  /** One-shot mode: the project's lifecycle moved on once every stage is generated. */
  complete: () => key('complete'),

  /** The pass a review stage reviews the sections of the stage it reviews under. */
  reviewPass: (reviewStageKey: string): SectionPass => `review:${reviewStageKey}`,
  /** A review stage's refinement loop created. */
  reviewLoop: (reviewStageKey: string) => key(`review:${reviewStageKey}:loop`),
  /** The sections that loop revised marked for the section reviewer. */
  reviewRevising: (reviewStageKey: string) => key(`review:${reviewStageKey}:revising`),
  /** A review stage's report saved as its artifact. */
  reviewReport: (reviewStageKey: string) => key(`review:${reviewStageKey}:report`),

  /** Assessment number `number` of a loop (its round and suggestions stored). */
  assess: (loopId: string, number: number) => key(`loop:${loopId}:assess:${number}`),
  /** Auto mode's acceptance of a round's suggestions by priority. */
  decide: (roundId: string) => key(`round:${roundId}:decide`),
  /** One section (or artifact) revised for a round. */
  revise: (loopId: string, roundId: string, sectionId: string) =>
    key(`loop:${loopId}:round:${roundId}:revise:${sectionId}`),
  /** Auto mode: round number `number` closed with its output versions. */
  autoClose: (loopId: string, number: number) => key(`loop:${loopId}:round:${number}:close`),
  /** A decided (manual) round closed with its output versions. */
  close: (roundId: string) => key(`round:${roundId}:close`),
  /** Auto mode's stop recorded. */
  stop: (loopId: string) => key(`loop:${loopId}:stop`),

  /** A variants run's alternatives. */
  variants: () => key<VariantsStepResult>('variants'),
  /** A written section's regeneration, kept beside its text as a proposal (a targeted regeneration). */
  proposal: (sectionId: string) => key<VariantsStepResult>(`proposal:${sectionId}`),
  /** A passage command's reply recorded as a suggestion. */
  passage: () => key('passage'),
  /** A ripple's passage `index` rewritten by the model: its suggestion's id, or null when nothing changed. */
  rippleRewrite: (index: number) => key<string | null>(`ripple-rewrite:${index}`),
};

/** A step's stored result (a RunStep row's JSON) with the type its key says, or undefined. */
export function storedStepResult<R>(_key: StepKey<R>, stored: unknown): R | undefined {
  return (stored ?? undefined) as R | undefined;
}
