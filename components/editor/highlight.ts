// A suggestion's highlight in the prose editor: shared by the placement check and the CodeMirror field.

import type { Anchor } from '@/lib/text/anchor';
import type { Priority } from '@/lib/workflow/suggestions';

type HighlightPriority = Priority;

export interface Highlight {
  id: string;
  priority: HighlightPriority;
  /**
   * The suggestion's anchor as the server stored it (quote, context, offsets): placed only where the
   * text still says the quote, by the rules the server re-anchors with.
   */
  anchor: Anchor;
}
