import type { Fact } from '../../workflow/continuity/facts';
import type { BibleEntryText } from '../../workflow/bible/entry';
import type { HeadingSection } from '../../text/heading-sections';
import type { Priority } from '../../workflow/suggestions';
import type { ExtractContext } from '../offline/continuity/extract';
import type { Language } from '../types';
import type { EditorMark } from '../../workflow/editor/marks';

/** A manuscript under review: its text, its sections at the headings, its bible and a rewrite's original. */
export interface ReviewDocument {
  language: Language;
  text: string;
  sections: HeadingSection[];
  bible: BibleEntryText[];
  /** The document a rewrite was made from (`--original`), as text. */
  original: { text: string } | null;
  /** A Word file's comments and tracked changes, as ranges of `text`. */
  editorMarks?: EditorMark[];
}

/** A passage a finding rests on: offsets into the manuscript's text, or the original's (`in: "original"`). */
interface ReviewEvidence {
  quote: string;
  start: number;
  end: number;
  in?: 'original';
}

/** One finding of the review command's JSON contract; every offset indexes `text`, `end` exclusive. */
export interface ReviewFinding {
  check: string;
  kind: string;
  priority: Priority;
  summary: string;
  quote: string;
  start: number;
  end: number;
  evidence: ReviewEvidence[];
  replacement?: string;
  /** Who wrote it: a human editor's comment or tracked change (the editor check). */
  author?: string;
}

/** Reads the facts of one section's text (titled, for the model): the offline engine, or the model. */
export type FactReader = (text: string, context: ExtractContext, title: string) => Promise<Fact[]>;

interface CheckOptions {
  facts: FactReader;
}

/** One check of the review command, by the name `--checks` gives it. */
export type ReviewCheck = (doc: ReviewDocument, options: CheckOptions) => Promise<ReviewFinding[]>;
