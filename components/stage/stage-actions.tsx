'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { approveStage, generateStage, regenerateStage, runOneShot } from '@/lib/actions/stages';
import { Button } from '@/components/ui/button';
import type { StageView } from '@/lib/data/stages/stage-view.types';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useAction } from '@/components/ui/use-action';
import { ErrorText } from '@/components/ui/error-text';
import { useState } from 'react';
import { UnfinishedDialog, type Unfinished } from './unfinished-dialog';
import { CostEstimate } from '@/components/costs/cost-estimate';

interface Props {
  projectId: string;
  stageKey: string;
  mode: StageView['project']['mode'];
  projectState: string;
  can: StageView['can'];
  busy: boolean;
  /** What Approve does here, when more than approving (a script's chapter: approve it and write the next). */
  approveLabel?: string;
}

/** The stage's lifecycle buttons, each shown only when the state machine allows it. */
export function StageActions({ projectId, stageKey, mode, projectState, can, busy, approveLabel }: Props) {
  const t = useTranslations('stagePage.actions');
  const { pending, error, run } = useAction();
  const router = useRouter();
  const [unfinished, setUnfinished] = useState<Unfinished | null>(null);
  // Approving moves the writer on: to the next stage, or to the board (and its exports) when the work is
  // done. Completing with scaffold text or undecided suggestions left, the server names them first.
  const approve = (confirmed = false) =>
    run(() => approveStage({ ...input, confirmed }), {
      onOk: ({ nextStageKey, state }) => {
        if (nextStageKey) router.push(`/projects/${projectId}/stages/${nextStageKey}`);
        else if (state === 'completed') router.push(`/projects/${projectId}`);
        else router.refresh();
      },
      onFail: (failure) => {
        if (failure.code !== 'unfinished') return false;
        setUnfinished(failure.details as unknown as Unfinished);
        return true;
      },
      refresh: false,
    });
  const disabled = pending || busy;
  const revision = `${projectState}:${busy}`;
  const input = { projectId, stageKey };
  const oneShot = mode === 'oneshot' && (can.generate || projectState === 'draft');
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap justify-end gap-2" role="group" aria-label={t('group')}>
        {oneShot && (
          <Button type="button" disabled={disabled} onClick={() => run(() => runOneShot({ projectId }))}>
            {t('generateAll')}
          </Button>
        )}
        {can.generate && !oneShot && (
          <Button type="button" disabled={disabled} onClick={() => run(() => generateStage(input))}>
            {t('generate')}
          </Button>
        )}
        {can.regenerate && (
          <ConfirmButton
            label={t('regenerate')}
            title={t('regenerateTitle')}
            body={t('regenerateBody')}
            disabled={disabled}
            onConfirm={() => run(() => regenerateStage(input))}
          />
        )}
        {can.approve && (
          <Button
            type="button"
            variant={can.generate ? 'secondary' : 'primary'}
            disabled={disabled}
            onClick={() => approve()}
          >
            {approveLabel ?? t('approve')}
          </Button>
        )}
      </div>
      {/* What each button would spend, before it is pressed; read again when the stage moves on. */}
      <div className="flex max-w-sm flex-col items-end gap-0.5 text-right">
        {oneShot && <CostEstimate projectId={projectId} action={{ action: 'oneshot' }} revision={revision} />}
        {can.generate && !oneShot && (
          <CostEstimate projectId={projectId} action={{ action: 'generate', stageKey }} revision={revision} />
        )}
        {can.regenerate && (
          <CostEstimate
            projectId={projectId}
            action={{ action: 'regenerate', stageKey }}
            label={t('regenerate')}
            revision={revision}
          />
        )}
        {can.approve && (
          <CostEstimate
            projectId={projectId}
            action={{ action: 'approve', stageKey }}
            label={t('approve')}
            revision={revision}
          />
        )}
      </div>
      {pending && (
        <p role="status" className="text-xs text-stone-500">
          {t('working')}
        </p>
      )}
      <ErrorText className="max-w-sm text-right text-sm">{error}</ErrorText>
      {unfinished && (
        <UnfinishedDialog left={unfinished} onCancel={() => setUnfinished(null)} onConfirm={() => approve(true)} />
      )}
    </div>
  );
}
