import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { requireAdminPage } from '@/lib/data/admin-guard';
import { listFailedRuns } from '@/lib/data/admin-runs';
import { FailedRunsTable } from '@/components/admin/failed-runs-table';
import { Pager } from '@/components/ui/pager';
import { pageParam } from '@/lib/data/admin-round-filter';

export const dynamic = 'force-dynamic';

export async function generateMetadata() {
  return { title: (await getTranslations('admin.runs'))('title') };
}

type Props = { searchParams: Promise<{ page?: string }> };

export default async function AdminRunsPage({ searchParams }: Props) {
  await requireAdminPage();
  const page = pageParam((await searchParams).page);
  const runs = await listFailedRuns(db(), page);
  const t = await getTranslations('admin.runs');
  return (
    <>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="text-sm text-stone-600">{t('intro')}</p>
      <FailedRunsTable rows={runs.rows} />
      <Pager page={page} pageCount={runs.pageCount} total={runs.total} hrefFor={(p) => `/admin/runs?page=${p}`} />
    </>
  );
}
