import { getTranslations } from 'next-intl/server';
import type { LatencyView } from '@/lib/data/admin/latency';
import { labelOr } from '@/components/share/round-labels';
import { LatencyCharts } from './latency-charts';
import { LatencyTable } from './latency-table';
import { UsageSection } from './usage-section';

/** Latency and errors for one dimension (model or role): the period's table, then the days' charts. */
export async function LatencySection({ view, by }: { view: LatencyView; by: 'model' | 'role' }) {
  const t = await getTranslations('admin.usage');
  const tAll = await getTranslations();
  const nameOf = (key: string) => (by === 'role' ? labelOr(tAll, `admin.calls.roles.${key}`, key) : key);
  const title = by === 'model' ? t('latencyByModel') : t('latencyByRole');
  return (
    <UsageSection title={title} id={`latency-by-${by}`}>
      <LatencyTable
        lines={view.lines}
        keyLabel={by === 'model' ? t('model') : t('role')}
        caption={title}
        testId={`latency-by-${by}`}
        nameOf={nameOf}
      />
      {view.lines.length > 0 && (
        <LatencyCharts
          byDay={view.byDay}
          keys={view.lines.map((l) => l.key)}
          names={Object.fromEntries(view.lines.map((l) => [l.key, nameOf(l.key)]))}
          testId={`latency-chart-${by}`}
        />
      )}
    </UsageSection>
  );
}
