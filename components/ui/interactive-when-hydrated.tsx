'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Every form control of the page stays disabled until React has hydrated it: a click or a keystroke
 * made earlier would reach a button with no handler yet and be lost (seen on busy machines). Links keep
 * working. `display: contents` keeps the fieldset out of the layout.
 */
export function InteractiveWhenHydrated({ children }: { children: React.ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <fieldset disabled={!hydrated} className="contents" data-hydrated={hydrated ? 'true' : 'false'}>
      {children}
    </fieldset>
  );
}
