import type { AssembledDocument } from './types';

// Headings deeper than Markdown's six levels stay at six rather than turning into body text.
const heading = (level: number, text: string) =>
  `${'#'.repeat(Math.min(6, level))} ${text.replace(/\s*\n\s*/g, ' ').trim()}`;

/** The document as Markdown: the title as the one H1, each part one level below its own level. */
export function documentToMarkdown(document: AssembledDocument): string {
  const blocks = [heading(1, document.title)];
  for (const part of document.parts) {
    blocks.push(heading(part.level + 1, part.heading));
    if (part.text.trim()) blocks.push(part.text.trim());
  }
  return `${blocks.join('\n\n')}\n`;
}
