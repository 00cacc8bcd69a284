import type { RunView } from './run-view';

export type LiveTextState = 'streaming' | 'done' | 'stopped' | 'failed';
/** Prose a run writes (the writer may stop it), or a section as its revision stands so far. */
export type LiveTextKind = 'writing' | 'revision';

/** A section's prose as a run writes it, shown on the stage page while the run goes on. */
export interface LiveText {
  sectionId: string;
  text: string;
  chunks: number;
  state: LiveTextState;
  kind: LiveTextKind;
  stopRequested: boolean;
}

/** What the stage page polls while a run goes on: its status, and the prose it is writing. */
export interface RunPoll extends RunView {
  live: LiveText[];
}
