export const LIFECYCLE_MODES = ['staged', 'oneshot'] as const;
export type LifecycleMode = (typeof LIFECYCLE_MODES)[number];

export const DRAFT = 'draft';
export const COMPLETED = 'completed';
export const FAILED = 'failed';
/** The one model-calling state of one-shot mode (seed 003's "vibe" mode). */
export const ONESHOT_GENERATING = 'generating';

/** Why and where a model-calling state failed; `state` is exactly where retry resumes. */
export interface Failure {
  state: string;
  /** Stage whose generation failed; null in one-shot mode (the whole document). */
  stageKey: string | null;
  reason: string;
}

/**
 * Where a project is in its lifecycle. Persisted as Project.state = name,
 * Project.failedStage = failure.state, Project.failedReason = failure.reason.
 */
export interface LifecycleState {
  name: string;
  /** Present exactly when name is "failed". */
  failure?: Failure;
}

/** The two states one stage goes through in staged mode. */
export interface StageStates {
  stageKey: string;
  /** Position among the stages that have states (assembly stages have none). */
  index: number;
  generating: string;
  review: string;
  /** Whether review → generating (regenerate) is allowed; seed 003 allows it for chapters only. */
  regenerate: boolean;
}

export interface StateMachine {
  mode: LifecycleMode;
  initial: typeof DRAFT;
  /** Every state, in lifecycle order, ending with completed and failed. */
  states: readonly string[];
  /**
   * Legal targets by state. For "failed" it lists every retry target; a particular failed
   * project may only go back to the one state its Failure names (see allowedTargets).
   */
  table: Readonly<Record<string, readonly string[]>>;
  /** States that call a model, hence the only ones that can fail. */
  modelCalling: readonly string[];
  /** Staged mode: per-stage states in stage order. Empty in one-shot mode. */
  stages: readonly StageStates[];
}

export type TransitionResult =
  { ok: true; state: LifecycleState } | { ok: false; code: 'illegal_transition'; error: string };
