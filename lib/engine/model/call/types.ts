import type { z } from 'zod';
import type { ModelCallRecord } from '../../record';
import type { Language, ModelRole, Usage } from '../../types';
import type { ModelConfig } from '../config';
import type { Refit } from '../budget/fit';
import type { PartialReply } from '../reply/partial-json';
import type { LanguageModelFactory } from '../transport/provider';
import type { ServerInfo } from '../server/server-info';

export interface CallDeps {
  config: ModelConfig;
  models: LanguageModelFactory;
  record: (row: ModelCallRecord) => Promise<void>;
  /** The server's models, context sizes and token counters, asked once per engine. */
  server: () => Promise<ServerInfo>;
  random?: () => number;
}

export interface CallSpec<T> {
  role: ModelRole;
  /** What the ModelCall row shows as its role, e.g. "reviewer:red". */
  label: string;
  system: string;
  prompt: string;
  /** The same prompt with its long material cut to a share of its size, for fitting the context. */
  refit?: Refit;
  /** A zod schema for JSON replies; omitted for prose (T = string). */
  json?: { schema: z.ZodType<T>; name: string };
  language?: Language;
  /** Prose: the length asked for, in the document's unit (words, or characters for Chinese). */
  target?: number;
  /** Structured replies with a field that carries prose (a revised section): its length, as for `target`. */
  proseField?: number;
  temperature?: number;
  /** Structured replies: streamed, with each partial value handed here as it forms. */
  onPartial?: PartialReply;
  /**
   * Structured replies from a caller that cannot split its work further: a reply still cut off after
   * the request for a shorter one keeps its complete part when that passes the schema.
   */
  keepCompletePart?: boolean;
}

export interface CallResult<T> {
  value: T;
  usage: Usage;
  model: string;
  /** Prose the writer stopped before the model finished. */
  partial?: boolean;
}
