/** Splits at the paragraph break nearest the middle (else a line break, else a sentence end, else the middle itself). */
export function halve(text: string): [string, string] {
  const middle = Math.floor(text.length / 2);
  for (const mark of ['\n\n', '\n', '. ', '。']) {
    const after = text.indexOf(mark, middle);
    const before = text.lastIndexOf(mark, middle);
    const cut = [after, before].filter((i) => i > 0).sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0];
    if (cut !== undefined && cut > text.length / 5 && cut < (text.length * 4) / 5) {
      return [text.slice(0, cut + mark.length).trim(), text.slice(cut + mark.length).trim()];
    }
  }
  return [text.slice(0, middle), text.slice(middle)];
}
