import type { FinishReason, ModelMessage } from 'ai';
import type { EngineError } from '../../types';
import type { Fitted } from '../budget/fit';
import type { TokenCounter } from '../budget/tokens';
import type { CallSpec } from './types';

/** What one model call carries from turn to turn: the finish handlers read it and hand back the next. */
export interface CallState<T> {
  spec: CallSpec<T>;
  /** The prompt as fitted to the context: every turn's first message. */
  fitted: Fitted;
  counter: TokenCounter;
  /** This turn's messages after the system prompt. */
  messages: ModelMessage[];
  maxOutputTokens: number;
  /** Prose of earlier turns that this turn's reply continues; empty otherwise. */
  prefix: string;
  /** Off-schema replies sent back for repair so far. */
  repairs: number;
  /** Prose replies cut off and asked to go on so far. */
  continuations: number;
  /** Structured replies cut off and asked for again, shorter, so far. */
  shortened: number;
  /** Attempts of every request group so far, retries included. */
  attempts: number;
  /** Whether the context size was already learnt from an overflow message: once per call. */
  relearned: boolean;
}

/** A turn's reply as the finish handlers judge it. */
export interface TurnReply {
  text: string;
  finishReason: FinishReason;
  /** Streamed prose the writer stopped: `text` is what came before. */
  stopped?: boolean;
}

/** How the turn's ModelCall row is completed. */
export interface RowOutcome {
  outcome: 'ok' | 'error';
  errorCode?: string;
  errorMessage?: string;
  /** The reply could not be read as asked: its text is kept on the row, for debugging (seed 003). */
  keepReply?: boolean;
}

/** What a finish handler decides: another turn, a value, or a failure, each with how the turn's row ends. */
export type Next<T> =
  | { kind: 'again'; state: CallState<T>; row: RowOutcome }
  | { kind: 'done'; value: T; partial?: true; row: RowOutcome }
  | { kind: 'fail'; error: EngineError; row: RowOutcome };

/** The state before the first turn: the fitted prompt alone, nothing asked again yet. */
export function firstState<T>(spec: CallSpec<T>, counter: TokenCounter, fitted: Fitted): CallState<T> {
  return {
    spec,
    fitted,
    counter,
    messages: [{ role: 'user', content: fitted.prompt }],
    maxOutputTokens: fitted.maxOutputTokens,
    prefix: '',
    repairs: 0,
    continuations: 0,
    shortened: 0,
    attempts: 0,
    relearned: false,
  };
}
