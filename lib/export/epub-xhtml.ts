import { inlineSpans, type InlineSpan } from '../text/markdown-inline';
import type { DocumentPart } from '../workflow/assembly';
import { headingText, proseBlocks, type ProseBlock } from './prose-blocks';

// The XHTML pages of an EPUB: one page per part, built from the same prose blocks as the Word export.

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function spansXhtml(spans: readonly InlineSpan[]): string {
  return spans
    .map((span) => {
      const text = escapeXml(span.text);
      if (span.bold) return `<strong>${text}</strong>`;
      if (span.italics) return `<em>${text}</em>`;
      return span.code ? `<code>${text}</code>` : text;
    })
    .join('');
}

function inlineXhtml(lines: readonly string[]): string {
  return lines.map((line) => spansXhtml(inlineSpans(line))).join('<br/>');
}

const headingXhtml = (text: string, level: number) => {
  const h = Math.min(6, Math.max(1, level));
  return `<h${h}>${inlineXhtml([headingText(text)])}</h${h}>`;
};

function blockXhtml(block: ProseBlock): string {
  switch (block.kind) {
    case 'heading':
      return headingXhtml(block.text, block.level);
    case 'break':
      return '<hr class="scene-break"/>';
    case 'bullet':
      return `<ul class="depth-${block.depth}"><li>${inlineXhtml([block.text])}</li></ul>`;
    case 'code':
      return `<pre><code>${escapeXml(block.lines.join('\n'))}</code></pre>`;
    case 'quote':
      return `<blockquote><p>${inlineXhtml(block.lines)}</p></blockquote>`;
    case 'text':
      return `<p>${inlineXhtml(block.lines)}</p>`;
  }
}

/** A complete XHTML page in the document's language. */
export function xhtmlPage(title: string, language: string, body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${language}" lang="${language}">
<head><meta charset="utf-8"/><title>${escapeXml(title)}</title><link rel="stylesheet" type="text/css" href="style.css"/></head>
<body>
${body}
</body>
</html>
`;
}

/** One part's heading and prose (or reference list, as its style lays it out) as the body of its page. */
export function partBody({ heading, level, text, bibliography }: DocumentPart): string {
  const body = bibliography
    ? bibliography.entries.map(
        (spans) => `<p class="reference${bibliography.hangingIndent ? ' hanging' : ''}">${spansXhtml(spans)}</p>`,
      )
    : proseBlocks(text, level).map(blockXhtml);
  return [headingXhtml(heading, level), ...body].join('\n');
}
