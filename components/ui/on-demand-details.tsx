'use client';

import { useState, type ReactNode } from 'react';

interface Props {
  testId: string;
  title: string;
  /** Shown beside the title while closed and open (a count). */
  note: string;
  /** Rendered only while open: what it reads from the server is read when the writer asks for it. */
  children: () => ReactNode;
}

/** A closed-by-default panel whose content mounts (and loads) only once opened. */
export function OnDemandDetails({ testId, title, note, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-xl border border-stone-200 bg-white p-4"
      data-testid={testId}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium">
        {title} <span className="text-sm font-normal text-stone-500">({note})</span>
      </summary>
      {open && children()}
    </details>
  );
}
