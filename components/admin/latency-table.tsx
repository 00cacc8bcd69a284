import { getFormatter, getTranslations } from 'next-intl/server';
import type { LatencyLine } from '@/lib/data/admin/latency';
import { DataTable } from '@/components/ui/data-table';

/** Per model or role: calls, p50 and p95 latency, and how many calls failed. */
export async function LatencyTable({
  lines,
  keyLabel,
  caption,
  testId,
  nameOf,
}: {
  lines: LatencyLine[];
  keyLabel: string;
  caption: string;
  testId: string;
  /** The key (a model or a role) in words. */
  nameOf: (key: string) => string;
}) {
  const t = await getTranslations();
  const format = await getFormatter();
  const ms = (v: number) => t('admin.calls.ms', { ms: format.number(Math.round(v)) });
  return (
    <DataTable
      rows={lines}
      rowKey={(l) => l.key}
      caption={caption}
      empty={t('admin.usage.noCalls')}
      testId={testId}
      frame="plain"
      columns={[
        {
          key: 'key',
          header: keyLabel,
          rowHeader: true,
          cell: (l) => nameOf(l.key),
        },
        { key: 'calls', header: t('admin.usage.calls'), align: 'right', cell: (l) => format.number(l.calls) },
        { key: 'p50', header: t('admin.usage.p50'), align: 'right', cell: (l) => ms(l.p50Ms) },
        { key: 'p95', header: t('admin.usage.p95'), align: 'right', cell: (l) => ms(l.p95Ms) },
        {
          key: 'errors',
          header: t('admin.usage.errorRate'),
          align: 'right',
          cell: (l) =>
            t('admin.usage.errorRateValue', {
              rate: format.number(l.errorRate, { style: 'percent', maximumFractionDigits: 1 }),
              errors: l.errors,
            }),
        },
      ]}
    />
  );
}
