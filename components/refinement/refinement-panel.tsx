'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { FailedRunAlert } from '@/components/stage/failed-run-alert';
import type { RunView } from '@/lib/data/runs/run-view';
import type { MutedKind } from '@/lib/workflow/loop/muted-kinds';
import { CurrentRound } from './current-round';
import { LoopRunStatus } from './loop-run-status';
import { MutedKinds } from './muted-kinds';
import { useSelectedSection, useStageRound } from './refinement-context';
import { StartLoopForm } from './start-loop-form';
import { StopReasonNotice } from './stop-reason-notice';
import { useSettleRefresh } from './use-settle-refresh';

interface Props {
  reviewers: readonly string[];
  engine: 'model' | 'offline';
  /** Section titles by id, to name a loop's scope. */
  sectionTitles: Record<string, string>;
  /** The stage has text to refine. */
  hasContent: boolean;
  lastRun: RunView | null;
  /** Kinds of finding muted in the project by the writer's rejections. */
  muted: readonly MutedKind[];
}

const isLoopRun = (run: RunView | null) => Boolean(run && run.kind.startsWith('loop.'));

/** Refinement rounds on this stage: start a loop, follow its run, decide each round, read why it stopped. */
export function RefinementPanel({ reviewers, engine, sectionTitles: titles, hasContent, lastRun, muted }: Props) {
  const sectionTitles = useMemo(() => new Map(Object.entries(titles)), [titles]);
  const t = useTranslations('loops.panel');
  const { projectId, loop, round, activeRun } = useStageRound();
  const { sectionId } = useSelectedSection();
  const open = Boolean(loop && !loop.stopReason);
  const selectedTitle = sectionId ? (sectionTitles.get(sectionId) ?? null) : null;
  const showFailure = !activeRun && lastRun && (lastRun.status === 'failed' || open);
  useSettleRefresh(loop, activeRun, showFailure ? lastRun : null);
  return (
    <section
      aria-labelledby="refinement-heading"
      className="flex flex-col gap-4 rounded-xl border border-indigo-200 bg-white p-4"
      data-testid="refinement-panel"
    >
      <div className="flex flex-col gap-1">
        <h2 id="refinement-heading" className="font-medium">
          {t('title')}
        </h2>
        <p className="text-sm text-stone-600">{t('intro')}</p>
      </div>
      {activeRun && isLoopRun(activeRun) && (
        <LoopRunStatus key={activeRun.id} projectId={projectId} initial={activeRun} loopId={loop?.id ?? null} />
      )}
      {showFailure && lastRun && <FailedRunAlert projectId={projectId} run={lastRun} canRetry />}
      {loop && <StopReasonNotice loop={loop} />}
      {loop && round && (
        <CurrentRound
          loop={loop}
          round={round}
          scopeTitle={loop.sectionId ? (sectionTitles.get(loop.sectionId) ?? null) : null}
        />
      )}
      {!open && hasContent && (
        <StartLoopForm key={loop?.id ?? 'first'} reviewers={reviewers} engine={engine} sectionTitle={selectedTitle} />
      )}
      {!open && !hasContent && <p className="text-sm text-stone-500">{t('needsText')}</p>}
      <MutedKinds projectId={projectId} muted={muted} />
    </section>
  );
}
