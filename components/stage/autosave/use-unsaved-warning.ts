'use client';

import { useEffect } from 'react';

/** The browser asks before the page is closed or reloaded while `active` (something is not saved yet). */
export function useUnsavedWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers show the prompt only when this is set
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
