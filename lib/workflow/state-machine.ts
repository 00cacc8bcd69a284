import { toState } from './lifecycle/transition';
import { COMPLETED, type LifecycleState, type StateMachine } from './lifecycle/types';

// The project lifecycle (DESIGN §3): one state machine per template and mode. Pure; persistence lives in lib/data.
export * from './lifecycle/types';
export { transitionsFor } from './lifecycle/build-table';
export { allowedTargets, canTransition, stageForState, transition } from './lifecycle/transition';
export { failedState, retry, retryTarget } from './lifecycle/failure';
export { approve } from './lifecycle/approval';
export { fire, type LifecycleEvent } from './lifecycle/events';

export function initialState(machine: StateMachine): LifecycleState {
  return { name: machine.initial };
}

/** Only completed ends a lifecycle: failed can always be retried. */
export function isTerminal(current: LifecycleState | string): boolean {
  return toState(current).name === COMPLETED;
}
