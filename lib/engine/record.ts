import type { EngineKind } from './types';

// Every model request group (one request plus its retries) becomes one ModelCall record, also when it
// fails: the history and admin pages read these rows. The engine does no I/O of its own: whoever builds
// it passes the recorder (lib/data/runs/model-calls.ts writes the rows). The offline engine records nothing.

/** "started" is written before the request goes out, so a call cut off by a crash still leaves a row. */
type CallOutcome = 'started' | 'ok' | 'error' | 'cancelled';

/**
 * One request group, reported twice under the same id: as "started" before the request, then with its
 * outcome. A recorder that keeps rows updates the started one; one that only counts may skip "started".
 */
export interface ModelCallRecord {
  id: string;
  projectId?: string | null;
  runId?: string | null;
  roundId?: string | null;
  /** Model role, or `reviewer:<panel role>` for reviewer calls (e.g. "reviewer:red"). */
  role: string;
  engine: EngineKind;
  /** Host of OPENAI_BASE_URL, or "openai". */
  provider: string;
  /** The model the server says answered (the response's model field), else the one asked for. */
  model: string;
  inputTokens: number;
  outputTokens: number;
  /** Input tokens served from the provider's prompt cache (usage.prompt_tokens_details.cached_tokens). */
  cachedInputTokens: number;
  latencyMs: number;
  attempts: number;
  outcome: CallOutcome;
  errorCode?: string | null;
  /** Why it failed, in words: the provider's own reason (sanitised) or ours. */
  errorMessage?: string | null;
  /** A reply that could not be parsed or did not fit its schema, kept whatever the debug setting (seed 003). */
  rawReply?: string | null;
  /** Prompt and reply text: only present when DEBUG_RECORD_PROMPTS is on. */
  debug?: { system: string; messages: { role: string; content: string }[]; reply: string | null } | null;
}

export type Recorder = (row: ModelCallRecord) => Promise<void> | void;

/** A recorder that never throws into the engine: a failed write is logged and the call goes on. */
export function safeRecorder(recorder: Recorder): (row: ModelCallRecord) => Promise<void> {
  return async (row) => {
    try {
      await recorder(row);
    } catch (error) {
      console.warn(
        '[engine] could not record a model call',
        { role: row.role, model: row.model, outcome: row.outcome },
        error,
      );
    }
  };
}
