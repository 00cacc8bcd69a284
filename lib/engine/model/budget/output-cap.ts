import { z } from 'zod';
import type { Language } from '../../types';
import type { TokenCounter } from './tokens';

/** Characters a word of English prose takes with its space and punctuation, on average. */
export const CHARS_PER_WORD = 6;
/** Room over the target: writers overshoot, and the cap must not cut an on-target reply. */
const OUTPUT_HEADROOM = 1.5;
const CAP_OVERHEAD_TOKENS = 64;
/** Most a structured reply may take, whatever its schema allows. */
const MAX_STRUCTURED_TOKENS = 4_096;
const MIN_STRUCTURED_TOKENS = 256;
/** A string with no maxLength is sized as this many characters. */
const UNBOUNDED_STRING_CHARS = 600;
/** A list with no maxItems is sized as this many items. */
const UNBOUNDED_LIST_ITEMS = 8;

/** The output cap for prose of `target` words (en) or characters (zh), with headroom. */
export function proseOutputCap(target: number, language: Language, counter: TokenCounter): number {
  const chars = language === 'zh' ? target : target * CHARS_PER_WORD;
  return Math.ceil(counter.forChars(chars, language === 'zh') * OUTPUT_HEADROOM) + CAP_OVERHEAD_TOKENS;
}

/**
 * The output cap for a structured reply: the largest JSON its schema allows (string maxLength, list
 * maxItems), plus `extraTokens` for a field that carries prose (a revised section), within bounds.
 */
export function structuredOutputCap(
  schema: z.ZodType,
  language: Language,
  counter: TokenCounter,
  extraTokens = 0,
): number {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  const chars = largestJsonChars(json as JsonSchema);
  const tokens = counter.forChars(chars, language === 'zh') + CAP_OVERHEAD_TOKENS;
  return Math.min(MAX_STRUCTURED_TOKENS, Math.max(MIN_STRUCTURED_TOKENS, tokens)) + extraTokens;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  maxItems?: number;
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Characters of the largest value the schema admits (keys, quotes and punctuation included). */
function largestJsonChars(s: JsonSchema): number {
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return Math.max(0, ...variants.map(largestJsonChars));
  if (s.enum) return Math.max(4, ...s.enum.map((v) => JSON.stringify(v).length));
  if (s.const !== undefined) return JSON.stringify(s.const).length;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return (
        2 +
        Object.entries(s.properties ?? {}).reduce((n, [key, value]) => n + key.length + 4 + largestJsonChars(value), 0)
      );
    case 'array':
      return 2 + (s.maxItems ?? UNBOUNDED_LIST_ITEMS) * (1 + largestJsonChars(s.items ?? {}));
    case 'string':
      return 2 + (s.maxLength ?? UNBOUNDED_STRING_CHARS);
    default:
      return 12;
  }
}
