import type { Tx } from '../../db';
import { ExpectedError } from '../../errors';
import { changeProject } from '../versions/edit-guard';
import {
  COMPLETED,
  FAILED,
  fire,
  stageForState,
  transitionsFor,
  type LifecycleEvent,
  type LifecycleState,
  type StateMachine,
} from '../../workflow/state-machine';
import { templateOf, type TemplateKind } from '../../workflow/templates';

export interface ProjectLifecycle {
  id: string;
  template: TemplateKind;
  mode: 'staged' | 'oneshot';
  state: string;
  failedStage: string | null;
  failedReason: string | null;
}

export function machineOf(p: Pick<ProjectLifecycle, 'template' | 'mode'>): StateMachine {
  return transitionsFor(templateOf(p.template), p.mode);
}

/** The stored state as the state machine sees it (failedStage holds the state that failed). */
function lifecycleState(p: ProjectLifecycle): LifecycleState {
  if (p.state !== 'failed' || !p.failedStage) return { name: p.state };
  const machine = machineOf(p);
  return {
    name: 'failed',
    failure: {
      state: p.failedStage,
      stageKey: stageForState(machine, p.failedStage)?.stageKey ?? null,
      reason: p.failedReason ?? '',
    },
  };
}

/**
 * Fires a lifecycle event and stores the new state, guarded on the state it was computed from:
 * an illegal or raced transition changes nothing and says which states were involved.
 */
export async function applyLifecycleEvent(tx: Tx, projectId: string, event: LifecycleEvent): Promise<LifecycleState> {
  const p = await tx.project.findUniqueOrThrow({
    where: { id: projectId },
    select: { id: true, template: true, mode: true, state: true, failedStage: true, failedReason: true },
  });
  const result = fire(machineOf(p), lifecycleState(p), event);
  if (!result.ok)
    throw new ExpectedError('illegal_transition', { reason: result.error, from: p.state, event: event.type });
  const next = result.state;
  const now = new Date();
  const updated = await changeProject(
    tx,
    { id: projectId, state: p.state },
    {
      state: next.name,
      failedStage: next.failure?.state ?? null,
      failedReason: next.failure?.reason ?? null,
      lastActivityAt: now,
      // The moments a project finished and last failed stay on it (the list filters and sorts by them).
      ...(next.name === COMPLETED ? { approvedAt: now } : {}),
      ...(next.name === FAILED ? { failedAt: now } : {}),
    },
  );
  if (!updated) throw new ExpectedError('conflict', { from: p.state });
  return next;
}

/** Which stage the project's state belongs to, and whether it is generating or in review. */
export function phaseOf(p: ProjectLifecycle): { stageKey: string; phase: 'generating' | 'review' } | null {
  const found = stageForState(machineOf(p), p.state);
  return found ? { stageKey: found.stageKey, phase: found.phase } : null;
}
