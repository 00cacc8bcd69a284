import { getFormatter, getTranslations } from 'next-intl/server';
import type { HistoryRound } from '@/lib/data/share-history';
import { roundLabels } from './round-labels';
import { SuggestionList } from './suggestion-list';
import { VersionChangeView } from './version-change-view';

/** One round, read-only: what the panel found, what was decided, and what changed. */
export async function RoundCard({ round }: { round: HistoryRound }) {
  const t = await getTranslations();
  const format = await getFormatter();
  const label = roundLabels(t);
  const headingId = `round-${round.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-5"
      data-testid="round"
    >
      <h3 id={headingId} className="font-semibold">
        {t('share.round.heading', { number: round.number, stage: t(`stages.${round.stageKey}`) })}
        {round.loopSection && <span className="ml-2 font-normal text-stone-600">{round.loopSection}</span>}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-stone-500">{t('share.round.date')}</dt>
          <dd>
            <time dateTime={round.createdAt}>
              {format.dateTime(new Date(round.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('share.round.decisionLabel')}</dt>
          <dd>{label.decision(round.decision)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('share.round.statusLabel')}</dt>
          <dd>{label.status(round.status)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('share.round.stopReasonLabel')}</dt>
          <dd>{label.stopReason(round.stopReason)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('share.round.engineLabel')}</dt>
          <dd>{label.engine(round.engine)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('share.round.reviewers')}</dt>
          <dd>{round.roles.map(label.role).join(', ') || '—'}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('share.round.counts')}</dt>
          <dd>{t('share.round.countsValue', round.counts)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">{t('share.round.tokens')}</dt>
          <dd>{t('share.round.tokensValue', round.tokens)}</dd>
        </div>
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
    </article>
  );
}
