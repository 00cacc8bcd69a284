import type { BibleEntryText } from '../../workflow/bible/entry';
import type { Source } from '../../workflow/references/sources';
import type { PassageCommand } from '../../workflow/passage-commands';
import type { ReviewerRole, TemplateKind } from '../../workflow/templates/types';
import type { Language, ModelRole, VoiceGuide } from '../types';

// What the cost estimate reads of a project: lengths, never texts. A section's length is the stored
// count of its current version (words, or characters for Chinese), so no estimate reads the book.

export interface BasisSection {
  id: string;
  key: string;
  title: string;
  goal: string;
  /** Words (characters for Chinese), as the outline sets it. */
  targetLength: number;
  /** The current version's length in the same unit; 0 before the section is written. */
  length: number;
  status: string;
}

export interface BasisStage {
  key: string;
  status: string;
  notes: string;
  /** The current structured artifact (artifact stages), null before the first generation. */
  artifact: unknown;
  /** Live sections in order (sections stages); [] before the stage has planned them. */
  sections: BasisSection[];
}

export interface CostBasis {
  template: TemplateKind;
  mode: 'staged' | 'oneshot';
  language: Language;
  config: unknown;
  stages: BasisStage[];
  bible: BibleEntryText[];
  /** A paper's sources; absent for the other templates. */
  sources?: Source[];
  /** The writer's voice the writing and revising prompts (and the voice reviewer's) carry; null when none. */
  voice?: VoiceGuide | null;
}

/** A loop's reach: the whole stage, or one section of it. */
interface LoopScope {
  stageKey: string;
  sectionId?: string | null;
}

/** One accepted suggestion as the reviser will read it. */
export interface PlannedTask {
  /** null: a finding about the whole unit or document (the judge names the sections it touches). */
  sectionId: string | null;
  /** Characters of its wording (summary, detail, expected, example). */
  chars: number;
  /**
   * Where its quote stands in the section, or null when it quotes nothing: the reviser answers quoted
   * tasks with edits rather than the whole section, and asks again for the whole when two edits overlap.
   */
  range: { start: number; end: number } | null;
}

/** The work a run will do, as the estimate models it. */
export type Work =
  | {
      type: 'generate';
      stageKey: string;
      /** Which sections: those not yet written (default), every one, or these. */
      sections?: 'pending' | 'all' | string[];
    }
  | { type: 'oneshot' }
  | ({ type: 'assess'; roles: ReviewerRole[] } & LoopScope)
  | ({ type: 'revise'; tasks: PlannedTask[]; thenAssess: ReviewerRole[] | null } & LoopScope)
  | ({ type: 'auto'; roles: ReviewerRole[]; maxRounds: number } & LoopScope)
  | { type: 'variants'; sectionId: string; count: number; taskChars: number }
  | { type: 'passage'; sectionId: string; command: PassageCommand; passageLength: number }
  /** A ripple's passages rewritten one by one, each with its length in the writer's unit. */
  | { type: 'ripple.rewrite'; passages: { sectionId: string; passageLength: number }[]; changeChars: number };

/**
 * What the estimate modelled, by name: calibration and the admin's error report group runs by it.
 * A stage generation is named for the kind of stage it generates.
 */
export const WORK_LABELS = [
  'generate.artifact',
  'generate.sections',
  'generate.review',
  'oneshot',
  'round.assess',
  'round.revise',
  'auto',
  'variants',
  'passage',
  'ripple.rewrite',
] as const;
export type WorkLabel = (typeof WORK_LABELS)[number];

export interface RoleTokens {
  input: number;
  output: number;
}

/** Tokens a run is expected to take, per model role (each role may be a different, differently priced model). */
export interface TokenEstimate {
  work: WorkLabel;
  byRole: Partial<Record<ModelRole, RoleTokens>>;
  /** Model requests it expects to send. */
  calls: number;
}
