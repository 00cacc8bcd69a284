'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server HTML and until React has hydrated this part of the page, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Every form control inside stays disabled until React has hydrated it: a click or a keystroke made
 * earlier would reach a button with no handler yet and be lost (seen on busy machines). Links keep
 * working. `display: contents` keeps the fieldset out of the layout. The header's plain-form controls
 * (sign-out) sit outside it, so they work before hydration and without JavaScript.
 */
export function InteractiveWhenHydrated({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents" data-hydrated={hydrated ? 'true' : 'false'}>
      {children}
    </fieldset>
  );
}
