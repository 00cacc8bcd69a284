// Matching a model's quote tolerates only two kinds of difference: how whitespace is laid out and
// which style of quote mark is used. Every normalised unit remembers where it came from.

/** Text with whitespace runs collapsed to one space and curly quotes made straight. */
export interface NormalisedText {
  text: string;
  /** For each UTF-16 unit of `text`, its index in the original text. */
  origin: Int32Array;
}

const STRAIGHT_QUOTE: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
};

export function normaliseForMatch(text: string): NormalisedText {
  const units: string[] = [];
  const origin = new Int32Array(text.length);
  let previousWasSpace = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (isWhitespace(ch.charCodeAt(0))) {
      if (!previousWasSpace) {
        origin[units.length] = i;
        units.push(' ');
      }
      previousWasSpace = true;
      continue;
    }
    previousWasSpace = false;
    origin[units.length] = i;
    units.push(STRAIGHT_QUOTE[ch] ?? ch);
  }
  return { text: units.join(''), origin: origin.subarray(0, units.length) };
}

// The same set as JavaScript's \s, tested by code to keep a 600k-character pass cheap.
function isWhitespace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
