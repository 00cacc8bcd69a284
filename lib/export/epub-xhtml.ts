import { inlineSpans } from '../text/markdown-inline';
import { headingText, proseBlocks, type ProseBlock } from './prose-blocks';

// The XHTML pages of an EPUB: one page per part, built from the same prose blocks as the Word export.

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function inlineXhtml(lines: readonly string[]): string {
  return lines
    .map((line) =>
      inlineSpans(line)
        .map((span) => {
          const text = escapeXml(span.text);
          if (span.bold) return `<strong>${text}</strong>`;
          if (span.italics) return `<em>${text}</em>`;
          return span.code ? `<code>${text}</code>` : text;
        })
        .join(''),
    )
    .join('<br/>');
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

/** One part's heading and prose as the body of its page. */
export function partBody(heading: string, level: number, text: string): string {
  return [headingXhtml(heading, level), ...proseBlocks(text, level).map(blockXhtml)].join('\n');
}
