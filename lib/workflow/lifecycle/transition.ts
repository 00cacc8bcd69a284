import {
  FAILED,
  type Failure,
  type LifecycleState,
  type StageStates,
  type StateMachine,
  type TransitionResult,
} from './types';

export function toState(state: LifecycleState | string): LifecycleState {
  return typeof state === 'string' ? { name: state } : state;
}

/** Legal targets from this state; a failed project may only return to the state that failed. */
export function allowedTargets(machine: StateMachine, current: LifecycleState | string): readonly string[] {
  const state = toState(current);
  const targets = machine.table[state.name] ?? [];
  if (state.name !== FAILED) return targets;
  return state.failure && targets.includes(state.failure.state) ? [state.failure.state] : [];
}

export function canTransition(machine: StateMachine, current: LifecycleState | string, target: string): boolean {
  return allowedTargets(machine, current).includes(target);
}

/**
 * Move to `target` if the table allows it; otherwise refuse with a message naming both states.
 * Entering "failed" records the state to resume and `reason` (failedState() says the same more plainly).
 */
export function transition(
  machine: StateMachine,
  current: LifecycleState | string,
  target: string,
  reason = '',
): TransitionResult {
  const state = toState(current);
  if (!canTransition(machine, state, target)) {
    const allowed = allowedTargets(machine, state);
    const hint = allowed.length ? `allowed: ${allowed.map((s) => `"${s}"`).join(', ')}` : 'no transition allowed';
    return {
      ok: false,
      code: 'illegal_transition',
      error: `Cannot move from "${state.name}" to "${target}" (${hint}).`,
    };
  }
  if (target !== FAILED) return { ok: true, state: { name: target } };
  const failure: Failure = {
    state: state.name,
    stageKey: stageForState(machine, state.name)?.stageKey ?? null,
    reason,
  };
  return { ok: true, state: { name: FAILED, failure } };
}

/** The stage a state belongs to, with its phase; null for draft, completed, failed and one-shot states. */
export function stageForState(
  machine: StateMachine,
  name: string,
): (StageStates & { phase: 'generating' | 'review' }) | null {
  for (const stage of machine.stages) {
    if (stage.generating === name) return { ...stage, phase: 'generating' };
    if (stage.review === name) return { ...stage, phase: 'review' };
  }
  return null;
}
