'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { decideRound, runLoopAuto } from '@/lib/actions/loops';
import { Button } from '@/components/ui/button';
import { useAction } from '@/components/ui/use-action';
import type { LoopView, RoundView } from '@/lib/data/refinement/history.types';
import type { Decision } from '@/lib/workflow/loop/decisions';
import { useRoundMarks, useStageRound } from './refinement-context';
import { ErrorText } from '@/components/ui/error-text';
import { CostEstimate } from '@/components/costs/cost-estimate';

/**
 * Deciding the current round (decideRound): Apply the writer's marks, Accept all, Reject the rest,
 * Edit and reassess, Finish, or let auto mode run on. Shown only while the round waits for the writer.
 */
export function DecideRoundBar() {
  const { loop, round, decidable } = useStageRound();
  return decidable && loop && round ? <DecisionBar loop={loop} round={round} /> : null;
}

/**
 * The decision bar, kept in view beside the cards: what the writer marked so far, and the bulk
 * actions. Marks are made on the cards; nothing is rejected unless the writer says so.
 */
function DecisionBar({ loop, round }: { loop: LoopView; round: RoundView }) {
  const t = useTranslations('loops.decide');
  const { projectId, busy } = useStageRound();
  const { marks } = useRoundMarks();
  const action = useAction();
  const [editing, setEditing] = useState(false);
  const open = round.suggestions.filter((s) => s.status === 'open');
  const marked = (mark: 'accept' | 'reject') => open.filter((s) => marks.get(s.id) === mark).map((s) => s.id);
  const [accepted, rejected] = [marked('accept'), marked('reject')];
  const undecided = open.length - accepted.length - rejected.length;
  const off = action.pending || busy;
  const decide = (decision: Decision) =>
    action.run(
      () =>
        decideRound({
          projectId,
          roundId: round.id,
          decision,
          acceptedIds: accepted,
          rejectedIds: rejected,
        }),
      { onOk: () => setEditing(false) },
    );

  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-indigo-200 bg-indigo-50/95 p-3 text-sm shadow-sm"
      data-testid="decision-bar-panel"
    >
      <p aria-live="polite" data-testid="decision-tally" className="font-medium text-indigo-950">
        {t('tally', { accepted: accepted.length, rejected: rejected.length, undecided })}
      </p>
      <div role="group" aria-label={t('label')} className="flex flex-wrap gap-2" data-testid="decision-bar">
        <Button
          type="button"
          disabled={off || accepted.length + rejected.length === 0}
          title={t('applyHint')}
          onClick={() => decide(accepted.length ? 'accept_selected' : 'edit_reassess')}
          data-apply-decisions
        >
          {t('apply')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={off || open.length === 0}
          onClick={() => decide('accept_all')}
        >
          {t('acceptAll', { count: open.length - rejected.length })}
        </Button>
        <Button type="button" variant="secondary" disabled={off || undecided === 0} onClick={() => decide('reject')}>
          {t('rejectRest', { count: undecided })}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={off}
          aria-expanded={editing}
          onClick={() => setEditing((e) => !e)}
        >
          {t('edit')}
        </Button>
        <Button type="button" variant="ghost" disabled={off} title={t('finishHint')} onClick={() => decide('done')}>
          {t('finish')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={off}
          onClick={() => action.run(() => runLoopAuto({ projectId, loopId: loop.id }))}
        >
          {t('runAuto', { rounds: loop.maxRounds })}
        </Button>
      </div>
      <div className="flex flex-col gap-0.5" data-testid="decision-costs">
        {accepted.length + rejected.length > 0 && (
          <CostEstimate
            projectId={projectId}
            label={t('apply')}
            action={{
              action: 'decideRound',
              roundId: round.id,
              decision: accepted.length ? 'accept_selected' : 'edit_reassess',
              acceptedIds: accepted,
              rejectedIds: rejected,
            }}
          />
        )}
        {open.length > 0 && (
          <CostEstimate
            projectId={projectId}
            label={t('acceptAll', { count: open.length - rejected.length })}
            action={{
              action: 'decideRound',
              roundId: round.id,
              decision: 'accept_all',
              acceptedIds: [],
              rejectedIds: rejected,
            }}
          />
        )}
        <CostEstimate
          projectId={projectId}
          label={t('runAuto', { rounds: loop.maxRounds })}
          action={{ action: 'continueAuto', loopId: loop.id }}
        />
      </div>
      {accepted.length + rejected.length === 0 && open.length > 0 && (
        <p className="text-xs text-stone-600">{t('selectHint')}</p>
      )}
      {editing && (
        <div className="flex flex-col gap-2 rounded border border-indigo-200 bg-white p-2" data-testid="edit-reassess">
          <p className="text-indigo-950">{t('editHint')}</p>
          <Button type="button" disabled={off} onClick={() => decide('edit_reassess')}>
            {t('reassess')}
          </Button>
        </div>
      )}
      {action.pending && (
        <p role="status" className="text-xs text-stone-500">
          {t('working')}
        </p>
      )}
      <ErrorText>{action.error}</ErrorText>
    </div>
  );
}
