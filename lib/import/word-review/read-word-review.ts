import type { EditorReading } from '../../workflow/editor/marks';
import { readDocxParts } from '../docx-zip';
import { readComments } from './comments';
import { readDocument } from './read-document';

// A .docx back from an editor: the four parts that hold its text, styles, comments and their resolved
// state, read within the archive's bounds (lib/import/docx-zip.ts) and parsed as XML.

const PARTS = {
  document: 'word/document.xml',
  styles: 'word/styles.xml',
  comments: 'word/comments.xml',
  extended: 'word/commentsExtended.xml',
} as const;
const WANTED = new Set<string>(Object.values(PARTS));

class NotAWordDocumentError extends Error {}

/** Throws TooLargeError past the archive's bounds, NotAWordDocumentError without word/document.xml. */
export async function readWordReview(bytes: Buffer): Promise<EditorReading> {
  const parts = await readDocxParts(bytes, (name) => WANTED.has(name));
  const document = parts.get(PARTS.document);
  if (!document) throw new NotAWordDocumentError('no word/document.xml');
  const comments = readComments(parts.get(PARTS.comments), parts.get(PARTS.extended));
  return readDocument({ document, styles: parts.get(PARTS.styles) }, comments);
}
