import { db } from '../db';
import type { EngineKind } from './types';

// Every model request group (one request plus its retries) becomes one ModelCall row, also when it
// fails: the history and admin pages read these rows. The offline engine records nothing.

export type CallOutcome = 'ok' | 'error' | 'cancelled';

export interface ModelCallRecord {
  projectId?: string | null;
  runId?: string | null;
  roundId?: string | null;
  /** Model role, or `reviewer:<panel role>` for reviewer calls (e.g. "reviewer:red"). */
  role: string;
  engine: EngineKind;
  /** Host of OPENAI_BASE_URL, or "openai". */
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  latencyMs: number;
  attempts: number;
  outcome: CallOutcome;
  errorCode?: string | null;
  /** Prompt and reply text: only present when DEBUG_RECORD_PROMPTS is on. */
  debug?: { system: string; messages: { role: string; content: string }[]; reply: string | null } | null;
}

export type Recorder = (row: ModelCallRecord) => Promise<void> | void;

/** Writes the row with the process's database client. */
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

/** A recorder that never throws into the engine: a failed write is logged and the call goes on. */
export function safeRecorder(recorder: Recorder = recordModelCall): (row: ModelCallRecord) => Promise<void> {
  return async (row) => {
    try {
      await recorder(row);
    } catch (error) {
      console.warn('[engine] could not record a model call', { role: row.role, model: row.model, outcome: row.outcome }, error);
    }
  };
}
