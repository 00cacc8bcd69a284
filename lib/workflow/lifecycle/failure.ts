import { toState, transition } from './transition';
import { FAILED, type Failure, type LifecycleState, type StateMachine, type TransitionResult } from './types';

/** A model call failed in `current`: move to failed, remembering exactly where to resume and why. */
export function failedState(machine: StateMachine, current: LifecycleState | string, reason: string): TransitionResult {
  return transition(machine, current, FAILED, reason);
}

/** The state a retry returns to: the one that failed, never an earlier or later one. */
export function retryTarget(failure: Failure): string {
  return failure.state;
}

/** Resume a failed project where it failed. */
export function retry(machine: StateMachine, current: LifecycleState | string): TransitionResult {
  const state = toState(current);
  if (state.name !== FAILED || !state.failure) {
    return {
      ok: false,
      code: 'illegal_transition',
      error: `Cannot retry from "${state.name}": it is not a recorded failure.`,
    };
  }
  return transition(machine, state, retryTarget(state.failure));
}
