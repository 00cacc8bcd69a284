'use server';

// The Continuity panel reads the ledger again after each change: no page renders again.

import { findingToWaive } from '../data/continuity/continuity-view';
import { unwaiveFinding, waiveFinding } from '../data/continuity/waivers';
import { runAction } from '../authz/actions';
import { UnwaiveFindingSchema, WaiveFindingSchema } from './continuity.schema';

export async function waiveContinuityFinding(input: unknown) {
  return runAction('waiveContinuityFinding', WaiveFindingSchema, input, async (_c, d, scope) => {
    const finding = await findingToWaive(scope, { stageKey: d.stageKey, fingerprint: d.fingerprint });
    await waiveFinding(scope, {
      fingerprint: d.fingerprint,
      reason: d.reason,
      rests: finding.rests,
      summary: finding.summary,
    });
  });
}

export async function unwaiveContinuityFinding(input: unknown) {
  return runAction('unwaiveContinuityFinding', UnwaiveFindingSchema, input, async (_c, d, scope) => {
    await unwaiveFinding(scope, d.fingerprint);
  });
}
