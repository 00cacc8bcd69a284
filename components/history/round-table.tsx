'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';
import type { LoopView } from '@/lib/data/history.types';
import { useLoopLabels } from '@/components/refinement/use-loop-labels';
import { RollbackButton } from './rollback-button';
import { RoundDetails } from './round-details';
import { isFinalCheck } from '@/components/refinement/round-count';

interface Props {
  projectId: string;
  loop: LoopView;
  sectionTitles: ReadonlyMap<string, string>;
  /** A run is under way: rollback waits. */
  busy: boolean;
}

/** Every round of one loop as a row: reviewers, counts, decision, tokens, time, stop reason; open one for details. */
export function RoundTable({ projectId, loop, sectionTitles, busy }: Props) {
  const t = useTranslations('loops.history');
  const label = useLoopLabels();
  const format = useFormatter();
  const [openId, setOpenId] = useState<string | null>(null);
  const th = 'py-1.5 pr-3 font-medium';
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="round-table">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead className="text-xs text-stone-500">
          <tr>
            <th scope="col" className={th}>
              {t('round')}
            </th>
            <th scope="col" className={th}>
              {t('reviewers')}
            </th>
            <th scope="col" className={th}>
              {t('counts')}
            </th>
            <th scope="col" className={th}>
              {t('decision')}
            </th>
            <th scope="col" className={th}>
              {t('accepted')}
            </th>
            <th scope="col" className={th}>
              {t('tokens')}
            </th>
            <th scope="col" className={th}>
              {t('duration')}
            </th>
            <th scope="col" className={th}>
              {t('stopReason')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {loop.rounds.map((round) => {
            const open = openId === round.id;
            return (
              <Fragment key={round.id}>
                <tr
                  className="border-t border-stone-100 align-top"
                  data-testid="round-row"
                  data-round={round.number}
                  data-status={round.status}
                >
                  <th scope="row" className="py-1.5 pr-3 font-medium">
                    {isFinalCheck(loop, round)
                      ? t('finalCheck', { number: round.number - 1 })
                      : t('roundNumber', { number: round.number })}
                    <span className="block text-xs font-normal text-stone-500">{label.roundStatus(round.status)}</span>
                  </th>
                  <td className="py-1.5 pr-3">{round.roles.map(label.role).join(', ')}</td>
                  <td className="py-1.5 pr-3 tabular-nums">{t('countsValue', round.counts)}</td>
                  <td className="py-1.5 pr-3">{label.decision(round.decision)}</td>
                  <td className="py-1.5 pr-3 tabular-nums">{round.acceptedIds.length}</td>
                  <td className="py-1.5 pr-3 tabular-nums">
                    {t('tokensValue', {
                      input: format.number(round.inputTokens),
                      output: format.number(round.outputTokens),
                    })}
                  </td>
                  <td className="py-1.5 pr-3 tabular-nums">
                    {t('seconds', { seconds: format.number(round.durationMs / 1000, { maximumFractionDigits: 1 }) })}
                  </td>
                  <td className="py-1.5 pr-3">{round.stopReason ? label.stopReason(round.stopReason) : '—'}</td>
                  <td className="flex flex-wrap gap-1.5 py-1.5">
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={`round-details-${round.id}`}
                      onClick={() => setOpenId(open ? null : round.id)}
                      className="rounded px-2 py-1 text-sm text-indigo-800 ring-1 ring-stone-300 hover:bg-stone-100"
                    >
                      {open ? t('close') : t('open', { number: round.number })}
                    </button>
                    <RollbackButton projectId={projectId} roundId={round.id} number={round.number} disabled={busy} />
                  </td>
                </tr>
                {open && (
                  <tr id={`round-details-${round.id}`}>
                    <td colSpan={9} className="pb-4 pt-1">
                      <RoundDetails projectId={projectId} round={round} sectionTitles={sectionTitles} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
