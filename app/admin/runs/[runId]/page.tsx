import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { foundOrNotFound, requireAdminPage } from '@/lib/data/admin-guard';
import { getAdminRun } from '@/lib/data/admin-runs';
import { DetailHeader } from '@/components/admin/detail-header';
import { ModelCallsTable } from '@/components/admin/model-calls-table';
import { RunSummary } from '@/components/admin/run-summary';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ runId: string }> };

/** One run: what it is, why it failed, the steps it finished, and every model call it made. */
export default async function AdminRunPage({ params }: Params) {
  await requireAdminPage();
  const run = await foundOrNotFound(getAdminRun(db(), (await params).runId));
  const t = await getTranslations('admin');
  return (
    <>
      <DetailHeader
        backHref="/admin/runs"
        back={t('runs.back')}
        title={t('runs.detailTitle', { kind: run.kind, project: run.project.title })}
      />
      <RunSummary run={run} />
      <section aria-labelledby="calls-heading" className="flex flex-col gap-2">
        <h2 id="calls-heading" className="text-lg font-semibold">
          {t('calls.title')}
        </h2>
        <ModelCallsTable calls={run.modelCalls} empty={t('calls.noneForRun')} />
      </section>
    </>
  );
}
