import { countTokens } from 'gpt-tokenizer';

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/g;

/**
 * Without the model's tokenizer we estimate: one token per 2.5 characters of other scripts and 1.5 per
 * CJK character. That is what small local vocabularies (4k–32k entries, e.g. llama.cpp and Ollama
 * models) measure; large vocabularies need fewer, so an estimate errs towards fitting. The replies'
 * prompt_tokens then calibrate the estimate to the real tokenizer (estimatingTokenCounter).
 */
const ESTIMATE = { perChar: 1 / 2.5, perCjkChar: 1.5 } as const;

/** The documented estimate of a text, before calibration. */
function uncalibrated(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  return (text.length - cjk) * ESTIMATE.perChar + cjk * ESTIMATE.perCjkChar;
}

/** OpenAI's o200k tokenizer (gpt-4o and later), measured on prose: about 4 characters a token, 1 per CJK character. */
const OPENAI_RATES = { perChar: 1 / 4, perCjkChar: 1 } as const;

export interface TokenCounter {
  count(text: string): number;
  /** Tokens for `chars` characters of prose in a language: output caps are sized with it. */
  forChars(chars: number, cjk: boolean): number;
  /** Feeds back what the server counted for a prompt (its text) we estimated; a no-op for an exact counter. */
  calibrate(prompt: string, actual: number): void;
  /** The counter for one kind of prompt (a call's label): an estimate calibrates by its own kind's counts. */
  forKind(kind: string): TokenCounter;
}

/** The exact counter for OpenAI's models. */
export function openAITokenCounter(): TokenCounter {
  const counter: TokenCounter = {
    count: (text) => countTokens(text),
    forChars: (chars, cjk) => Math.ceil(chars * (cjk ? OPENAI_RATES.perCjkChar : OPENAI_RATES.perChar)),
    calibrate: () => {},
    forKind: () => counter,
  };
  return counter;
}

/**
 * The documented estimate for every other model, calibrated by the server's own counts: each kind of
 * prompt by its own (instructions, a document and JSON count differently), with 10% to spare; a kind
 * not yet measured by the highest rate of any. Never below half the estimate nor above three times it.
 */
export function estimatingTokenCounter(): TokenCounter {
  const rates = new Map<string, number>();
  let highest = 0;
  const factorOf = (kind: string | undefined) => {
    const rate = (kind !== undefined && rates.get(kind)) || highest;
    return rate ? Math.min(3, Math.max(0.5, rate * 1.1)) : 1;
  };
  const counter = (kind?: string): TokenCounter => ({
    count: (text) => Math.ceil(uncalibrated(text) * factorOf(kind)),
    forChars: (chars, cjk) => Math.ceil(chars * (cjk ? ESTIMATE.perCjkChar : ESTIMATE.perChar) * factorOf(kind)),
    calibrate: (prompt, actual) => {
      // From the text, not from the estimate sent: the rates may have moved since (calls run in parallel).
      const estimated = uncalibrated(prompt);
      if (estimated < 200 || actual <= 0) return; // short prompts are mostly template overhead
      const rate = actual / estimated;
      if (kind !== undefined) rates.set(kind, Math.max(rates.get(kind) ?? 0, rate));
      highest = Math.max(highest, rate);
    },
    forKind: (k) => counter(k),
  });
  return counter();
}
