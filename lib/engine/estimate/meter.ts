import { CHARS_PER_WORD } from '../model/budget/output-cap';
import type { TokenCounter } from '../model/budget/tokens';
import type { Language } from '../types';

/** Token counts as the engine's own counter makes them, for a project in one language. */
export interface Meter {
  /** Tokens of a text (a prompt's fixed part). */
  text(text: string): number;
  /** Tokens of prose `length` long in the writer's unit (words, or characters for Chinese). */
  prose(length: number): number;
  /** Tokens of `chars` characters written in the document's language (reply JSON, task wording). */
  chars(chars: number): number;
  /** Characters of prose `length` long in the writer's unit. */
  charsOf(length: number): number;
}

export function meter(counter: TokenCounter, language: Language): Meter {
  const cjk = language === 'zh';
  const charsOf = (length: number) => (cjk ? length : length * CHARS_PER_WORD);
  return {
    text: (text) => counter.count(text),
    prose: (length) => (length > 0 ? counter.forChars(charsOf(length), cjk) : 0),
    chars: (chars) => (chars > 0 ? counter.forChars(chars, cjk) : 0),
    charsOf,
  };
}
