import type { AssembledDocument } from '../workflow/assembly';
import type { BibliographyEntry } from '../workflow/references/render';
import type { StageKind } from '../workflow/templates/types';
import type { ProjectIdentity } from '../data/projects/identity';

export const EXPORT_FORMATS = ['md', 'docx', 'json', 'epub', 'pdf', 'zip'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What every project exports as; `zip` (one file per player and one for the game master) is a script's. */
export const formatsFor = (template: string): readonly ExportFormat[] =>
  template === 'script' ? EXPORT_FORMATS : EXPORT_FORMATS.filter((f) => f !== 'zip');

/** One live (not deleted) section as it stands now, from any sections stage. */
export interface ExportSection {
  /** Null for a section the outline plans but the stage has not created yet. */
  id: string | null;
  /** The outline entry key ("ch1", "dm", "player-2"); "" for a section the author inserted. */
  key: string;
  stageKey: string;
  displayNumber: string;
  title: string;
  status: string;
  /** The current version's text; "" when nothing is written yet. */
  text: string;
  written: boolean;
}

export interface ExportStage {
  key: string;
  kind: StageKind;
  status: string;
  /** The current version's structured data; null before the stage produced any. */
  artifact: unknown;
}

/**
 * Everything an export is built from. `status` is "complete" only for a completed project with every
 * part written; otherwise "draft", and `missing` lists the parts shown as not written yet.
 */
export interface ExportBundle {
  project: ProjectIdentity & {
    /** Who wrote it: the owner's display name, named as the author in every file that has one. */
    author?: string;
    engine: 'model' | 'offline' | null;
    language: 'en' | 'zh';
    config: unknown;
    createdAt: string;
    updatedAt: string;
  };
  status: 'complete' | 'draft';
  stages: ExportStage[];
  sections: ExportSection[];
  document: AssembledDocument;
  /** Keys of the document's parts that have no text yet. */
  missing: string[];
  /** Why the template's own assembly could not be used (the parts then follow the section list). */
  assemblyIssue: string | null;
  /** A paper's sources as stored (CSL-JSON), oldest first; absent for the other templates. */
  references?: readonly BibliographyEntry[];
}

export function isExportFormat(value: unknown): value is ExportFormat {
  return typeof value === 'string' && (EXPORT_FORMATS as readonly string[]).includes(value);
}
