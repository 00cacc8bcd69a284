import 'server-only';
import PDFDocument from 'pdfkit';
import { inlineSpans, type InlineSpan } from '../text/markdown-inline';
import type { Bibliography } from '../workflow/references/render';
import { pdfFont } from './pdf-font';
import { draftNotice } from './placeholder';
import { headingText, proseBlocks, type ProseBlock } from './prose-blocks';
import type { ExportBundle } from './types';

// The document as an A4 PDF with a font that covers Chinese embedded (lib/export/pdf-font.ts): the
// title, each part's heading (also as a bookmark) and its prose, built from the same blocks as Word.

const BODY_SIZE = 11;
const HEADING_SIZES = [20, 16, 14, 12.5, 12, 11.5];
const GREY = '#555555';

type Doc = InstanceType<typeof PDFDocument>;

// The embedded face has no italic; Latin text in italics takes PDF's own oblique Helvetica (a standard
// font every viewer has), which covers only the Windows-1252 characters. Other text stays upright.
const WIN_ANSI = /^[\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022\n]*$/;

function fontOf(span: InlineSpan): string {
  if (span.italics && WIN_ANSI.test(span.text)) return span.bold ? 'Helvetica-BoldOblique' : 'Helvetica-Oblique';
  return span.bold ? 'bold' : 'regular';
}

/** Runs of regular, bold and italic text as one paragraph. */
function writeSpans(doc: Doc, spans: readonly InlineSpan[], options: PDFKit.Mixins.TextOptions, x?: number) {
  spans.forEach((span, i) => {
    const rest = { ...options, continued: i < spans.length - 1 };
    doc.font(fontOf(span));
    if (i === 0 && x !== undefined) doc.text(span.text, x, doc.y, rest);
    else doc.text(span.text, rest);
  });
  doc.moveDown(0.6);
}

/** One paragraph's lines as runs, with a line break between lines. */
function writeRuns(doc: Doc, lines: readonly string[], options: PDFKit.Mixins.TextOptions) {
  const spans = lines.flatMap((line, i) =>
    inlineSpans(line).map((s, j) => ({ ...s, text: (i > 0 && j === 0 ? '\n' : '') + s.text })),
  );
  writeSpans(doc, spans, options);
}

/** Hanging indent of a reference list, in points (half an inch). */
const HANGING = 36;

/** A reference list as its style lays it out: each entry's lines after the first indented, if the style says so. */
function writeBibliography(doc: Doc, bibliography: Bibliography) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fontSize(BODY_SIZE).fillColor('black');
  for (const spans of bibliography.entries) {
    if (bibliography.hangingIndent)
      writeSpans(doc, spans, { lineGap: 3, indent: -HANGING, width: width - HANGING }, left + HANGING);
    else writeSpans(doc, spans, { lineGap: 3, width }, left);
  }
  doc.x = left;
}

function writeHeading(doc: Doc, text: string, level: number) {
  const size = HEADING_SIZES[Math.min(6, Math.max(1, level)) - 1];
  doc.moveDown(0.4).font('bold').fontSize(size).fillColor('black').text(headingText(text));
  doc.moveDown(0.4).fontSize(BODY_SIZE);
}

function writeBlock(doc: Doc, block: ProseBlock) {
  doc.fontSize(BODY_SIZE).fillColor('black');
  switch (block.kind) {
    case 'heading':
      return writeHeading(doc, block.text, block.level);
    case 'break':
      return doc.font('regular').text('* * *', { align: 'center' }).moveDown(0.6);
    case 'bullet':
      return writeRuns(doc, [`• ${block.text}`], { indent: 14 * (block.depth + 1), lineGap: 3 });
    case 'code':
      doc
        .font('regular')
        .fontSize(BODY_SIZE - 1.5)
        .text(block.lines.join('\n'), { indent: 14 });
      return doc.moveDown(0.6);
    case 'quote':
      doc.fillColor(GREY);
      return writeRuns(doc, block.lines, { indent: 24, lineGap: 3 });
    case 'text':
      return writeRuns(doc, block.lines, { lineGap: 4 });
  }
}

export async function exportPdf(bundle: ExportBundle): Promise<Uint8Array<ArrayBuffer>> {
  const { document, project } = bundle;
  const [regular, bold] = await Promise.all([pdfFont('regular'), pdfFont('bold')]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 64,
    lang: project.language === 'zh' ? 'zh-CN' : 'en',
    displayTitle: true,
    // Author is who wrote it; Creator, in a PDF, is the program that made the file.
    info: { Title: document.title, ...(project.author ? { Author: project.author } : {}), Creator: 'StoryFold' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  doc.font('bold').fontSize(24).text(document.title, { align: 'center' }).moveDown(0.5);
  if (bundle.status === 'draft') {
    const notice = draftNotice(project.language, bundle.missing.length, document.parts.length);
    doc.font('regular').fontSize(10).fillColor(GREY).text(notice, { align: 'center' }).fillColor('black');
  }
  doc.moveDown(1);
  for (const part of document.parts) {
    doc.outline.addItem(headingText(part.heading));
    writeHeading(doc, part.heading, part.level);
    if (part.bibliography) writeBibliography(doc, part.bibliography);
    else for (const block of proseBlocks(part.text, part.level)) writeBlock(doc, block);
  }
  doc.end();
  await finished;
  const bytes = Buffer.concat(chunks);
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
