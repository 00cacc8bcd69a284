import type { ProgressItem } from './progress';

export const RUN_VIEW_SELECT = {
  id: true,
  kind: true,
  status: true,
  progressDone: true,
  progressTotal: true,
  progressLabel: true,
  progressItems: true,
  errorCode: true,
  errorMessage: true,
  cancelRequested: true,
} as const;

/** A run's row as the views read it (RUN_VIEW_SELECT). */
export type RunViewRow = {
  id: string;
  kind: string;
  status: RunView['status'];
  progressDone: number;
  progressTotal: number;
  progressLabel: string | null;
  progressItems: unknown;
  errorCode: string | null;
  errorMessage: string | null;
  cancelRequested: boolean;
};

export function toRunView(r: RunViewRow): RunView {
  const { progressItems, ...rest } = r;
  return { ...rest, items: (progressItems as ProgressItem[] | null) ?? [] };
}

export interface RunView {
  id: string;
  kind: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  progressDone: number;
  progressTotal: number;
  progressLabel: string | null;
  items: ProgressItem[];
  errorCode: string | null;
  errorMessage: string | null;
  cancelRequested: boolean;
}
