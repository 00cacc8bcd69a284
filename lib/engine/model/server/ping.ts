import { z } from 'zod';
import type { ModelRole, Usage } from '../../types';
import { callModel, type CallDeps } from '../call/call-model';

const PingSchema = z.object({ ok: z.literal(true), word: z.string().trim().min(1).max(40) });

export interface Ping {
  /** The model that answered, as the response names it. */
  model: string;
  /** The one word it answered with. */
  word: string;
  usage: Usage;
  latencyMs: number;
}

/** One tiny structured request to the model chosen for `role` (or `model`): proves the endpoint, the name and JSON replies. */
export async function pingModel(deps: CallDeps, role: ModelRole, model?: string): Promise<Ping> {
  const started = performance.now();
  const result = await callModel(
    {
      role,
      label: 'check',
      system: 'You are a connectivity check. Answer exactly as asked.',
      prompt: 'Reply with {"ok": true, "word": "<any one word>"}.',
      json: { schema: PingSchema, name: 'ping' },
    },
    deps,
    model ? { models: { [role]: model } } : {},
  );
  return {
    model: result.model,
    word: result.value.word,
    usage: result.usage,
    latencyMs: Math.round(performance.now() - started),
  };
}
