import { db } from '@/lib/db';
import { requireAdminPage } from '@/lib/authz/pages';
import { listAuditLog } from '@/lib/data/admin/audit-log';
import { pageParam } from '@/lib/data/admin/round-filter';
import { AuditTable } from '@/components/admin/audit-table';
import { adminTitle, PagedList } from '@/components/admin/paged-list';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminTitle('admin.audit');

type Props = { searchParams: Promise<{ page?: string }> };

export default async function AdminAuditPage({ searchParams }: Props) {
  await requireAdminPage();
  const page = pageParam((await searchParams).page);
  const log = await listAuditLog(db(), page);
  return (
    <PagedList namespace="admin.audit" page={page} {...log} basePath="/admin/audit">
      <AuditTable rows={log.rows} />
    </PagedList>
  );
}
