'use client';

import { useTranslations } from 'next-intl';
import { rollbackToRound } from '@/lib/actions/loops';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useAction } from '@/components/ui/use-action';

/** Roll the text back to what a round left; new `rollback` versions, nothing deleted. Asks first, naming the loop. */
export function RollbackButton({
  projectId,
  roundId,
  number,
  loopName,
  where,
  disabled,
}: {
  projectId: string;
  roundId: string;
  number: number;
  /** The loop the round belongs to ("Loop 2 · Auto"): a stage may have many, each with its round 1. */
  loopName: string;
  /** What the rollback changes: the whole stage, or the loop's section. */
  where: string;
  disabled: boolean;
}) {
  const t = useTranslations('loops.history');
  const action = useAction();
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <ConfirmButton
        label={t('rollback')}
        title={t('rollbackTitle', { number, loop: loopName })}
        body={t('rollbackBody', { number, loop: loopName, where })}
        confirmLabel={t('rollbackConfirm', { number })}
        className="px-2 py-1"
        disabled={disabled || action.pending}
        onConfirm={() => action.run(() => rollbackToRound({ projectId, roundId }))}
      />
      {action.pending && (
        <span role="status" className="text-xs text-stone-500">
          {t('rollingBack')}
        </span>
      )}
      {action.error && (
        <span role="alert" className="text-xs text-red-700">
          {action.error}
        </span>
      )}
    </span>
  );
}
