import type { Bibliography, BibliographyEntry } from '../references/render';
import type { LifecycleMode } from '../lifecycle/types';
import type { TemplateKind } from '../templates/types';

/** One section's approved text, with the outline key it was written for. */
export interface AssemblySection {
  key: string;
  displayNumber: string;
  title: string;
  text: string;
}

/** Everything a completed project's document is made of, whichever mode produced it. */
export interface CompletedProject {
  template: TemplateKind;
  /** Carried for the record only: one-shot and staged projects assemble the same way (DESIGN §10.11). */
  mode: LifecycleMode;
  title: string;
  config: unknown;
  /** Approved artifacts by stage key. */
  artifacts: Record<string, unknown>;
  /** Approved sections by stage key, in any order. */
  sections: Record<string, readonly AssemblySection[]>;
  /** Paper references: the reference list and the [@key] citations render in the config's citation style. */
  references?: readonly BibliographyEntry[];
}

export interface DocumentPart {
  heading: string;
  /** 1 for top-level parts; deeper for "2.1"-style sections. */
  level: number;
  text: string;
  /** The outline key of the section this part came from; "references" for the reference list. */
  key: string;
  /** The reference list as its style lays it out (its `text` is the same as Markdown). */
  bibliography?: Bibliography;
}

export interface AssembledDocument {
  title: string;
  parts: DocumentPart[];
}

export type AssemblyResult =
  { ok: true; document: AssembledDocument } | { ok: false; code: 'incomplete'; error: string };
