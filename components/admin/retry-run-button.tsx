'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { retryFailedRun } from '@/lib/actions/admin';
import { Button } from '@/components/ui/button';

/** Re-enqueues a failed run; the page refreshes and the run leaves the failed list. */
export function RetryRunButton({ runId, label, disabled }: { runId: string; label: string; disabled?: boolean }) {
  const t = useTranslations('admin.runs');
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  function retry() {
    setMessage(null);
    startTransition(async () => {
      try {
        const result = await retryFailedRun({ runId });
        if (!result.ok) return setMessage({ ok: false, text: result.code === 'conflict' ? t('busy') : result.message });
        setMessage({ ok: true, text: t('queued') });
        router.refresh();
      } catch {
        setMessage({ ok: false, text: t('networkError') });
      }
    });
  }
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        type="button"
        variant="secondary"
        className="px-3 py-1"
        disabled={pending || disabled}
        onClick={retry}
        aria-label={t('retryNamed', { label })}
      >
        {pending ? t('retrying') : t('retry')}
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
