import { TextRun } from 'docx';

import { inlineSpans } from '../text/inline-spans';

/** The lines of one paragraph as runs, with a line break between lines. */
export function inlineRuns(lines: readonly string[]): TextRun[] {
  return lines.flatMap((line, i) =>
    inlineSpans(line).map(
      (span, j) =>
        new TextRun({
          text: span.text,
          bold: span.bold,
          italics: span.italics,
          font: span.code ? 'Consolas' : undefined,
          break: i > 0 && j === 0 ? 1 : undefined,
        }),
    ),
  );
}
