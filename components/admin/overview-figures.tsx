import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { AdminOverview } from '@/lib/data/admin/overview';

/** The dashboard at a glance: each figure names its window and opens the page it comes from. */
export async function OverviewFigures({ overview }: { overview: AdminOverview }) {
  const t = await getTranslations('admin.overview');
  const format = await getFormatter();
  const figures = [
    { key: 'rounds', href: '/admin/rounds', value: format.number(overview.roundsToday), note: t('roundsNote') },
    {
      key: 'failed',
      href: '/admin/runs',
      value: format.number(overview.failedRuns.total),
      note: t('failedNote', { count: overview.failedRuns.lastDay }),
    },
    { key: 'writers', href: '/admin/users', value: format.number(overview.activeWriters), note: t('writersNote') },
    {
      key: 'tokens',
      href: '/admin/usage',
      value: format.number(overview.week.tokens, { notation: 'compact' }),
      note:
        overview.week.cost === null
          ? t('costUnknown')
          : t('costNote', { cost: format.number(overview.week.cost, { style: 'currency', currency: 'USD' }) }),
    },
  ] as const;
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="sr-only">
        {t('title')}
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="admin-overview">
        {figures.map((f) => (
          <li key={f.key}>
            <Link
              href={f.href}
              className="flex h-full flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 hover:border-indigo-300"
              data-testid={`overview-${f.key}`}
            >
              <span className="text-sm text-stone-600">{t(`${f.key}Label`)}</span>
              <span className="text-2xl font-semibold tabular-nums">{f.value}</span>
              <span className="text-xs text-stone-600">{f.note}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
