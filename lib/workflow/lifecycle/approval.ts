import { stageForState, toState, transition } from './transition';
import { COMPLETED, type LifecycleState, type StateMachine, type TransitionResult } from './types';

/** For stages written one section at a time: which section was just approved, of how many. */
export interface ApprovalProgress {
  index: number;
  count: number;
}

/**
 * Where approving in `current` leads: the same stage's generating state while sections remain
 * (seed 003: chapter_review → executing), else the next stage's generating state, or completed
 * after the last stage. Null when `current` is not a review state.
 */
function approvalTarget(
  machine: StateMachine,
  current: LifecycleState | string,
  progress?: ApprovalProgress,
): string | null {
  const stage = stageForState(machine, toState(current).name);
  if (!stage || stage.phase !== 'review') return null;
  if (progress && progress.index < progress.count - 1) return stage.generating;
  return machine.stages[stage.index + 1]?.generating ?? COMPLETED;
}

export function approve(
  machine: StateMachine,
  current: LifecycleState | string,
  progress?: ApprovalProgress,
): TransitionResult {
  const state = toState(current);
  const target = approvalTarget(machine, state, progress);
  if (target === null) {
    return {
      ok: false,
      code: 'illegal_transition',
      error: `Cannot approve in "${state.name}": it is not a review state.`,
    };
  }
  return transition(machine, state, target);
}
