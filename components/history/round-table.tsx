'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { LoopView } from '@/lib/data/refinement/history.types';
import { useLoopLabels } from '@/components/refinement/use-loop-labels';
import { DataTable } from '@/components/ui/data-table';
import { RollbackButton } from './rollback-button';
import { RoundDetails } from './round-details';
import { isFinalCheck } from '@/components/refinement/round-count';

interface Props {
  projectId: string;
  loop: LoopView;
  /** The loop's name in the history ("Loop 2 · Auto"), for the rollback dialog. */
  loopName: string;
  sectionTitles: ReadonlyMap<string, string>;
  /** A run is under way: rollback waits. */
  busy: boolean;
}

/** Every round of one loop as a row: reviewers, counts, decision, tokens, time, stop reason; open one for details. */
export function RoundTable({ projectId, loop, loopName, sectionTitles, busy }: Props) {
  const t = useTranslations('loops.history');
  const label = useLoopLabels();
  const format = useFormatter();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <DataTable
      rows={loop.rounds}
      rowKey={(round) => round.id}
      caption={t('tableCaption')}
      empty={t('empty')}
      testId="round-table"
      frame="plain"
      rowProps={(round) => ({ 'data-testid': 'round-row', 'data-round': round.number, 'data-status': round.status })}
      below={(round) =>
        openId === round.id && (
          <RoundDetails
            projectId={projectId}
            round={round}
            finalCheck={isFinalCheck(loop, round)}
            sectionTitles={sectionTitles}
          />
        )
      }
      columns={[
        {
          key: 'round',
          header: t('round'),
          rowHeader: true,
          cell: (round) => (
            <>
              <span className="font-medium">
                {isFinalCheck(loop, round)
                  ? t('finalCheck', { number: round.number - 1 })
                  : t('roundNumber', { number: round.number })}
              </span>
              <span className="block text-xs text-stone-500">{label.roundStatus(round.status)}</span>
            </>
          ),
        },
        { key: 'reviewers', header: t('reviewers'), cell: (round) => round.roles.map(label.role).join(', ') },
        { key: 'counts', header: t('counts'), align: 'right', cell: (round) => t('countsValue', round.counts) },
        { key: 'decision', header: t('decision'), cell: (round) => label.decision(round.decision) },
        { key: 'accepted', header: t('accepted'), align: 'right', cell: (round) => round.acceptedIds.length },
        {
          key: 'tokens',
          header: t('tokens'),
          align: 'right',
          cell: (round) =>
            t('tokensValue', { input: format.number(round.inputTokens), output: format.number(round.outputTokens) }),
        },
        {
          key: 'duration',
          header: t('duration'),
          align: 'right',
          cell: (round) =>
            t('seconds', { seconds: format.number(round.durationMs / 1000, { maximumFractionDigits: 1 }) }),
        },
        {
          key: 'stopReason',
          header: t('stopReason'),
          cell: (round) => (round.stopReason ? label.stopReason(round.stopReason) : '—'),
        },
        {
          key: 'actions',
          header: t('actions'),
          hiddenHeader: true,
          cell: (round) => {
            const open = openId === round.id;
            return (
              <div className="flex flex-wrap gap-1.5">
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={`${round.id}-details`}
                  onClick={() => setOpenId(open ? null : round.id)}
                  className="rounded px-2 py-1 text-sm text-indigo-800 ring-1 ring-stone-300 hover:bg-stone-100"
                >
                  {open
                    ? t('close')
                    : isFinalCheck(loop, round)
                      ? t('openFinalCheck', { number: round.number - 1 })
                      : t('open', { number: round.number })}
                </button>
                <RollbackButton
                  projectId={projectId}
                  roundId={round.id}
                  // A final check revises nothing: rolling back to it is to what the round it checked left.
                  number={isFinalCheck(loop, round) ? round.number - 1 : round.number}
                  loopName={loopName}
                  where={
                    loop.sectionId
                      ? t('rollbackSection', { section: sectionTitles.get(loop.sectionId) ?? '' })
                      : t('rollbackWhole')
                  }
                  disabled={busy}
                />
              </div>
            );
          },
        },
      ]}
    />
  );
}
