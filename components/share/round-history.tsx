import { getTranslations } from 'next-intl/server';
import type { HistoryRound } from '@/lib/data/share/history';
import { RoundCard } from './round-card';

/** Every refinement round of the project, newest first. */
export async function RoundHistory({ rounds, limit }: { rounds: HistoryRound[]; limit: number }) {
  const t = await getTranslations('share.history');
  return (
    <section aria-labelledby="round-history-heading" className="flex flex-col gap-4">
      <h2 id="round-history-heading" className="text-lg font-semibold">
        {t('title')}
      </h2>
      {rounds.length === 0 && <p className="text-sm text-stone-500">{t('empty')}</p>}
      {rounds.length >= limit && <p className="text-sm text-stone-600">{t('latestOnly', { count: limit })}</p>}
      {rounds.map((r) => (
        <RoundCard key={r.id} round={r} />
      ))}
    </section>
  );
}
