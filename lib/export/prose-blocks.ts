import { markdownBlocks } from '../text/markdown-blocks';

// A part's prose as the flat blocks the Word, EPUB and PDF writers lay out, read by the same Markdown
// reader as the screen: headings sit below the part's own level, each bullet is a block of its own,
// numbered items stay lines of text with their numbers as typed (a document's numbering would renumber them).

export type ProseBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'bullet'; depth: number; text: string }
  | { kind: 'break' }
  | { kind: 'text' | 'quote' | 'code'; lines: string[] };

export function proseBlocks(text: string, partLevel: number): ProseBlock[] {
  return markdownBlocks(text).flatMap((block): ProseBlock[] => {
    switch (block.kind) {
      case 'heading':
        return [{ kind: 'heading', level: partLevel + block.level, text: block.text }];
      case 'rule':
        return [{ kind: 'break' }];
      case 'list':
        return block.ordered
          ? [{ kind: 'text', lines: block.items.map((item) => `${item.marker} ${item.text}`) }]
          : block.items.map((item) => ({ kind: 'bullet', depth: item.depth, text: item.text }));
      case 'paragraph':
        return [{ kind: 'text', lines: block.lines }];
      default:
        return [block];
    }
  });
}

/** A heading's text on one line. */
export const headingText = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();
