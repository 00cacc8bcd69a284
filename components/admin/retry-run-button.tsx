'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { retryFailedRun } from '@/lib/actions/admin';
import { Button } from '@/components/ui/button';
import { useAction } from '@/components/ui/use-action';

/** Re-enqueues a failed run; the page refreshes and the run leaves the failed list. */
export function RetryRunButton({ runId, label, disabled }: { runId: string; label: string; disabled?: boolean }) {
  const t = useTranslations('admin.runs');
  const action = useAction({ networkError: t('networkError') });
  const [queued, setQueued] = useState(false);
  function retry() {
    setQueued(false);
    action.run(() => retryFailedRun({ runId }), { onOk: () => setQueued(true) });
  }
  const failed = action.failure && (action.failure.code === 'conflict' ? t('busy') : action.failure.message);
  const message = failed ? { ok: false, text: failed } : queued ? { ok: true, text: t('queued') } : null;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        type="button"
        variant="secondary"
        className="px-3 py-1"
        disabled={action.pending || disabled}
        onClick={retry}
        aria-label={t('retryNamed', { label })}
      >
        {action.pending ? t('retrying') : t('retry')}
      </Button>
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`text-xs ${message.ok ? 'text-emerald-800' : 'text-red-700'}`}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
