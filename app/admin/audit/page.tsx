import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { requireAdminPage } from '@/lib/data/admin-guard';
import { listAuditLog } from '@/lib/data/admin-audit';
import { AuditTable } from '@/components/admin/audit-table';
import { Pager } from '@/components/ui/pager';
import { pageParam } from '@/lib/data/admin-round-filter';

export const dynamic = 'force-dynamic';

export async function generateMetadata() {
  return { title: (await getTranslations('admin.audit'))('title') };
}

type Props = { searchParams: Promise<{ page?: string }> };

export default async function AdminAuditPage({ searchParams }: Props) {
  await requireAdminPage();
  const page = pageParam((await searchParams).page);
  const log = await listAuditLog(db(), page);
  const t = await getTranslations('admin.audit');
  return (
    <>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <AuditTable rows={log.rows} />
      <Pager page={page} pageCount={log.pageCount} total={log.total} hrefFor={(p) => `/admin/audit?page=${p}`} />
    </>
  );
}
