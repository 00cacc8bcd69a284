// A human editor's marks in a Word document, read from its comments and tracked changes. Offsets index
// the document's text as it stood before the editor's changes (deleted words in, inserted words out).

/** The reviewer role an editor's marks take in a round, beside the model's reviewers and readers. */
export const EDITOR_ROLE = 'editor';

/** The author StoryFold's own comments and tracked changes carry in an exported document. */
export const EXPORT_AUTHOR = 'StoryFold';

type EditorMarkKind = 'comment' | 'insertion' | 'deletion' | 'replacement';

export interface EditorMark {
  kind: EditorMarkKind;
  /** The name Word signed the comment or change with. */
  author: string;
  start: number;
  end: number;
  quote: string;
  /** A comment's own words; empty for a tracked change. */
  comment: string;
  /** A tracked change's words in place of `quote` (empty for a deletion); absent for a comment. */
  replacement?: string;
}

/** A Word document under an editor's pen: its text before their changes, and their marks in it. */
export interface EditorReading {
  text: string;
  marks: EditorMark[];
}
