import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { ExpectedError } from '@/lib/errors';
import { requireAdminPage } from '@/lib/data/admin-guard';
import { getAdminRun } from '@/lib/data/admin-runs';
import { ModelCallsTable } from '@/components/admin/model-calls-table';
import { RunSummary } from '@/components/admin/run-summary';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ runId: string }> };

/** One run: what it is, why it failed, the steps it finished, and every model call it made. */
export default async function AdminRunPage({ params }: Params) {
  await requireAdminPage();
  const run = await getAdminRun(db(), (await params).runId).catch((error) => {
    if (error instanceof ExpectedError) notFound();
    throw error;
  });
  const t = await getTranslations('admin');
  return (
    <>
      <div>
        <Link href="/admin/runs" className="text-sm text-indigo-800 hover:underline">
          {t('runs.back')}
        </Link>
        <h1 className="mt-1 text-2xl font-semibold">
          {t('runs.detailTitle', { kind: run.kind, project: run.project.title })}
        </h1>
      </div>
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
