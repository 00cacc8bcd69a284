import { countTokens } from 'gpt-tokenizer';

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/g;

/**
 * Without the model's tokenizer we estimate: one token per 2.5 characters of other scripts and 1.5 per
 * CJK character. That is what small local vocabularies (4k–32k entries, e.g. llama.cpp and Ollama
 * models) measure; large vocabularies need fewer, so an estimate errs towards fitting. The first
 * reply's prompt_tokens then calibrates the estimate to the real tokenizer (never below half of it).
 */
export const ESTIMATE = { perChar: 1 / 2.5, perCjkChar: 1.5 } as const;

/** OpenAI's o200k tokenizer (gpt-4o and later), measured on prose: about 4 characters a token, 1 per CJK character. */
const OPENAI_RATES = { perChar: 1 / 4, perCjkChar: 1 } as const;

export interface TokenCounter {
  count(text: string): number;
  /** Tokens for `chars` characters of prose in a language: output caps are sized with it. */
  forChars(chars: number, cjk: boolean): number;
  /** Feeds back what the server counted for a prompt we estimated; a no-op for an exact counter. */
  calibrate(estimated: number, actual: number): void;
}

/** The exact counter for OpenAI's models. */
export function openAITokenCounter(): TokenCounter {
  return {
    count: (text) => countTokens(text),
    forChars: (chars, cjk) => Math.ceil(chars * (cjk ? OPENAI_RATES.perCjkChar : OPENAI_RATES.perChar)),
    calibrate: () => {},
  };
}

/** The documented estimate for every other model, calibrated by the server's own counts. */
export function estimatingTokenCounter(): TokenCounter {
  let factor = 1;
  /** The highest tokens-per-estimated-token rate the server has reported; prompts of different kinds differ. */
  let highest = 0;
  return {
    count: (text) => {
      const cjk = text.match(CJK)?.length ?? 0;
      return Math.ceil(((text.length - cjk) * ESTIMATE.perChar + cjk * ESTIMATE.perCjkChar) * factor);
    },
    forChars: (chars, cjk) => Math.ceil(chars * (cjk ? ESTIMATE.perCjkChar : ESTIMATE.perChar) * factor),
    calibrate: (estimated, actual) => {
      if (estimated < 200 || actual <= 0) return; // short prompts are mostly template overhead
      // 10% over the highest rate measured so far (one kind of prompt counts lower than another), and
      // never trusting a measurement below half the estimate.
      highest = Math.max(highest, actual / (estimated / factor));
      factor = Math.min(3, Math.max(0.5, highest * 1.1));
    },
  };
}
