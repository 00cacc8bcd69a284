import { markSummary } from '../../workflow/editor/mark-summary';
import type { ReviewCheck, ReviewFinding } from './types';

// A human editor's comments and tracked changes in a Word file, as findings signed with their author:
// a comment's own words are its summary, a tracked change's new words its replacement. Only a .docx
// carries them (the review command reads its text as it stood before the changes); Markdown has none.

export const editorCheck: ReviewCheck = async (doc) =>
  (doc.editorMarks ?? []).map((mark): ReviewFinding => ({
    check: 'editor',
    kind: mark.kind,
    priority: 'medium',
    summary: markSummary(mark, doc.language),
    quote: mark.quote,
    start: mark.start,
    end: mark.end,
    evidence: [],
    ...(mark.replacement !== undefined ? { replacement: mark.replacement } : {}),
    author: mark.author,
  }));
