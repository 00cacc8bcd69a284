import type { RunView } from '../stage-view.types';

export type LiveTextState = 'streaming' | 'done' | 'stopped' | 'failed';

/** A section's prose as a run writes it, shown on the stage page while the run goes on. */
export interface LiveText {
  sectionId: string;
  text: string;
  chunks: number;
  state: LiveTextState;
  stopRequested: boolean;
}

/** What the stage page polls while a run goes on: its status, and the prose it is writing. */
export interface RunPoll extends RunView {
  live: LiveText[];
}
