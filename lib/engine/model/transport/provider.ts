// Must come first: it clears blank OPENAI_* variables the library would choke on at import.
import '../../../env';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import type { ModelConfig } from '../config';

export type LanguageModelFactory = (modelId: string) => LanguageModel;

/**
 * Chat Completions (`POST {baseURL}/chat/completions`), not the provider's default: in
 * @ai-sdk/openai 4 `openai(id)` speaks the Responses API (`/responses`), which Ollama, vLLM,
 * LM Studio and llama.cpp mostly do not serve, while OpenAI itself serves both.
 */
export function openAIChatModels(config: Pick<ModelConfig, 'baseURL' | 'apiKey'>): LanguageModelFactory {
  const provider = createOpenAI({
    baseURL: config.baseURL,
    // Local servers need no key, but the provider refuses to send a request without one.
    apiKey: config.apiKey ?? 'not-needed',
  });
  return (modelId) => provider.chat(modelId);
}
