import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db';
import { requireAdminPage } from '@/lib/authz/pages';
import { latencyBy } from '@/lib/data/admin/latency';
import { offlineWork } from '@/lib/data/admin/offline-work';
import { currentPrices } from '@/lib/data/admin/prices';
import { usageRange } from '@/lib/data/admin/usage-range';
import { usageSummary } from '@/lib/data/admin/usage';
import { estimateAccuracy } from '@/lib/data/admin/estimate-accuracy';
import { EstimateAccuracyTable } from '@/components/admin/estimate-accuracy-table';
import { LatencySection } from '@/components/admin/latency-section';
import { OfflineWorkSummary } from '@/components/admin/offline-work';
import { adminTitle } from '@/components/admin/paged-list';
import { UsageCharts } from '@/components/admin/usage-charts';
import { UsageRangeForm } from '@/components/admin/usage-range-form';
import { UsageTable } from '@/components/admin/usage-table';
import { FormMessage } from '@/components/ui/form-message';

export const dynamic = 'force-dynamic';
export const generateMetadata = adminTitle('admin.usage');

type Props = { searchParams: Promise<{ from?: string; to?: string }> };

/**
 * Tokens and cost (at the admin's prices), the cost estimate's error per kind of run, latency and errors by
 * model and role, and the offline engine's work.
 */
export default async function AdminUsagePage({ searchParams }: Props) {
  await requireAdminPage();
  const range = usageRange(await searchParams);
  const { table: prices, invalidDefaults: invalid } = await currentPrices(db());
  const [usage, byModel, byRole, offline, accuracy] = await Promise.all([
    usageSummary(db(), range.from, range.to, prices),
    latencyBy(db(), 'model', range.from, range.to),
    latencyBy(db(), 'role', range.from, range.to),
    offlineWork(db(), range.from, range.to),
    estimateAccuracy(db(), range.from, range.to),
  ]);
  const t = await getTranslations('admin.usage');
  return (
    <>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <UsageRangeForm from={range.fromDay} to={range.toDay} />
      {invalid && <FormMessage tone="error">{t('pricesInvalid')}</FormMessage>}
      {usage.unpricedModels.length > 0 && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('unpriced', { models: usage.unpricedModels.join(', ') })}
        </p>
      )}
      <UsageCharts
        days={usage.byDay.map((d) => ({
          day: d.key,
          cost: d.pricedCost,
          inputTokens: d.inputTokens,
          outputTokens: d.outputTokens,
        }))}
        models={usage.byModel.map((m) => ({
          model: m.key,
          cost: m.pricedCost,
          tokens: m.inputTokens + m.outputTokens,
        }))}
      />
      <UsageTable
        title={t('total')}
        keyLabel={t('period')}
        lines={[{ ...usage.total, label: `${range.fromDay} – ${range.toDay}` }]}
        testId="usage-total"
      />
      <EstimateAccuracyTable rows={accuracy} />
      <LatencySection view={byModel} by="model" />
      <LatencySection view={byRole} by="role" />
      <OfflineWorkSummary work={offline} />
      <div className="grid gap-6 lg:grid-cols-2">
        <UsageTable title={t('byUser')} keyLabel={t('user')} lines={usage.byUser} testId="usage-by-user" />
        <UsageTable title={t('byProject')} keyLabel={t('project')} lines={usage.byProject} testId="usage-by-project" />
        <UsageTable title={t('byModel')} keyLabel={t('model')} lines={usage.byModel} testId="usage-by-model" />
        <UsageTable
          title={t('byDay')}
          keyLabel={t('day')}
          lines={[...usage.byDay].reverse().filter((d) => d.calls > 0)}
          testId="usage-by-day"
        />
      </div>
    </>
  );
}
