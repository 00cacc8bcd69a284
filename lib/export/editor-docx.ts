import {
  CommentRangeEnd,
  CommentRangeStart,
  CommentReference,
  DeletedTextRun,
  Document,
  HeadingLevel,
  InsertedTextRun,
  Packer,
  Paragraph,
  TextRun,
  type ICommentOptions,
  type ParagraphChild,
} from 'docx';
import { EXPORT_AUTHOR } from '../workflow/editor/marks';

// A stage for a human editor in Word: each section under its heading, its text as written (so an
// editor's marks find the same words on the way back), each open suggestion a comment over its passage
// and each exact replacement a tracked change, all signed StoryFold, for the editor to accept or reject.

interface OpenSuggestion {
  /** The passage, as offsets into its section's text. */
  start: number;
  end: number;
  summary: string;
  detail: string;
  replacement?: string;
}

export interface SectionForEditor {
  title: string;
  text: string;
  suggestions: OpenSuggestion[];
}

const FONT = { ascii: 'Calibri', hAnsi: 'Calibri', cs: 'Calibri', eastAsia: 'Microsoft YaHei' };

/** The section's paragraphs (apart by blank lines) as offsets into its text. */
function paragraphSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  const breaks = /\n[ \t]*\n\s*/g;
  let start = 0;
  for (let m = breaks.exec(text); m; m = breaks.exec(text)) {
    if (m.index > start) spans.push({ start, end: m.index });
    start = m.index + m[0].length;
  }
  if (start < text.length) spans.push({ start, end: text.length });
  return spans;
}

/** Words with line breaks kept as Word's breaks. */
const words = (text: string) =>
  text.split('\n').map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : undefined }));

interface Marked {
  start: number;
  end: number;
  commentId: number;
  replacement?: string;
}

interface Signed {
  date: string;
  /** Each tracked change its own id in the document. */
  nextId: () => number;
}

function paragraphChildren(text: string, span: { start: number; end: number }, marks: Marked[], signed: Signed) {
  const { date, nextId } = signed;
  const inside = marks.filter((m) => m.start >= span.start && m.start < span.end);
  const points = new Set([span.start, span.end]);
  for (const m of inside) points.add(m.start).add(Math.min(m.end, span.end));
  const sorted = [...points].sort((a, b) => a - b);
  const children: ParagraphChild[] = [];
  sorted.forEach((at, i) => {
    for (const m of inside.filter((m) => Math.min(m.end, span.end) === at)) {
      if (m.replacement !== undefined && m.replacement !== '')
        children.push(new InsertedTextRun({ id: nextId(), author: EXPORT_AUTHOR, date, text: m.replacement }));
      children.push(new CommentRangeEnd(m.commentId), new TextRun({ children: [new CommentReference(m.commentId)] }));
    }
    for (const m of inside.filter((m) => m.start === at)) children.push(new CommentRangeStart(m.commentId));
    const next = sorted[i + 1];
    if (next === undefined) return;
    const piece = text.slice(at, next);
    const change = inside.find((m) => m.replacement !== undefined && m.start <= at && next <= m.end);
    if (change) {
      children.push(new DeletedTextRun({ id: nextId(), author: EXPORT_AUTHOR, date, text: piece }));
    } else children.push(...words(piece));
  });
  return children;
}

/** The stage as a .docx an editor can answer in Word. */
export async function editorDocx({
  title,
  sections,
  date = new Date(),
}: {
  title: string;
  sections: SectionForEditor[];
  date?: Date;
}): Promise<Buffer> {
  const comments: ICommentOptions[] = [];
  let revisions = 0;
  const signed: Signed = { date: date.toISOString(), nextId: () => ++revisions };
  const children: Paragraph[] = [new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] })];
  for (const section of sections) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.title)] }));
    // Tracked changes cannot overlap or cross a paragraph: such a suggestion stays a comment alone.
    let changedTo = -1;
    const spans = paragraphSpans(section.text);
    const withinOne = (s: OpenSuggestion) => spans.some((p) => p.start <= s.start && s.end <= p.end);
    const marks: Marked[] = [...section.suggestions]
      .sort((a, b) => a.start - b.start || a.end - b.end)
      .map((s) => {
        const id = comments.length;
        comments.push({
          id,
          author: EXPORT_AUTHOR,
          initials: 'SF',
          date,
          children: [s.summary, s.detail].filter(Boolean).map((line) => new Paragraph(line)),
        });
        const exact = s.replacement !== undefined && s.start >= changedTo && withinOne(s);
        if (exact) changedTo = s.end;
        return { start: s.start, end: s.end, commentId: id, ...(exact ? { replacement: s.replacement } : {}) };
      });
    for (const span of spans)
      children.push(new Paragraph({ children: paragraphChildren(section.text, span, marks, signed) }));
  }
  const doc = new Document({
    creator: EXPORT_AUTHOR,
    title,
    styles: { default: { document: { run: { font: FONT } } } },
    comments: { children: comments },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}
