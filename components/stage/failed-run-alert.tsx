'use client';

import { useTranslations } from 'next-intl';
import { retryRun } from '@/lib/actions/stages';
import { Button } from '@/components/ui/button';
import type { RunView } from '@/lib/data/runs/run-view';
import { useAction } from '@/components/ui/use-action';
import { CostEstimate } from '@/components/costs/cost-estimate';

/** The last run's failure (or cancellation), its reason in plain view, and a retry. */
export function FailedRunAlert({ projectId, run, canRetry }: { projectId: string; run: RunView; canRetry: boolean }) {
  const t = useTranslations('stagePage.failed');
  const action = useAction();
  const cancelled = run.status === 'cancelled';
  return (
    <div
      role={cancelled ? 'status' : 'alert'}
      data-testid="failed-run"
      className={`flex flex-wrap items-start justify-between gap-3 rounded-lg border p-4 text-sm ${
        cancelled ? 'border-stone-200 bg-stone-50 text-stone-800' : 'border-red-200 bg-red-50 text-red-900'
      }`}
    >
      <div className="flex flex-col gap-1">
        <p className="font-medium">{cancelled ? t('cancelled') : t('title')}</p>
        {!cancelled && <p data-testid="failed-run-reason">{run.errorMessage || t('noReason')}</p>}
        {action.error && <p className="text-red-700">{action.error}</p>}
      </div>
      {canRetry && (
        <div className="flex flex-col items-end gap-1">
          <Button
            type="button"
            variant={cancelled ? 'secondary' : 'danger'}
            disabled={action.pending}
            onClick={() => action.run(() => retryRun({ projectId, runId: run.id }))}
          >
            {t('retry')}
          </Button>
          <CostEstimate projectId={projectId} action={{ action: 'retry', runId: run.id }} />
        </div>
      )}
    </div>
  );
}
