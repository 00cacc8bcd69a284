import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { requireAdminPage } from '@/lib/authz/pages';
import { NONE, parseRoundFilter, ROUND_STATUSES, roundFilterQuery, STAGE_KEYS } from '@/lib/data/admin/round-filter';
import { knownDecisions, listAdminRounds } from '@/lib/data/admin/rounds';
import { Pager } from '@/components/ui/pager';
import { RoundFilters } from '@/components/admin/round-filters';
import { RoundsTable } from '@/components/admin/rounds-table';
import { adminTitle } from '@/components/admin/paged-list';
import { adminOverview } from '@/lib/data/admin/overview';
import { currentPrices } from '@/lib/data/admin/prices';
import { OverviewFigures } from '@/components/admin/overview-figures';

export const dynamic = 'force-dynamic';

export const generateMetadata = adminTitle('admin.rounds');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The dashboard's first page: the figures at a glance, then rounds across every project, filtered, paged and sorted on the server. */
export default async function AdminRoundsPage({ searchParams }: Props) {
  await requireAdminPage();
  const filter = parseRoundFilter(await searchParams);
  const [page, decisions, overview] = await Promise.all([
    listAdminRounds(db(), filter),
    knownDecisions(db()),
    currentPrices(db()).then((prices) => adminOverview(db(), new Date(), prices.table)),
  ]);
  const t = await getTranslations('admin.rounds');
  return (
    <>
      <OverviewFigures overview={overview} />
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <RoundFilters
        filter={filter}
        decisions={decisions}
        stageKeys={STAGE_KEYS}
        none={NONE}
        statuses={ROUND_STATUSES}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone-600" role="status">
          {t('matching', { count: page.total })}
        </p>
        <a
          href={`/api/admin/rounds/csv${roundFilterQuery(filter, { page: 1 })}`}
          className="text-sm text-indigo-800 underline"
          download
        >
          {t('csv')}
        </a>
      </div>
      <RoundsTable rows={page.rows} />
      <Pager
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        hrefFor={(p) => `/admin/rounds${roundFilterQuery(filter, { page: p })}`}
      />
    </>
  );
}
