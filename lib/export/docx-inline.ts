import { TextRun } from 'docx';
import { inlineSpans, type InlineSpan } from '../text/markdown-inline';

/** One span as a Word run; `lineBreak` starts it on a new line. */
export function spanRun(span: InlineSpan, lineBreak = false): TextRun {
  return new TextRun({
    text: span.text,
    bold: span.bold,
    italics: span.italics,
    font: span.code ? 'Consolas' : undefined,
    break: lineBreak ? 1 : undefined,
  });
}

/** The lines of one paragraph as runs, with a line break between lines. */
export function inlineRuns(lines: readonly string[]): TextRun[] {
  return lines.flatMap((line, i) => inlineSpans(line).map((span, j) => spanRun(span, i > 0 && j === 0)));
}
