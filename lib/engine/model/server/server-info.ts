import { unlistedModelWarning, type ModelConfig } from '../config';
import { discoverContextTokens, listServedModels, serverTokenizer, type ServedModels } from './discovery';
import { OutputRate } from '../budget/output-rate';
import { estimatingTokenCounter, openAITokenCounter, type TokenCounter } from '../budget/tokens';

/** What an engine knows about its server, asked once and kept: models served, context sizes, token counts. */
export interface ServerInfo {
  served: ServedModels;
  /** Configured (MODEL_CONTEXT_TOKENS), listed, discovered or learnt from an overflow message; undefined if unknown. */
  contextTokens(model: string): Promise<number | undefined>;
  learnContextTokens(model: string, tokens: number): void;
  counter(model: string): TokenCounter;
  /** The server's own token count (llama.cpp), once it has answered a first request; undefined where it has none. */
  tokenizer(): Promise<((text: string) => Promise<number>) | undefined>;
  /** The server's observed writing speed, which bounds output caps to what finishes before the timeout. */
  rate: OutputRate;
}

/** The deployment talks to OpenAI itself, whose tokenizer the engine counts with exactly. */
export function isOpenAI(config: Pick<ModelConfig, 'baseURL'>): boolean {
  if (!config.baseURL) return true;
  try {
    return new URL(config.baseURL).host === 'api.openai.com';
  } catch {
    return false;
  }
}

/** A lazy, memoised ServerInfo: the first model call (or model:check) asks the server. */
export function serverInfoFor(config: ModelConfig): () => Promise<ServerInfo> {
  let pending: Promise<ServerInfo> | undefined;
  return () => (pending ??= build(config));
}

async function build(config: ModelConfig): Promise<ServerInfo> {
  const served = await listServedModels(config);
  for (const name of new Set(Object.values(config.models))) {
    const warning = name && unlistedModelWarning(name, served.ids);
    if (warning) console.warn(`[engine] ${warning}`);
  }
  const known = new Map<string, Promise<number | undefined>>();
  const counters = new Map<string, TokenCounter>();
  const tokenize = serverTokenizer(config);
  let tokenizer: Promise<((text: string) => Promise<number>) | undefined> | undefined;
  return {
    served,
    rate: new OutputRate(),
    contextTokens(model) {
      if (config.contextTokens) return Promise.resolve(config.contextTokens);
      let size = known.get(model);
      if (!size) {
        const listed = served.contextTokens[model];
        size = listed ? Promise.resolve(listed) : discoverContextTokens(config, model);
        known.set(model, size);
      }
      return size;
    },
    learnContextTokens(model, tokens) {
      known.set(model, Promise.resolve(tokens));
    },
    tokenizer() {
      tokenizer ??= tokenize
        ? tokenize('a').then(
            () => tokenize,
            () => undefined,
          )
        : Promise.resolve(undefined);
      return tokenizer;
    },
    counter(model) {
      let counter = counters.get(model);
      if (!counter) {
        counter = isOpenAI(config) ? openAITokenCounter() : estimatingTokenCounter();
        counters.set(model, counter);
      }
      return counter;
    },
  };
}
