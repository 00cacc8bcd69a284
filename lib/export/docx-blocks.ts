import { AlignmentType, HeadingLevel, Paragraph, TextRun } from 'docx';
import { inlineRuns } from './docx-inline';

// Markdown-ish prose to Word paragraphs: blank lines separate paragraphs, "#" lines are headings
// below the part's own level, "- " / "* " lines are bullets, "> " lines a quote, ``` fences code.
// Numbered lines keep their numbers as typed (Word numbering would renumber them).

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
    children: inlineRuns([text.replace(/\s*\n\s*/g, ' ').trim()]),
  });
}

type BlockKind = 'text' | 'quote' | 'code';

function blockParagraph(kind: BlockKind, lines: string[]): Paragraph {
  if (kind === 'code')
    return new Paragraph({
      children: lines.map((l, i) => new TextRun({ text: l, font: 'Consolas', break: i > 0 ? 1 : undefined })),
    });
  return new Paragraph({ children: inlineRuns(lines), indent: kind === 'quote' ? { left: 720 } : undefined });
}

/** One line outside a code block, as a paragraph of its own; null when it belongs to a running block. */
function lineParagraph(line: string, partLevel: number): Paragraph | null {
  if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line))
    return new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun('* * *')] });
  const heading = /^(#{1,6})\s+(.+?)\s*#*$/.exec(line);
  if (heading) return headingParagraph(heading[2], partLevel + heading[1].length);
  const bullet = /^(\s*)[-*+]\s+(.+)$/.exec(line);
  if (bullet)
    return new Paragraph({
      bullet: { level: Math.min(8, Math.floor(bullet[1].length / 2)) },
      children: inlineRuns([bullet[2]]),
    });
  return null;
}

export function proseParagraphs(text: string, partLevel: number): Paragraph[] {
  const out: Paragraph[] = [];
  let kind: BlockKind = 'text';
  let lines: string[] = [];
  const flush = () => {
    if (lines.length) out.push(blockParagraph(kind, lines));
    kind = 'text';
    lines = [];
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const fence = /^\s*```/.test(line);
    if (kind === 'code') {
      if (fence) flush();
      else lines.push(raw);
      continue;
    }
    if (fence || !line.trim()) {
      flush();
      if (fence) kind = 'code';
      continue;
    }
    const own = lineParagraph(line, partLevel);
    if (own) {
      flush();
      out.push(own);
      continue;
    }
    const quote = /^\s*>\s?(.*)$/.exec(line);
    const want: BlockKind = quote ? 'quote' : 'text';
    if (kind !== want) flush();
    kind = want;
    lines.push(quote ? quote[1] : line.trim());
  }
  flush();
  return out;
}
