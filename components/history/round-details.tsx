'use client';

import { useTranslations } from 'next-intl';
import type { RoundView } from '@/lib/data/refinement/history.types';
import { useLoopLabels } from '@/components/refinement/use-loop-labels';
import { PriorityBadge } from '@/components/ui/priority-badge';
import { RoundDiffView } from './round-diff-view';
import { RoundVerdict } from './round-verdict';

/** A round opened from the history: every suggestion it made, with its fate, and the diff of its revision. */
export function RoundDetails({
  projectId,
  round,
  finalCheck,
  sectionTitles,
}: {
  projectId: string;
  round: RoundView;
  /** The loop's last assessment after its last revision: it is named for the round it checks. */
  finalCheck: boolean;
  sectionTitles: ReadonlyMap<string, string>;
}) {
  const t = useTranslations('loops.history');
  const label = useLoopLabels();
  const accepted = new Set(round.acceptedIds);
  const heading = finalCheck
    ? t('suggestionsOfFinalCheck', { number: round.number - 1 })
    : t('suggestionsOf', { number: round.number });
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="round-details">
      <RoundVerdict round={round} />
      <section aria-label={heading} className="flex flex-col gap-2">
        <h5 className="text-sm font-medium">{heading}</h5>
        {round.suggestions.length === 0 ? (
          <p className="text-sm text-stone-500">{t('noSuggestions')}</p>
        ) : (
          <ul className="flex max-h-[50vh] flex-col gap-1.5 overflow-y-auto text-sm">
            {round.suggestions.map((s) => (
              <li
                key={s.id}
                className="flex flex-col gap-0.5 rounded border border-stone-200 p-2"
                data-testid="round-suggestion"
              >
                <span className="flex flex-wrap items-center gap-1.5">
                  <PriorityBadge priority={s.priority} />
                  <span className="text-xs text-stone-600">{label.role(s.role)}</span>
                  <span className="ml-auto text-xs">
                    {accepted.has(s.id) && s.status !== 'resolved' ? label.status('accepted') : label.status(s.status)}
                  </span>
                </span>
                <span className="font-medium">{s.summary}</span>
                <span className="text-xs text-stone-500">
                  {s.sectionId ? (sectionTitles.get(s.sectionId) ?? '') : t('wholeStage')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-label={t('changesOf', { number: round.number })} className="flex flex-col gap-2">
        <h5 className="text-sm font-medium">{t('changesOf', { number: round.number })}</h5>
        {round.revisedSections > 0 ? (
          <RoundDiffView projectId={projectId} roundId={round.id} status={round.status} />
        ) : (
          <p className="text-sm text-stone-500">{t('noChanges')}</p>
        )}
      </section>
    </div>
  );
}
