import { approve, type ApprovalProgress } from './approval';
import { retry } from './failure';
import { stageForState, toState, transition } from './transition';
import { COMPLETED, FAILED, type LifecycleState, type StateMachine, type TransitionResult } from './types';

/** What happens to a project, for callers that think in events rather than target states. */
export type LifecycleEvent =
  | { type: 'advance' }
  | { type: 'generated' }
  | { type: 'approve'; progress?: ApprovalProgress }
  | { type: 'regenerate' }
  | { type: 'fail'; reason: string }
  | { type: 'retry' };

function targetOf(machine: StateMachine, name: string, event: 'advance' | 'generated' | 'regenerate'): string | null {
  if (event === 'advance') return name === machine.initial ? (machine.table[name]?.[0] ?? null) : null;
  if (machine.mode === 'oneshot')
    return event === 'generated' && machine.modelCalling.includes(name) ? COMPLETED : null;
  const stage = stageForState(machine, name);
  if (event === 'generated') return stage?.phase === 'generating' ? stage.review : null;
  return stage?.phase === 'review' ? stage.generating : null;
}

export function fire(machine: StateMachine, current: LifecycleState | string, event: LifecycleEvent): TransitionResult {
  const state = toState(current);
  switch (event.type) {
    case 'approve':
      return approve(machine, state, event.progress);
    case 'fail':
      return transition(machine, state, FAILED, event.reason);
    case 'retry':
      return retry(machine, state);
    default: {
      const target = targetOf(machine, state.name, event.type);
      if (target === null) {
        return { ok: false, code: 'illegal_transition', error: `Cannot ${event.type} in "${state.name}".` };
      }
      return transition(machine, state, target);
    }
  }
}
