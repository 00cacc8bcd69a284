import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { foundOrNotFound, requireAdminPage } from '@/lib/authz/pages';
import { getAdminRun } from '@/lib/data/admin/failed-runs';
import { DetailHeader } from '@/components/admin/detail-header';
import { ModelCallsTable } from '@/components/admin/model-calls-table';
import { RunSummary } from '@/components/admin/run-summary';
import { callLabels } from '@/components/admin/call-labels';
import { TitledSection } from '@/components/ui/titled-section';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ runId: string }> };

/** One run: what it is, why it failed, the steps it finished, and every model call it made. */
export default async function AdminRunPage({ params }: Params) {
  await requireAdminPage();
  const run = await foundOrNotFound(getAdminRun(db(), (await params).runId));
  const t = await getTranslations();
  return (
    <>
      <DetailHeader
        backHref="/admin/runs"
        back={t('admin.runs.back')}
        title={t('admin.runs.detailTitle', { kind: callLabels(t).runKind(run.kind), project: run.project.title })}
      />
      <RunSummary run={run} />
      <TitledSection id="calls-heading" title={t('admin.calls.title')}>
        <ModelCallsTable calls={run.modelCalls} empty={t('admin.calls.noneForRun')} />
      </TitledSection>
    </>
  );
}
