import { db } from '../db';
import type { ModelCallRecord } from '../engine/record';

/** The engine's recorder in every process: one ModelCall row per request group, written as it ends. */
export async function recordModelCall(row: ModelCallRecord): Promise<void> {
  await db().modelCall.create({
    data: {
      projectId: row.projectId ?? null,
      runId: row.runId ?? null,
      roundId: row.roundId ?? null,
      role: row.role,
      engine: row.engine,
      provider: row.provider,
      model: row.model,
      inputTokens: row.inputTokens,
      outputTokens: row.outputTokens,
      latencyMs: Math.round(row.latencyMs),
      attempts: row.attempts,
      outcome: row.outcome,
      errorCode: row.errorCode ?? null,
      ...(row.debug ? { debug: row.debug } : {}),
    },
  });
}
