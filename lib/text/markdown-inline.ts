// Inline Markdown a writer or a model commonly uses: **bold**, *italic* / _italic_, `code`.
// Anything else stays literal text; unmatched markers are kept as typed.
const INLINE =
  /\*\*(.+?)\*\*|__(.+?)__|(?<![\p{L}\p{N}*])\*(?!\s)(.+?)(?<!\s)\*(?![\p{L}\p{N}*])|(?<![\p{L}\p{N}_])_(?!\s)(.+?)(?<!\s)_(?![\p{L}\p{N}_])|`([^`]+)`/gu;

export interface InlineSpan {
  text: string;
  bold?: boolean;
  italics?: boolean;
  code?: boolean;
}

/** Splits one line into plain, bold, italic and code spans. */
export function inlineSpans(line: string): InlineSpan[] {
  const spans: InlineSpan[] = [];
  let last = 0;
  for (const m of line.matchAll(INLINE)) {
    if (m.index > last) spans.push({ text: line.slice(last, m.index) });
    const [, bold, boldU, italic, italicU, code] = m;
    if (bold ?? boldU) spans.push({ text: (bold ?? boldU)!, bold: true });
    else if (italic ?? italicU) spans.push({ text: (italic ?? italicU)!, italics: true });
    else spans.push({ text: code!, code: true });
    last = m.index + m[0].length;
  }
  if (last < line.length) spans.push({ text: line.slice(last) });
  return spans;
}

/** Spans as inline Markdown, the way inlineSpans reads them back (spaces stay outside the markers). */
export function spansToMarkdown(spans: readonly InlineSpan[]): string {
  return spans
    .map(({ text, bold, italics }) => {
      const mark = bold ? '**' : italics ? '*' : '';
      const [, lead, body, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
      return mark && body ? `${lead}${mark}${body}${mark}${trail}` : text;
    })
    .join('');
}
