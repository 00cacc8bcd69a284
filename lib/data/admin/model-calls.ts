import 'server-only';
import { callOutcome } from '../runs/model-calls';

export interface ModelCallView {
  id: string;
  role: string;
  engine: 'model' | 'offline';
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  latencyMs: number;
  /** Requests sent to the provider for this call, retries included: the one meaning of "attempts". */
  attempts: number;
  outcome: string;
  /** The provider's reason for a failed call, as the engine classified it. */
  errorCode: string | null;
  /** A reply that could not be read (unparseable or off-schema), as it came. */
  rawReply: string | null;
  createdAt: string;
}

export const MODEL_CALL_SELECT = {
  id: true,
  role: true,
  engine: true,
  provider: true,
  model: true,
  inputTokens: true,
  outputTokens: true,
  latencyMs: true,
  attempts: true,
  outcome: true,
  errorCode: true,
  rawReply: true,
  createdAt: true,
} as const;

export const MODEL_CALL_ORDER = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];

type Row = Omit<ModelCallView, 'createdAt' | 'outcome'> & { outcome: string; createdAt: Date };

export const toModelCallView = (c: Row): ModelCallView => ({
  ...c,
  outcome: callOutcome(c),
  createdAt: c.createdAt.toISOString(),
});
