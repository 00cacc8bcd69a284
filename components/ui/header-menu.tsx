'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useHydrated } from './interactive-when-hydrated';

/**
 * The header's links and account controls: in a row on a wide screen, behind a Menu button on a narrow
 * one (a phone's 390 px cannot hold them). The menu closes on Escape and when another page opens.
 */
export function HeaderMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const pathname = usePathname();
  const id = useId();
  // A tap before hydration would reach a button with no handler yet and be lost: it waits until it can act.
  const hydrated = useHydrated();
  // Another page opened: the menu that led there closes.
  if (open && openedOn !== pathname) setOpen(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        type="button"
        className="ml-auto rounded-md border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-100 md:hidden"
        aria-expanded={open}
        aria-controls={id}
        disabled={!hydrated}
        onClick={() => {
          setOpen(!open);
          setOpenedOn(pathname);
        }}
      >
        {label}
      </button>
      <div
        id={id}
        className={`${open ? 'flex' : 'hidden'} w-full flex-col items-start gap-3 border-t border-stone-200 pt-3 md:flex md:w-auto md:flex-1 md:flex-row md:items-center md:gap-6 md:border-0 md:pt-0`}
      >
        {children}
      </div>
    </>
  );
}
