import { getFormatter, getTranslations } from 'next-intl/server';
import { Fact } from '@/components/ui/fact';
import type { HistoryRound } from '@/lib/data/share/history';
import { roundLabels } from './round-labels';
import { SuggestionList } from './suggestion-list';
import { VersionChangeView } from './version-change-view';

/**
 * One round, read-only, as one line (what, when, how it was decided) that opens on demand onto what the
 * panel found and what changed. A native disclosure: it opens without JavaScript and has nothing to change.
 */
export async function RoundCard({ round }: { round: HistoryRound }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const label = roundLabels(t);
  const suggestions = round.counts.high + round.counts.medium + round.counts.low;
  return (
    <details className="group rounded-xl border border-stone-200 bg-white" data-testid="round">
      <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3 text-sm marker:text-stone-400">
        <h3 className="inline font-semibold">
          {t('share.round.heading', { number: round.number, stage: t(`stages.${round.stageKey}`) })}
        </h3>
        {round.loopSection && <span className="text-stone-600">{round.loopSection}</span>}
        <span>{label.decision(round.decision)}</span>
        <span className="text-stone-600">{t('share.round.suggestionCount', { count: suggestions })}</span>
        <time dateTime={round.createdAt} className="ml-auto text-stone-500">
          {format.dateTime(new Date(round.createdAt), { dateStyle: 'medium' })}
        </time>
      </summary>
      <div className="border-t border-stone-100 px-5 pb-5 pt-3">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          {(
            [
              [t('share.round.statusLabel'), label.status(round.status)],
              [t('share.round.stopReasonLabel'), label.stopReason(round.stopReason)],
              [t('share.round.engineLabel'), label.engine(round.engine)],
              [t('share.round.reviewers'), round.roles.map(label.role).join(', ') || '—'],
              [t('share.round.counts'), t('share.round.countsValue', round.counts)],
            ] as const
          ).map(([term, value]) => (
            <Fact key={term} term={term}>
              {value}
            </Fact>
          ))}
        </dl>
        <h4 className="mt-4 text-sm font-semibold">{t('share.suggestions.title')}</h4>
        <div className="mt-2">
          <SuggestionList suggestions={round.suggestions} />
        </div>
        <h4 className="mt-4 text-sm font-semibold">{t('share.round.changes')}</h4>
        <div className="mt-2 flex flex-col gap-3">
          {round.changes.length === 0 ? (
            <p className="text-sm text-stone-500">{t('share.round.noChanges')}</p>
          ) : (
            round.changes.map((c) => <VersionChangeView key={c.after.id} change={c} />)
          )}
        </div>
      </div>
    </details>
  );
}
