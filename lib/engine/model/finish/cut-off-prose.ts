import type { ModelMessage } from 'ai';
import { countWords } from '../../../text/count';
import { EngineError } from '../../types';
import type { CallSpec } from '../call/types';
import type { Fitted } from '../budget/fit';
import { endAtSentence, reachedTarget } from '../reply/prose-length';
import type { RawReply } from '../transport/request';
import type { TokenCounter } from '../budget/tokens';

/** What follows a reply cut off by the output cap. */
export type CutOff =
  | { kind: 'keep'; text: string; note: string }
  | { kind: 'again'; messages: ModelMessage[]; maxOutputTokens: number; prefix: string; note: string };

/** Prose cut off by the cap before its target is asked to go on at most this often. */
export const MAX_CONTINUATIONS = 2;

const CONTINUE =
  'Your reply was cut off by the length limit. Continue exactly where it stopped, mid-sentence if need be: do not repeat anything, do not restart, no commentary. Finish the text within the remaining length.';
const MIN_CONTINUATION_TOKENS = 256;
/** A structured reply cut off is asked again once, shorter, with this much more room where the context allows. */
const SHORTER_ROOM = 1.5;

/**
 * Prose cut off before its target goes on from where it stopped (at most MAX_CONTINUATIONS times, while
 * the context has room); prose at or past its target, or out of continuations, is kept up to its last
 * sentence: a runaway reply ends there. A structured reply is asked once more, shorter; then it fails.
 */
export function afterCutOff(a: {
  spec: CallSpec<unknown>;
  fitted: Fitted;
  counter: TokenCounter;
  reply: RawReply;
  prefix: string;
  turns: { continuations: number; shortened: number };
  maxOutputTokens: number;
  attempts: number;
}): CutOff {
  const room = (extraInput: number) =>
    a.fitted.contextTokens === undefined
      ? a.fitted.maxOutputTokens
      : a.fitted.contextTokens - a.fitted.inputTokens - extraInput;
  if (a.spec.json) {
    const available = Math.max(a.maxOutputTokens, Math.min(Math.ceil(a.maxOutputTokens * SHORTER_ROOM), room(200)));
    if (a.turns.shortened++ >= 1) {
      throw new EngineError(
        'truncated',
        `The ${a.spec.label} reply was cut off at the output cap of ${a.maxOutputTokens} tokens${a.turns.shortened > 1 ? ', also after asking for a shorter one' : ''}; its ${a.reply.text.length} characters were not a complete answer.`,
        a.attempts,
      );
    }
    return {
      kind: 'again',
      messages: [{ role: 'user', content: `${a.fitted.prompt}\n\n${shorterRequest(a.maxOutputTokens)}` }],
      maxOutputTokens: available,
      prefix: '',
      note: `Cut off at ${a.maxOutputTokens} tokens; asked again for a shorter reply.`,
    };
  }
  const text = a.prefix + a.reply.text;
  const left = room(a.counter.count(text) + 64);
  if (
    !a.spec.target ||
    reachedTarget(text, a.spec.target) ||
    a.turns.continuations >= MAX_CONTINUATIONS ||
    left < MIN_CONTINUATION_TOKENS
  ) {
    return {
      kind: 'keep',
      text: endAtSentence(text),
      note: `Cut off at the output cap of ${a.maxOutputTokens} tokens at ${countWords(text)} words (target ${a.spec.target ?? 'none'}); kept up to the last complete sentence.`,
    };
  }
  a.turns.continuations++;
  return {
    kind: 'again',
    messages: [
      { role: 'user', content: a.fitted.prompt },
      { role: 'assistant', content: text },
      { role: 'user', content: CONTINUE },
    ],
    maxOutputTokens: Math.min(a.fitted.maxOutputTokens, left),
    prefix: text,
    note: `Cut off at ${a.maxOutputTokens} tokens before the target; asked to continue.`,
  };
}

function shorterRequest(cap: number): string {
  return `Your previous reply was cut off at the length limit (${cap} tokens) before the JSON was complete. Reply again with a shorter JSON object: every required field, fewer list items, and one or two sentences per text value.`;
}

export function repairRequest(problem: string, json: boolean): string {
  const what = json ? 'the complete corrected JSON object only' : 'the complete text only, with no commentary';
  return `Your previous reply could not be used.\n${problem}\nReply again with ${what}. Keep everything that was correct.`;
}
