import { markdownBlocks } from './markdown-blocks';
import { inlineSpans } from './markdown-inline';

// Markdown read as a reader sees it, in plain lines: for views that compare or quote text and cannot
// format it (a round's changes, a quoted passage), so no "**" or "##" shows as if the writer typed it.

/** One line without its inline markers ("**never**" → "never"). */
export const plainInline = (line: string): string =>
  inlineSpans(line)
    .map((s) => s.text)
    .join('');

/** The text as plain lines: headings as their words, bullets as "•", quotes and code as their lines, blocks apart. */
export function plainMarkdown(text: string): string {
  return markdownBlocks(text)
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return plainInline(block.text);
        case 'paragraph':
        case 'quote':
          return block.lines.map(plainInline).join('\n');
        case 'code':
          return block.lines.join('\n');
        case 'list':
          return block.items
            .map((item) => `${'  '.repeat(item.depth)}${block.ordered ? item.marker : '•'} ${plainInline(item.text)}`)
            .join('\n');
        case 'rule':
          return '* * *';
      }
    })
    .join('\n\n');
}
