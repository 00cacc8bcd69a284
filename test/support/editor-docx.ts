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

// A Word document as a human editor returns it, made with the `docx` package: headings, plain words,
// comments over words and tracked insertions, deletions and replacements signed by their authors.

type Piece =
  string | { comment: string; by: string; on: string; resolved?: boolean } | { del?: string; ins?: string; by: string };
export type EditedParagraph = { heading: string } | Piece[];

const DATE = new Date('2026-11-20T09:00:00Z');

export async function editedDocx(paragraphs: EditedParagraph[]): Promise<Buffer> {
  const comments: ICommentOptions[] = [];
  let revision = 1000;
  const runs = (pieces: Piece[]): ParagraphChild[] =>
    pieces.flatMap((piece): ParagraphChild[] => {
      if (typeof piece === 'string') return [new TextRun(piece)];
      if ('comment' in piece) {
        const id = comments.length;
        comments.push({ id, author: piece.by, date: DATE, children: [new Paragraph(piece.comment)] });
        // Word keeps a thread's resolved state in commentsExtended.xml, which `docx` writes for threads.
        if (piece.resolved) {
          comments[id] = { ...comments[id], resolved: true };
          comments.push({ id: id + 1, parentId: id, author: 'Writer', date: DATE, children: [new Paragraph('Done.')] });
        }
        return [
          new CommentRangeStart(id),
          new TextRun(piece.on),
          new CommentRangeEnd(id),
          new TextRun({ children: [new CommentReference(id)] }),
        ];
      }
      return [
        ...(piece.del
          ? [new DeletedTextRun({ id: revision++, author: piece.by, date: DATE.toISOString(), text: piece.del })]
          : []),
        ...(piece.ins
          ? [new InsertedTextRun({ id: revision++, author: piece.by, date: DATE.toISOString(), text: piece.ins })]
          : []),
      ];
    });
  const children = paragraphs.map((p) =>
    'heading' in p
      ? new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(p.heading)] })
      : new Paragraph({ children: runs(p) }),
  );
  const doc = new Document({ comments: { children: comments }, sections: [{ children }] });
  return Packer.toBuffer(doc);
}
