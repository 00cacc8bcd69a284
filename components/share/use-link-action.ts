'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import type { ActionResult } from '@/lib/errors';

/**
 * Runs one share-link action and refreshes the list; an expected failure shows its message and a lost
 * connection says so. `onDone` receives the action's data (a fresh link's token).
 */
export function useLinkAction<T>(onDone?: (data: T) => void) {
  const t = useTranslations('share.settings');
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  function run(action: () => Promise<ActionResult<T>>) {
    setError(null);
    startTransition(async () => {
      try {
        const result = await action();
        if (!result.ok) return setError(Object.values(result.fieldErrors ?? {})[0] ?? result.message);
        onDone?.(result.data);
        router.refresh();
      } catch {
        setError(t('networkError'));
      }
    });
  }
  return { run, error, pending };
}
