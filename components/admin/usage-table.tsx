import { getFormatter, getTranslations } from 'next-intl/server';
import type { UsageLine } from '@/lib/data/admin/usage';
import { DataTable } from '@/components/ui/data-table';
import { UsageSection } from './usage-section';

/** Calls, tokens and cost per user, project, model or day. */
export async function UsageTable({
  title,
  keyLabel,
  lines,
  testId,
}: {
  title: string;
  keyLabel: string;
  lines: UsageLine[];
  testId: string;
}) {
  const t = await getTranslations('admin.usage');
  const format = await getFormatter();
  const n = (v: number) => format.number(v);
  const usd = (v: number) =>
    format.number(v, { style: 'currency', currency: 'USD', maximumFractionDigits: v < 1 ? 4 : 2 });
  return (
    <UsageSection title={title} id={testId}>
      <DataTable
        rows={lines}
        rowKey={(l) => l.key}
        caption={title}
        empty={t('none')}
        testId={testId}
        frame="plain"
        columns={[
          { key: 'key', header: keyLabel, rowHeader: true, cell: (l) => l.label || t('noProject') },
          { key: 'calls', header: t('calls'), align: 'right', cell: (l) => n(l.calls) },
          { key: 'input', header: t('inputTokens'), align: 'right', cell: (l) => n(l.inputTokens) },
          { key: 'cached', header: t('cachedInputTokens'), align: 'right', cell: (l) => n(l.cachedInputTokens) },
          { key: 'output', header: t('outputTokens'), align: 'right', cell: (l) => n(l.outputTokens) },
          {
            key: 'cost',
            header: t('cost'),
            align: 'right',
            cell: (l) =>
              l.cost !== null
                ? usd(l.cost)
                : l.pricedCost > 0
                  ? t('partialCost', { cost: usd(l.pricedCost) })
                  : t('noPrice'),
          },
        ]}
      />
    </UsageSection>
  );
}
