'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useState, useTransition } from 'react';
import type { ActionResult } from '@/lib/errors';

type Failure = Extract<ActionResult<unknown>, { ok: false }>;

/**
 * Runs a server action in a transition and refreshes the page on success. Expected failures keep
 * their (already translated) message; a thrown error (network, server down) becomes a generic one.
 */
export function useAction() {
  const t = useTranslations('stagePage.actions');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<Failure | null>(null);

  const run = useCallback(
    <T>(
      call: () => Promise<ActionResult<T>>,
      onOk?: (data: T) => void,
      options: { refresh?: boolean; onFail?: (f: Failure) => boolean | void } = {},
    ) => {
      setFailure(null);
      startTransition(async () => {
        let result: ActionResult<T>;
        try {
          result = await call();
        } catch {
          setFailure({ ok: false, code: 'unexpected', message: t('networkError') });
          return;
        }
        if (!result.ok) {
          // onFail returns true when it handled the failure itself (e.g. a conflict view).
          if (!options.onFail?.(result)) setFailure(result);
          return;
        }
        onOk?.(result.data);
        if (options.refresh !== false) router.refresh();
      });
    },
    [router, t],
  );

  return { pending, failure, error: failure?.message ?? null, run, clear: () => setFailure(null) };
}
