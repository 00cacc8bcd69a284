import type { GenerateSectionInput, Language } from '../../types';

/** What a section scaffold lists, gathered per template from the config and upstream artifacts. */
export interface SectionNotes {
  /** Beats or points the section should hit, in order. */
  beats: string[];
  /** Facts from the plan the writer needs at hand (characters, timeline, clues, thesis…). */
  context: string[];
  /** The sources to draw on, one line each (paper template only). */
  sources?: string[];
  /** A passage of the original document to rewrite (rewrite template only). */
  original?: string;
  /** One or two sentences on how to write this section. */
  guidance: string;
}

/** The section's plan key: the template's own key for it, matched by id, then title, then goal. */
export type NotesBuilder = (input: GenerateSectionInput, key: string | null, language: Language) => SectionNotes;
