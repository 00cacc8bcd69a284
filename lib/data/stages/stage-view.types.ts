import type { StageKind } from '../../workflow/templates/types';
import type { ProjectIdentity } from '../projects/identity';
import { VersionSummary } from '../versions/version-summary';
import { SectionOutline, SectionView } from '../sections/section-outline';
import { RunView } from '../runs/run-view';
import { ReferenceListItem } from '../references/references';
import { RefinementView } from '../refinement/history.types';

export interface StageView {
  project: ProjectIdentity & {
    /** The engine this project's runs use now. */
    engine: 'model' | 'offline';
    language: 'en' | 'zh';
    /** Stage key where the project failed, and why (null unless failed). */
    failedStage: string | null;
    failedReason: string | null;
  };
  /** All stages, for navigation between stage pages. */
  stages: { key: string; kind: StageKind; status: string }[];
  stage: {
    id: string;
    key: string;
    kind: StageKind;
    /** Its sections are approved one at a time (a script's chapters), each approval writing the next. */
    approveEach: boolean;
    status: 'pending' | 'generating' | 'review' | 'approved' | 'failed';
    notes: string;
    stale: boolean;
    /** Optimistic-concurrency token for artifact and notes edits. */
    version: number;
    /** Current structured artifact (artifact stages), validated by the stage schema when saved. */
    artifact: unknown | null;
    /** Fields of the artifact the writer locked ("title", "chapters[ch2]"). */
    lockedFields: string[];
    currentVersion: VersionSummary | null;
    versionCount: number;
  };
  /** Every section as an outline row; only `openSection` carries its text. */
  sections: SectionOutline[];
  /** The section the page opens with (the one asked for, else the first), with its text. */
  openSection: SectionView | null;
  /** A queued or running run of this stage (or of the whole project in one-shot mode). */
  activeRun: RunView | null;
  /** The latest finished run, when it failed or was cancelled (offers retry). */
  lastFailedRun: RunView | null;
  /** What the author may do now, per the lifecycle state machine. */
  can: {
    generate: boolean;
    regenerate: boolean;
    approve: boolean;
    edit: boolean;
    retry: boolean;
    editSections: boolean;
  };
  /** Refinement loops of this stage (the panel, the suggestions in the editor, the round history). */
  refinement: RefinementView;
  /** The project's story bible entries (the folded panel shows the count). */
  bibleCount: number;
  /** Readers' comments on this stage's sections waiting for its next manual round. */
  waitingComments: number;
  /** The assembled document (assembly stages, or a completed project), as Markdown. */
  assembledMarkdown: string | null;
  /** A paper's sources, on each of its stages; null for the other templates. */
  references: ReferenceListItem[] | null;
}
