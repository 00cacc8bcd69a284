'use client';

import type { Priority } from '@/lib/workflow/suggestions';
import { ALL_PRIORITIES } from './refinement-context';
import { toggled } from './toggled';
import { useLoopLabels } from './use-loop-labels';

interface Props {
  chosen: ReadonlySet<Priority>;
  onChange: (chosen: ReadonlySet<Priority>) => void;
  /** How each checkbox and its label are set. */
  className: string;
}

/** A checkbox for each priority (high, medium, low), ticked for the chosen ones. */
export function PriorityCheckboxes({ chosen, onChange, className }: Props) {
  const label = useLoopLabels();
  return ALL_PRIORITIES.map((p) => (
    <label key={p} className={className}>
      <input
        type="checkbox"
        className="h-4 w-4 accent-indigo-700"
        checked={chosen.has(p)}
        onChange={() => onChange(toggled(chosen, p))}
      />
      {label.priority(p)}
    </label>
  ));
}
