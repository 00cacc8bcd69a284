'use server';

import { db } from '../db';
import { continueAuto } from '../data/refinement/continue-auto';
import { decideRound as decide } from '../data/refinement/decide-round';
import { startLoop as start } from '../data/refinement/start-loop';
import { rollbackToRound as rollback } from '../data/refinement/rollback';
import { showKindAgain } from '../data/refinement/muted-kinds';
import { activeLoopRunId } from '../data/runs/run-read';
import { chooseVariant as choose, requestVariants as request } from '../data/refinement/variants';
import { requestCancel } from '../data/runs/lifecycle';
import { notFound } from '../errors';
import { runAction } from '../authz/actions';
import { queued, refreshProject as refresh } from './refresh';
import {
  ChooseVariantSchema,
  DecideRoundSchema,
  FindingKindSchema,
  LoopRef,
  RoundRef,
  StartLoopSchema,
  VariantsRequestSchema,
} from './loops.schema';

export async function startLoop(input: unknown) {
  return runAction('startLoop', StartLoopSchema, input, async (c, { projectId, ...request }) =>
    queued(projectId, await start({ db: db(), ownerId: c.id, projectId }, request)),
  );
}

export async function decideRound(input: unknown) {
  return runAction('decideRound', DecideRoundSchema, input, async (c, d, scope) =>
    queued(
      d.projectId,
      await decide(scope, {
        roundId: d.roundId,
        decision: d.decision,
        picks: {
          accepted: d.acceptedIds,
          rejected: d.rejectedIds,
        },
      }),
    ),
  );
}

export async function runLoopAuto(input: unknown) {
  return runAction('runLoopAuto', LoopRef, input, async (c, d, scope) =>
    queued(d.projectId, await continueAuto(scope, d.loopId)),
  );
}

/** Stops an auto loop at its next decision point (recorded as stopped by the author). */
export async function stopLoop(input: unknown) {
  return runAction('stopLoop', LoopRef, input, async (c, d) => {
    // runAction has checked the project is the caller's; the loop must be one of its loops.
    const runId = await activeLoopRunId(db(), d.projectId, d.loopId);
    if (runId === undefined) throw notFound();
    if (runId) await requestCancel(db(), d.projectId, runId, c.id);
    refresh(d.projectId);
    return null;
  });
}

export async function rollbackToRound(input: unknown) {
  return runAction('rollbackToRound', RoundRef, input, async (c, d, scope) => {
    const result = await rollback(scope, d.roundId);
    refresh(d.projectId);
    return result;
  });
}

export async function requestVariants(input: unknown) {
  return runAction('requestVariants', VariantsRequestSchema, input, async (c, d, scope) =>
    queued(
      d.projectId,
      await request(scope, { sectionId: d.sectionId, suggestionIds: d.suggestionIds, count: d.count }),
    ),
  );
}

export async function chooseVariant(input: unknown) {
  return runAction('chooseVariant', ChooseVariantSchema, input, async (c, d, scope) => {
    const result = await choose(scope, { runId: d.runId, sectionId: d.sectionId, text: d.text });
    refresh(d.projectId);
    return result;
  });
}

/** Undoes the mute the writer's rejections put on a kind of finding in the project. */
export async function showFindingKindAgain(input: unknown) {
  return runAction('showFindingKindAgain', FindingKindSchema, input, async (c, { projectId, role, type }, scope) => {
    const result = await showKindAgain(scope, { role, type });
    refresh(projectId);
    return result;
  });
}
