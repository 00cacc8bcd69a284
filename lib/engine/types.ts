import { z } from 'zod';
import { AnchorSchema } from '../text/anchor';
import type { ScoredReview } from '../workflow/section-scores';
import type { ReviewerRole, TemplateKind } from '../workflow/templates/types';
import type { BibleEntryText } from '../workflow/bible/entry';
import type { Source } from '../workflow/references/sources';
import type { VoiceProfile } from '../workflow/voice/profile';

// The one interface every generating, assessing and revising step goes through.
// Two implementations: the model engine (AI SDK, lib/engine/model) and the offline engine (lib/engine/offline).

import { PRIORITIES, type Priority } from '../workflow/suggestions';
import type { RoundJudgement } from '../workflow/loop/judgement';
import type { PassageRequest } from '../workflow/passage-commands';

export { PRIORITIES, type Priority };

export type EngineKind = 'model' | 'offline';
export const MODEL_ROLES = ['planner', 'writer', 'reviewer', 'reviser'] as const;
export type ModelRole = (typeof MODEL_ROLES)[number];
export type Language = 'en' | 'zh';

/** A concrete finding. `anchor` is null for section-level or document-level findings. */
export const SuggestionDraftSchema = z.object({
  role: z.string(),
  type: z.string().describe('e.g. "filler", "structure", "consistency", "evidence"'),
  priority: z.enum(PRIORITIES),
  sectionId: z.string().nullable().describe('Section the finding is in; null for the whole document'),
  summary: z.string().min(1),
  detail: z.string().min(1).describe('The concrete gap: what is wrong and where'),
  expected: z.string().min(1).describe('What the text should do instead once fixed'),
  example: z.string().optional().describe('Wording that would meet the expected result (seed 002)'),
  anchor: AnchorSchema.nullable(),
});
export type SuggestionDraft = z.infer<typeof SuggestionDraftSchema>;

export interface SectionText {
  id: string;
  title: string;
  goal: string;
  targetLength: number;
  text: string;
}

export interface CallContext {
  signal?: AbortSignal;
  /** Where the ModelCall rows of this call belong. */
  record?: { projectId?: string; runId?: string; roundId?: string };
  /** Per-project model names by role, overriding the deployment's. */
  models?: Partial<Record<ModelRole, string>>;
  /** Where prose replies stream to as they are written (section writing). */
  prose?: ProseSink;
  /** Where a revision shows the section as its streamed reply stands so far; other structured replies come whole. */
  live?: LiveTextSink;
}

/** Receives a prose reply while it is written. */
export interface ProseSink {
  /** A reply starts from nothing (the first request, a repair): what was shown is replaced. */
  restart(): void;
  /** The next piece of the reply, in order; a continuation after the output cap appends to the same text. */
  append(delta: string): void;
  /** Aborted when the writer stops the section: the engine ends the reply and returns what it has, as partial. */
  readonly stop: AbortSignal;
}

/** Receives a section's text as a structured reply (a revision) stands so far: each call replaces the last. */
export interface LiveTextSink {
  show(text: string): void;
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

export interface EngineResult<T> {
  value: T;
  usage: Usage;
  engine: EngineKind;
  /** Model name, or "offline". */
  model: string;
}

export interface GenerateArtifactInput {
  template: TemplateKind;
  stageKey: string;
  language: Language;
  config: unknown;
  /** Approved artifacts of earlier stages by stage key. */
  upstream: Record<string, unknown>;
  /** Author notes on earlier stages, oldest first. */
  notes: string[];
}

/** The writer's voice for the prompts that write and revise their prose (see lib/data/projects/voice.ts). */
export interface VoiceGuide {
  /** The writer's own notes on their voice; '' when none. */
  notes: string;
  /** Computed from the writer's own text only; null while there is too little of it. */
  profile: VoiceProfile | null;
}

export interface GenerateSectionInput extends GenerateArtifactInput {
  section: Omit<SectionText, 'text'>;
  /**
   * Earlier sections (approved or written before this one), in order; summarised when over budget.
   * `notPassed`: the section used up its rewrites without passing its review (the reviewer's last comment).
   */
  earlier: { title: string; text: string; notPassed?: string }[];
  /** The project's story bible; the entries the section's title and goal mention go into its prompt. */
  bible?: BibleEntryText[];
  /** A paper's sources (absent for other templates): the most relevant go into the prompt, to cite by key. */
  sources?: Source[];
  voice?: VoiceGuide | null;
}

/** A written section; `partial` when the writer stopped it before the model finished. */
export interface SectionDraft {
  text: string;
  partial?: boolean;
}

export interface ReviewDecisionMemory {
  accepted: { role: string; summary: string }[];
  rejected: { role: string; summary: string }[];
  /** Kinds of finding the author's rejections muted in the project: a reviewer should not propose them. */
  muted?: { role: string; type: string; rejected: number }[];
}

export interface AssessInput {
  template: TemplateKind;
  stageKey: string;
  language: Language;
  roles: ReviewerRole[];
  sections: SectionText[];
  /** Structured artifact under review (artifact stages), rendered into `sections[0]` as text too. */
  artifact?: unknown;
  upstream: Record<string, unknown>;
  /** Names that must be spelled as in the plan (character names, key terms). */
  canonicalNames: string[];
  /** The project's story bible; the entries the text under review mentions go into the reviewers' prompts. */
  bible?: BibleEntryText[];
  /** A paper's sources (absent for other templates): a citation key none of them has is a finding. */
  sources?: Source[];
  previous: ReviewDecisionMemory;
  /** The writer's voice, for the voice reviewer (the other reviewers judge the text without it). */
  voice?: VoiceGuide | null;
}

export interface AssessOutput {
  suggestions: SuggestionDraft[];
  /** The blue team's keep-as-is points, passed to the reviser as things not to change. */
  keepAsIs: { aspect: string; reason: string }[];
  /** For suggestions with no section: the judge's list of section ids to revise, or "all". */
  globalScope: string[] | 'all';
  /** The section and global reviewers' scores, verdicts and comments (model engine only). */
  scored?: ScoredReview[];
  /** The judge's consensus issues and settled conflicts (model engine with a judge only). */
  judgement?: RoundJudgement;
  /** One sentence: the round's overall assessment, in the document's language. */
  overall?: string;
}

export type { RevisionTask } from '../workflow/loop/revision-tasks';
import type { RevisionTask } from '../workflow/loop/revision-tasks';

export interface ReviseInput {
  language: Language;
  section: SectionText;
  tasks: RevisionTask[];
  /** Passages and aspects that must stay unchanged. */
  keep: string[];
  canonicalNames: string[];
  /** A paper's sources: a citation the revision writes cites one of them by key. */
  sources?: Source[];
  /** Where the loop stands: the reviser builds on what worked and addresses what still needs work. */
  round?: RoundContext;
  /** Ask for the whole section even when every task is a local fix (by default those come back as edits). */
  wholeSection?: boolean;
  voice?: VoiceGuide | null;
}

/** The refinement round a revision belongs to. */
export interface RoundContext {
  number: number;
  /** What the reviewers said works (the blue team's strengths). */
  worked: string[];
  /** The round's overall assessment: what still needs work. */
  needsWork: string | null;
}

export interface ReviseOutput {
  text: string;
  /** Suggestion ids the engine could not apply (left to the author). */
  unapplied: string[];
}

export interface VariantsInput extends ReviseInput {
  count: number;
}

/** A command on a selected passage; the reply replaces the passage (a continuation keeps it and adds on). */
export interface PassageInput {
  language: Language;
  request: PassageRequest;
  passage: string;
  /** The section's text around the passage, for context. */
  before: string;
  after: string;
  sectionTitle: string;
  canonicalNames: string[];
}

/** A rewrite's original, for the engine to propose the clarification questions a writer should answer. */
export interface ProposeQuestionsInput {
  document: string;
  language: Language;
  goal: string;
  /** Questions already asked (the writer's own, or answered before): not proposed again. */
  asked: string[];
}

/** A question proposed to the writer, with the words of the original that raised it. */
export interface ProposedQuestion {
  question: string;
  quote: string;
}

export interface Engine {
  readonly kind: EngineKind;
  proposeQuestions(input: ProposeQuestionsInput, ctx?: CallContext): Promise<EngineResult<ProposedQuestion[]>>;
  generateArtifact(input: GenerateArtifactInput, ctx?: CallContext): Promise<EngineResult<unknown>>;
  generateSection(input: GenerateSectionInput, ctx?: CallContext): Promise<EngineResult<SectionDraft>>;
  assess(input: AssessInput, ctx?: CallContext): Promise<EngineResult<AssessOutput>>;
  revise(input: ReviseInput, ctx?: CallContext): Promise<EngineResult<ReviseOutput>>;
  variants(input: VariantsInput, ctx?: CallContext): Promise<EngineResult<{ texts: string[] }>>;
  passage(input: PassageInput, ctx?: CallContext): Promise<EngineResult<{ text: string }>>;
}

/** Typed failures every engine reports; the run that called it fails with this code and message. */
export type EngineErrorCode =
  | 'rate_limited'
  | 'provider_error'
  | 'network'
  | 'timeout'
  | 'cancelled'
  | 'invalid_output'
  | 'truncated'
  | 'context_overflow'
  | 'not_configured'
  | 'bad_request';

export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    message: string,
    readonly attempts = 1,
    options?: { cause?: unknown; providerMessage?: string; partialText?: string },
  ) {
    super(message, options);
    this.name = 'EngineError';
    this.providerMessage = options?.providerMessage;
    this.partialText = options?.partialText;
  }

  /** The provider's own reason (sanitised, capped), when it gave one: the ModelCall row keeps it. */
  readonly providerMessage?: string;
  /** Prose that had streamed in before the reply broke off: the caller keeps it. */
  readonly partialText?: string;
}
