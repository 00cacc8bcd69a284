'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { decideRound, runLoopAuto } from '@/lib/actions/loops';
import { Button } from '@/components/ui/button';
import { useAction } from '@/components/stage/use-action';
import type { LoopView, RoundView } from '@/lib/data/history.types';
import { useRefinement } from './refinement-context';

type Decision = 'accept_all' | 'accept_selected' | 'reject' | 'edit_reassess' | 'done';

/** The author's decision on the round, or hand the loop to auto mode. */
export function DecisionBar({ loop, round }: { loop: LoopView; round: RoundView }) {
  const t = useTranslations('loops.decide');
  const r = useRefinement();
  const action = useAction();
  const [editing, setEditing] = useState(false);
  const open = round.suggestions.filter((s) => s.status === 'open');
  const accepted = open.filter((s) => r.marks.get(s.id) === 'accept').map((s) => s.id);
  const off = action.pending || r.busy;
  const decide = (decision: Decision, acceptedIds: string[] = []) =>
    action.run(
      () => decideRound({ projectId: r.projectId, roundId: round.id, decision, acceptedIds }),
      () => setEditing(false),
    );

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={t('label')} className="flex flex-wrap gap-2" data-testid="decision-bar">
        <Button type="button" disabled={off || open.length === 0} onClick={() => decide('accept_all')}>
          {t('acceptAll', { count: open.length })}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={off || accepted.length === 0}
          onClick={() => decide('accept_selected', accepted)}
        >
          {t('acceptSelected', { count: accepted.length })}
        </Button>
        <Button type="button" variant="secondary" disabled={off} onClick={() => decide('reject')}>
          {t('reject')}
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
        <Button type="button" variant="ghost" disabled={off} onClick={() => decide('done')}>
          {t('done')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={off}
          onClick={() => action.run(() => runLoopAuto({ projectId: r.projectId, loopId: loop.id }))}
        >
          {t('runAuto', { rounds: loop.maxRounds })}
        </Button>
      </div>
      {accepted.length === 0 && open.length > 0 && <p className="text-xs text-stone-500">{t('selectHint')}</p>}
      {editing && (
        <div
          className="flex flex-wrap items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50/60 p-3 text-sm"
          data-testid="edit-reassess"
        >
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
      {action.error && (
        <p role="alert" className="text-sm text-red-700">
          {action.error}
        </p>
      )}
    </div>
  );
}
