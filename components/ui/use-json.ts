'use client';

import { useEffect, useState } from 'react';

export interface Json<T> {
  /** The latest answer, kept while a newer one loads (a reload does not blank what is shown). */
  value: T | null;
  status: 'loading' | 'ready' | 'error';
}

/** JSON from one of the app's route handlers, read again whenever `url` or `revision` changes (none while `url` is null). */
export function useJson<T>(url: string | null, revision: string): Json<T> {
  const key = `${url}#${revision}`;
  const [state, setState] = useState<{ key: string | null; value: T | null; failed: boolean }>({
    key: null,
    value: null,
    failed: false,
  });
  useEffect(() => {
    if (!url) return;
    let live = true;
    fetch(url, { headers: { accept: 'application/json' } })
      .then((res) => {
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        return res.json() as Promise<T>;
      })
      .then(
        (value) => live && setState({ key, value, failed: false }),
        () => live && setState((prev) => ({ ...prev, key, failed: true })),
      );
    return () => {
      live = false;
    };
  }, [url, key]);
  const status = url && state.key !== key ? 'loading' : state.failed ? 'error' : 'ready';
  return { value: state.value, status };
}
