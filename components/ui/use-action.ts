'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useState, useTransition } from 'react';
import type { ActionResult } from '@/lib/errors';
import { commitPendingEdits } from './pending-edits';

export type ActionFailure = Extract<ActionResult<unknown>, { ok: false }>;

export interface RunOptions<T> {
  /** After a success, before the refresh; a promise it returns keeps the call pending until it settles. */
  onOk?: (data: T) => unknown;
  /** Any failure, a lost connection too; return true when it was handled here (a conflict view, a form's own messages). */
  onFail?: (failure: ActionFailure) => boolean | void;
  /** Read the page's server data again after a success (default true). */
  refresh?: boolean;
  /**
   * Save what the page's editors hold first, and call only once the server has it (default true), so
   * the action reads what the writer sees. False only for the call that settles a refused save itself.
   */
  commitEdits?: boolean;
}

/**
 * The one way a component calls a server action. The call runs in a transition, so `pending` lasts
 * until the refreshed page has rendered; an expected failure comes back as a value with its translated
 * message; a call that throws (network, server down) becomes a generic message. Before the call, the
 * edits the page's editors have not saved yet are saved, and the call waits for them: whatever reads
 * the writer's text (a round, an approval, a regeneration) reads what is on the screen.
 * `networkError` replaces that message where a part of the app words it its own way.
 */
export function useAction({ networkError }: { networkError?: string } = {}) {
  // The shell's namespace: every page has it.
  const t = useTranslations('nav');
  const offline = networkError ?? t('networkError');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  const run = useCallback(
    <T>(
      call: () => Promise<ActionResult<T>>,
      { onOk, onFail, refresh = true, commitEdits = true }: RunOptions<T> = {},
    ) => {
      setFailure(null);
      startTransition(async () => {
        let result: ActionResult<T>;
        const edits = commitEdits ? await commitPendingEdits() : 'saved';
        if (edits !== 'saved')
          result = { ok: false, code: 'conflict', message: t(edits === 'refused' ? 'editRefused' : 'editNotSaved') };
        else
          try {
            result = await call();
          } catch {
            result = { ok: false, code: 'unexpected', message: offline };
          }
        if (!result.ok) {
          if (!onFail?.(result)) setFailure(result);
          return;
        }
        await onOk?.(result.data);
        if (refresh) router.refresh();
      });
    },
    [router, offline, t],
  );
  const clear = useCallback(() => setFailure(null), []);

  return { pending, failure, error: failure?.message ?? null, run, clear };
}

/** One line for a failure shown beside a single field: the first field's message, else its own. */
export const failureText = (failure: ActionFailure | null) =>
  failure ? (Object.values(failure.fieldErrors ?? {})[0] ?? failure.message) : undefined;
