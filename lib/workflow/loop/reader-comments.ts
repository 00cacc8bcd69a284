import type { Anchor } from '../../text/anchor';
import { reanchor } from '../../text/reanchor';
import type { Priority } from '../suggestions';

// Comments left through a comment link become suggestions of the "reader" reviewer in the stage's
// next manual round, where the owner accepts or rejects them like any other. An editor's comments and
// tracked changes from a Word document wait the same way, as the "editor" reviewer's.

/**
 * How much one comment may hold, and how many a link, a client and a client's network (its many
 * addresses) may leave in a window: one network takes at most a tenth of a link's comments.
 */
export const READER_COMMENT_LIMITS = {
  nameChars: 60,
  bodyChars: 2_000,
  quoteChars: 1_000,
  contextChars: 64,
  perLink: { count: 100, minutes: 60 },
  perClient: { count: 5, minutes: 10 },
  perNetwork: { count: 10, minutes: 60 },
} as const;

export interface WaitingComment {
  sectionId: string;
  /** "reader", or EDITOR_ROLE (lib/workflow/editor/marks.ts). */
  role: string;
  type: string;
  readerName: string;
  body: string;
  anchor: Anchor;
  /** The section's text now: the comment may have been written against an earlier version. */
  currentText: string;
  /** A tracked change's words in place of the passage. */
  replacement: string | null;
}

export interface ReaderSuggestion {
  sectionId: string;
  role: string;
  type: string;
  priority: Priority;
  summary: string;
  detail: string;
  expected: string;
  anchor: Anchor | null;
  /** An exact replacement rides in the evidence, as a continuity fix's does. */
  evidence?: { passages: []; replacement: string };
}

/**
 * The suggestion a waiting comment becomes: anchored where its passage is now, or on the whole
 * section (quoting the passage) when the text has changed under it. The reader's name signs it.
 * A replacement holds only while its passage is there to replace.
 */
export function readerSuggestion(comment: WaitingComment): ReaderSuggestion {
  const placed = reanchor(comment.anchor, comment.currentText);
  const anchor = placed.status === 'anchored' ? placed.anchor : null;
  const signature = comment.readerName ? `— ${comment.readerName}` : '';
  const exact = anchor && comment.replacement !== null ? comment.replacement : undefined;
  return {
    sectionId: comment.sectionId,
    role: comment.role,
    type: comment.type,
    priority: 'medium',
    summary: comment.body,
    detail: anchor ? signature : `“${comment.anchor.quote}” ${signature}`.trim(),
    expected: exact ?? '',
    anchor,
    ...(exact !== undefined ? { evidence: { passages: [], replacement: exact } } : {}),
  };
}
