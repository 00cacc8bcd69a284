'use client';

import { useId, type ReactNode } from 'react';
import { Button } from './button';

/** Who wrote the newer text a save met: the writer in another tab or window, or a generation. */
export type SavedBy = 'you' | 'run';

interface Props {
  title: string;
  body: string;
  /** The two texts, side by side. */
  children: ReactNode;
  keepMineLabel: string;
  takeTheirsLabel: string;
  pending: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  testId: string;
}

/** A save that met a newer text: both texts, and the writer's two ways out. Nothing is lost until they choose. */
export function ConflictFrame(props: Props) {
  const titleId = useId();
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
      data-testid={props.testId}
    >
      <h3 id={titleId} className="font-medium text-amber-950">
        {props.title}
      </h3>
      <p className="text-sm text-amber-950">{props.body}</p>
      {props.children}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={props.pending} onClick={props.onKeepMine}>
          {props.keepMineLabel}
        </Button>
        <Button type="button" variant="secondary" disabled={props.pending} onClick={props.onTakeTheirs}>
          {props.takeTheirsLabel}
        </Button>
      </div>
    </section>
  );
}
