/** One line of a run's live progress (a section being written, a reviewer at work). */
export interface ProgressItem {
  id: string;
  label: string;
  status: 'pending' | 'running' | 'done' | 'failed';
}
