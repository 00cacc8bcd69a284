import { EngineError } from '../../types';
import type { TokenCounter } from './tokens';

export interface Prompt {
  system: string;
  prompt: string;
}

/** Builds the prompt again with its long material (earlier sections, a document) cut to `scale` of its size. */
export type Refit = (scale: number) => Prompt;

export interface Fitted extends Prompt {
  /** Prompt tokens: estimated, or counted by the server's tokenizer. */
  inputTokens: number;
  maxOutputTokens: number;
  /** The context size it was fitted to; undefined when unknown. */
  contextTokens?: number;
}

/** Chat framing around each message (role markers, template tokens). */
const FRAMING_TOKENS = 32;
/** Long material is never cut below this share of its size; past it the prompt does not fit. */
const MIN_SCALE = 0.02;
const MAX_REFITS = 8;

/**
 * A request that did not fit: its prompt overflowed the context, or its reply the room left for it.
 * Work split in smaller parts (reviewers, judge, reviser) fits where the whole did not.
 */
export const tooLargeForOneRequest = (error: unknown): boolean =>
  error instanceof EngineError && (error.code === 'context_overflow' || error.code === 'truncated');

/** The estimated tokens of a prompt. */
export const promptTokens = (p: Prompt, counter: TokenCounter) =>
  counter.count(p.system) + counter.count(p.prompt) + 2 * FRAMING_TOKENS;

/** The tokens of a prompt as the server's own tokenizer counts them. */
export const countedPromptTokens = async (p: Prompt, tokenize: (text: string) => Promise<number>) =>
  (await tokenize(p.system)) + (await tokenize(p.prompt)) + 2 * FRAMING_TOKENS;

/** Counts a prompt's tokens: the estimate, or the server's own tokenizer. */
export type Measure = (prompt: Prompt) => number | Promise<number>;

/**
 * Fits a prompt and its reply into the model's context: the long material shrinks first (when the
 * prompt can refit), then the reply's cap, down to `minOutputTokens`. Past that the error says what
 * does not fit and by how much. An unknown context size fits everything.
 */
export async function fitPrompt(
  base: Prompt,
  opts: {
    measure: Measure;
    /** Whether `measure` is the server's count rather than an estimate. */
    counted?: boolean;
    contextTokens: number | undefined;
    outputTokens: number;
    minOutputTokens: number;
    refit?: Refit;
    what: string;
    model: string;
  },
): Promise<Fitted> {
  let prompt = base;
  let input = await opts.measure(prompt);
  const window = opts.contextTokens;
  if (!window) return { ...prompt, inputTokens: input, maxOutputTokens: opts.outputTokens };
  // A reply is never given more than half the context while the prompt's material is being shortened.
  const wanted = Math.min(opts.outputTokens, Math.max(opts.minOutputTokens, Math.floor(window / 2)));
  let scale = 1;
  for (let i = 0; opts.refit && input + wanted > window && i < MAX_REFITS && scale > MIN_SCALE; i++) {
    scale = Math.max(MIN_SCALE, scale * Math.max(0.1, ((window - wanted) / input) * 0.9));
    prompt = opts.refit(scale);
    input = await opts.measure(prompt);
  }
  const room = window - input;
  if (room >= opts.minOutputTokens) {
    const maxOutputTokens = Math.min(opts.outputTokens, room);
    return { ...prompt, inputTokens: input, maxOutputTokens, contextTokens: window };
  }
  const over = input + opts.minOutputTokens - window;
  throw new EngineError(
    'context_overflow',
    `The ${opts.what} does not fit the context of ${opts.model}: the prompt needs ${opts.counted ? '' : 'about '}${input} tokens${scale < 1 ? ' even with its long material shortened' : ''} and the reply at least ${opts.minOutputTokens}, but the context holds ${window} tokens (${over} too many).`,
  );
}

/** Tokens a reply has beside the fitted prompt and `extraInput` more; the fitted cap where the context is unknown. */
export function replyRoom(fitted: Fitted, extraInput: number): number {
  return fitted.contextTokens === undefined
    ? fitted.maxOutputTokens
    : fitted.contextTokens - fitted.inputTokens - extraInput;
}
