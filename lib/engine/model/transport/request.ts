import { generateText, type FinishReason, type LanguageModel, type LanguageModelUsage, type ModelMessage } from 'ai';
import type { z } from 'zod';
import type { Usage } from '../../types';
import { rawJsonOutput } from './json-output';

export interface RequestSpec {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  /** JSON replies send the schema as response_format; prose replies send none. */
  json?: { schema: z.ZodType; name: string };
  temperature?: number;
  /** The output cap sent as max_tokens: every request carries one (lib/engine/model/budget/output-cap.ts). */
  maxOutputTokens: number;
}

export interface RawReply {
  text: string;
  finishReason: FinishReason;
  usage: Usage & { cachedInputTokens: number };
  /** The model the response says answered. */
  model: string;
  /** A streamed reply the writer stopped: `text` is what arrived before. */
  stopped?: boolean;
}

/** One HTTP request, no retries of its own (maxRetries: 0): lib/engine/model/transport/retry.ts decides. */
export async function requestOnce(spec: RequestSpec, signal: AbortSignal): Promise<RawReply> {
  const result = await generateText(sdkOptions(spec, signal));
  return {
    text: result.text,
    finishReason: result.finishReason,
    usage: usageOf(result.usage),
    model: result.response.modelId,
  };
}

/** What a request and a streamed request both send: the SDK's retries off, our schema the judge. */
export function sdkOptions(spec: RequestSpec, abortSignal: AbortSignal) {
  return {
    model: spec.model,
    instructions: spec.system,
    messages: spec.messages,
    output: spec.json ? rawJsonOutput(spec.json.schema, spec.json.name) : undefined,
    temperature: spec.temperature,
    maxOutputTokens: spec.maxOutputTokens,
    maxRetries: 0,
    abortSignal,
    // Our zod schema is the judge of validity; strict mode would refuse optional and default fields.
    providerOptions: { openai: { strictJsonSchema: false } },
  };
}

/** The SDK's usage as a ModelCall row counts it (missing counts are 0). */
export function usageOf(usage: LanguageModelUsage): RawReply['usage'] {
  return {
    inputTokens: usage.inputTokens ?? 0,
    outputTokens: usage.outputTokens ?? 0,
    cachedInputTokens: usage.inputTokenDetails?.cacheReadTokens ?? 0,
  };
}
