import { db } from '@/lib/db';
import { requireAdminPage } from '@/lib/authz/pages';
import { listFailedRuns } from '@/lib/data/admin/failed-runs';
import { pageParam } from '@/lib/data/admin/round-filter';
import { FailedRunsTable } from '@/components/admin/failed-runs-table';
import { adminTitle, PagedList } from '@/components/admin/paged-list';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminTitle('admin.runs');

type Props = { searchParams: Promise<{ page?: string }> };

export default async function AdminRunsPage({ searchParams }: Props) {
  await requireAdminPage();
  const page = pageParam((await searchParams).page);
  const runs = await listFailedRuns(db(), page);
  return (
    <PagedList namespace="admin.runs" intro page={page} {...runs} basePath="/admin/runs">
      <FailedRunsTable rows={runs.rows} />
    </PagedList>
  );
}
