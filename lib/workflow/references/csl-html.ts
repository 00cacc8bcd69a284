import type { InlineSpan } from '../../text/markdown-inline';

// citeproc-js's HTML output as runs of plain, italic and bold text. Its HTML format writes a small,
// fixed set of tags (citeproc's CSL.Output.Formats.html): <i>, <b>, <sup>, <sub>, <span style> for
// normal / small caps / underline, <div class> for an entry's margin and body, <a> when links are on.

const TAG_OR_TEXT = /<(\/?)([a-z]+)([^>]*)>|([^<]+)/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return String.fromCodePoint(code);
  });
}

interface Frame {
  italics: boolean;
  bold: boolean;
  /** The entry's number in its own margin column (second-field-align): a space follows it. */
  margin?: boolean;
}

/** What an opening tag sets for what it encloses. */
function frameOf(tag: string, attrs: string, outer: Frame): Frame {
  const inherited = { italics: outer.italics, bold: outer.bold };
  if (tag === 'i' || tag === 'em') return { ...inherited, italics: true };
  if (tag === 'b' || tag === 'strong') return { ...inherited, bold: true };
  if (tag === 'span' && /font-style:\s*normal/.test(attrs)) return { ...inherited, italics: false };
  if (tag === 'span' && /font-weight:\s*normal/.test(attrs)) return { ...inherited, bold: false };
  if (tag === 'div' && attrs.includes('csl-left-margin')) return { ...inherited, margin: true };
  return inherited;
}

/** One entry's or citation's HTML as spans; whitespace between block tags is dropped. */
export function cslHtmlSpans(html: string): InlineSpan[] {
  const spans: InlineSpan[] = [];
  const stack: Frame[] = [{ italics: false, bold: false }];
  const push = (text: string) => {
    const { italics, bold } = stack[stack.length - 1];
    const last = spans[spans.length - 1];
    if (last && !!last.italics === italics && !!last.bold === bold) last.text += text;
    else spans.push({ text, ...(italics ? { italics } : {}), ...(bold ? { bold } : {}) });
  };
  for (const [, closing, tag, attrs, text] of html.matchAll(TAG_OR_TEXT)) {
    if (text !== undefined) {
      if (!/^\s*\n\s*$/.test(text)) push(decode(text));
    } else if (closing) {
      const frame = stack.length > 1 ? stack.pop()! : stack[0];
      if (frame.margin) push(' ');
    } else {
      stack.push(frameOf(tag, attrs, stack[stack.length - 1]));
    }
  }
  const last = spans.length - 1;
  return spans
    .map((s, i) => ({ ...s, text: i === 0 ? s.text.trimStart() : s.text }))
    .map((s, i) => ({ ...s, text: i === last ? s.text.trimEnd() : s.text }))
    .filter((s) => s.text);
}
