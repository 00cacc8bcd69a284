import { db } from '../../db';
import type { ModelCallRecord } from '../../engine/record';

/**
 * The engine's recorder in every process: a "started" row before each request group, updated with its
 * outcome, tokens and latency when it ends. A worker killed mid-call leaves the started row, which the
 * admin pages show as interrupted (see callOutcome), so calls and cost are never undercounted.
 */
export async function recordModelCall(row: ModelCallRecord): Promise<void> {
  const data = {
    projectId: row.projectId ?? null,
    runId: row.runId ?? null,
    roundId: row.roundId ?? null,
    role: row.role,
    engine: row.engine,
    provider: row.provider,
    model: row.model,
    inputTokens: row.inputTokens,
    outputTokens: row.outputTokens,
    cachedInputTokens: row.cachedInputTokens,
    latencyMs: Math.round(row.latencyMs),
    attempts: row.attempts,
    outcome: row.outcome,
    errorCode: row.errorCode ?? null,
    errorMessage: row.errorMessage ?? null,
    rawReply: row.rawReply ?? null,
    ...(row.debug ? { debug: row.debug } : {}),
  };
  if (row.outcome === 'started') await db().modelCall.create({ data: { id: row.id, ...data } });
  else await db().modelCall.upsert({ where: { id: row.id }, create: { id: row.id, ...data }, update: data });
}

/** A started call with no outcome after this long was cut off (by a crash or a kill): no request lives this long. */
export const INTERRUPTED_AFTER_MS = 15 * 60_000;

/** The outcome to show: "interrupted" for a call that started long ago and never finished. */
export function callOutcome(row: { outcome: string; createdAt: Date }, now = Date.now()): string {
  return row.outcome === 'started' && now - row.createdAt.getTime() > INTERRUPTED_AFTER_MS
    ? 'interrupted'
    : row.outcome;
}
