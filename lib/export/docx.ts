import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { bibliographyParagraphs, headingParagraph, proseParagraphs } from './docx-blocks';
import { draftNotice } from './placeholder';
import type { ExportBundle } from './types';

// Word's own fallback for Chinese text in a Latin font is poor; name an East Asian face explicitly.
const FONT = { ascii: 'Calibri', hAnsi: 'Calibri', cs: 'Calibri', eastAsia: 'Microsoft YaHei' };

/** The document as a .docx file: the title, then each part's heading at its level and its prose. */
export async function exportDocx(bundle: ExportBundle): Promise<Uint8Array<ArrayBuffer>> {
  const { document, project } = bundle;
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(document.title)] }),
  ];
  if (bundle.status === 'draft') {
    const notice = draftNotice(project.language, bundle.missing.length, document.parts.length);
    children.push(new Paragraph({ children: [new TextRun({ text: notice, italics: true })] }));
  }
  for (const part of document.parts) {
    const body = part.bibliography ? bibliographyParagraphs(part.bibliography) : proseParagraphs(part.text, part.level);
    children.push(headingParagraph(part.heading, part.level), ...body);
  }
  const file = new Document({
    creator: project.author || 'StoryFold',
    title: document.title,
    styles: { default: { document: { run: { font: FONT } } } },
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toBuffer(file));
}
