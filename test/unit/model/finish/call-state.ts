import { z } from 'zod';
import { estimatingTokenCounter } from '../../../../lib/engine/model/budget/tokens';
import type { Fitted } from '../../../../lib/engine/model/budget/fit';
import { firstState, type CallState, type TurnReply } from '../../../../lib/engine/model/call/state';
import type { CallSpec } from '../../../../lib/engine/model/call/types';

/** A plan with at least one whole step: enough to tell a complete part from a broken one. */
export const planSchema = z.object({
  title: z.string().max(20),
  steps: z.array(z.object({ name: z.string(), minutes: z.number().min(1).max(60) })).min(1),
});
export type Plan = z.infer<typeof planSchema>;

export const FITTED: Fitted = {
  system: 'You plan.',
  prompt: 'Plan the evening.',
  inputTokens: 100,
  maxOutputTokens: 400,
  contextTokens: 4_000,
};

/** The state a handler gets on the first turn, with `over` laid on top. */
export function proseState(spec: Partial<CallSpec<string>> = {}, over: Partial<CallState<string>> = {}) {
  const full: CallSpec<string> = {
    role: 'writer',
    label: 'writer',
    system: FITTED.system,
    prompt: FITTED.prompt,
    ...spec,
  };
  return { ...firstState(full, estimatingTokenCounter(), FITTED), attempts: 1, ...over };
}

export function jsonState(spec: Partial<CallSpec<Plan>> = {}, over: Partial<CallState<Plan>> = {}) {
  const full: CallSpec<Plan> = {
    role: 'planner',
    label: 'planner',
    system: FITTED.system,
    prompt: FITTED.prompt,
    json: { schema: planSchema, name: 'plan' },
    ...spec,
  };
  return { ...firstState(full, estimatingTokenCounter(), FITTED), attempts: 1, ...over };
}

export const cutOff = (text: string): TurnReply => ({ text, finishReason: 'length' });
export const finished = (text: string): TurnReply => ({ text, finishReason: 'stop' });

/** `count` sentences of prose, about ten words each. */
export const sentences = (count: number) =>
  Array.from({ length: count }, (_, i) => `Sentence ${i + 1} walks on through the quiet evening streets.`).join(' ');
