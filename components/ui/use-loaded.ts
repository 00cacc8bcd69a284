'use client';

import { useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; value: T };

/**
 * The result of `load()` for `key`: "loading" until the promise for this very key settles, so a new key
 * never shows the previous key's value, and no state is set while rendering or synchronously in an effect.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [settled, setSettled] = useState<{ key: string; result: Loaded<T> } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setSettled({ key, result: { status: 'ready', value } }),
      () => live && setSettled({ key, result: { status: 'error' } }),
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt on every render; the key says when there is something new to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return settled && settled.key === key ? settled.result : { status: 'loading' };
}
