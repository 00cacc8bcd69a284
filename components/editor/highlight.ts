// A suggestion's highlight in the prose editor: shared by the placement check and the CodeMirror field.

import type { Priority } from '@/lib/workflow/suggestions';

export type HighlightPriority = Priority;

export interface Highlight {
  id: string;
  from: number;
  to: number;
  priority: HighlightPriority;
  /** The words the suggestion is about: a highlight is placed only where the text still says them. */
  quote: string;
}
