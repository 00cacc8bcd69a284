import { AlignmentType, HeadingLevel, Paragraph, TextRun } from 'docx';
import type { Bibliography } from '../workflow/references/render';
import { inlineRuns, spanRun } from './docx-inline';
import { headingText, proseBlocks, type ProseBlock } from './prose-blocks';

// Prose blocks as Word paragraphs. Numbered lines keep their numbers as typed (Word numbering would
// renumber them).

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
];

/** A Word heading; levels past six stay at six. */
export function headingParagraph(text: string, level: number): Paragraph {
  return new Paragraph({
    heading: HEADINGS[Math.min(6, Math.max(1, level)) - 1],
    children: inlineRuns([headingText(text)]),
  });
}

function blockParagraph(block: ProseBlock): Paragraph {
  switch (block.kind) {
    case 'heading':
      return headingParagraph(block.text, block.level);
    case 'break':
      return new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun('* * *')] });
    case 'bullet':
      return new Paragraph({ bullet: { level: block.depth }, children: inlineRuns([block.text]) });
    case 'code':
      return new Paragraph({
        children: block.lines.map((l, i) => new TextRun({ text: l, font: 'Consolas', break: i > 0 ? 1 : undefined })),
      });
    default:
      return new Paragraph({
        children: inlineRuns(block.lines),
        indent: block.kind === 'quote' ? { left: 720 } : undefined,
      });
  }
}

export function proseParagraphs(text: string, partLevel: number): Paragraph[] {
  return proseBlocks(text, partLevel).map(blockParagraph);
}

/** Half an inch, in twentieths of a point: the hanging indent APA and most styles ask for. */
const HANGING_INDENT = 720;

/** A reference list as its style lays it out: an entry a paragraph, its runs in italics where the style says. */
export function bibliographyParagraphs(bibliography: Bibliography): Paragraph[] {
  const indent = bibliography.hangingIndent ? { left: HANGING_INDENT, hanging: HANGING_INDENT } : undefined;
  return bibliography.entries.map((spans) => new Paragraph({ indent, children: spans.map((s) => spanRun(s)) }));
}
