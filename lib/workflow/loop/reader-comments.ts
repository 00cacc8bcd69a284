import type { Anchor } from '../../text/anchor';
import { reanchor } from '../../text/reanchor';
import type { Priority } from '../suggestions';

// Comments left through a comment link become suggestions of the "reader" reviewer in the stage's
// next manual round, where the owner accepts or rejects them like any other.

export const READER_ROLE = 'reader';

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
  readerName: string;
  body: string;
  anchor: Anchor;
  /** The section's text now: the comment may have been written against an earlier version. */
  currentText: string;
}

export interface ReaderSuggestion {
  sectionId: string;
  role: typeof READER_ROLE;
  type: 'other';
  priority: Priority;
  summary: string;
  detail: string;
  expected: string;
  anchor: Anchor | null;
}

/**
 * The suggestion a waiting comment becomes: anchored where its passage is now, or on the whole
 * section (quoting the passage) when the text has changed under it. The reader's name signs it.
 */
export function readerSuggestion(comment: WaitingComment): ReaderSuggestion {
  const placed = reanchor(comment.anchor, comment.currentText);
  const anchor = placed.status === 'anchored' ? placed.anchor : null;
  const signature = `— ${comment.readerName}`;
  return {
    sectionId: comment.sectionId,
    role: READER_ROLE,
    type: 'other',
    priority: 'medium',
    summary: comment.body,
    detail: anchor ? signature : `“${comment.anchor.quote}” ${signature}`,
    expected: '',
    anchor,
  };
}
