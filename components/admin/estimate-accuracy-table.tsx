import { getFormatter, getTranslations } from 'next-intl/server';
import type { EstimateAccuracy } from '@/lib/data/admin/estimate-accuracy';
import { DataTable } from '@/components/ui/data-table';
import { UsageSection } from './usage-section';

/** The cost estimate's error per kind of run: what the writers were shown before each run against what it took. */
export async function EstimateAccuracyTable({ rows }: { rows: EstimateAccuracy[] }) {
  const t = await getTranslations('costs.accuracy');
  const format = await getFormatter();
  const n = (v: number) => format.number(v);
  const error = (v: number | null) =>
    v === null
      ? t('noCost')
      : format.number(v, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 });
  return (
    <UsageSection title={t('title')} id="estimate-accuracy">
      <p className="mb-2 text-sm text-stone-600">{t('intro')}</p>
      <DataTable
        rows={rows}
        rowKey={(r) => `${r.work}/${r.language}`}
        caption={t('title')}
        empty={t('empty')}
        testId="estimate-accuracy"
        frame="plain"
        columns={[
          {
            key: 'kind',
            header: t('kind'),
            rowHeader: true,
            cell: (r) => `${t(`works.${r.work.replace('.', '_')}`)} · ${t(`languages.${r.language}`)}`,
          },
          { key: 'runs', header: t('runs'), align: 'right', cell: (r) => n(r.runs) },
          { key: 'est', header: t('estimated'), align: 'right', cell: (r) => n(r.estTokens) },
          { key: 'actual', header: t('actual'), align: 'right', cell: (r) => n(r.actualTokens) },
          { key: 'tokenError', header: t('tokenError'), align: 'right', cell: (r) => error(r.tokenError) },
          { key: 'costError', header: t('costError'), align: 'right', cell: (r) => error(r.costError) },
        ]}
      />
    </UsageSection>
  );
}
