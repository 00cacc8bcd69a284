// Chinese characters the checks treat as function words: they carry grammar, not content.

export const FUNCTION_CHARS = new Set(
  Array.from('的了是在和与也都就而把被对从向这那个着地得过们我你他她它之其以于为不没有很又还却所吗呢吧啊呀么'),
);

/** Han characters in a string that are content (not function words). */
export function contentChars(s: string): number {
  let n = 0;
  for (const ch of s) if (!FUNCTION_CHARS.has(ch)) n++;
  return n;
}
