'use client';

import { useTranslations } from 'next-intl';
import { ChartFigure } from './chart-figure';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { LatencyLine } from '@/lib/data/admin/latency';

const COLOURS = ['#4f46e5', '#059669', '#d97706', '#dc2626', '#0891b2', '#7c3aed'];
const percent = (v: number) => `${Math.round(v * 100)}%`;

/** Day-by-day rows reshaped into one point per day with one value per key (model or role). */
function series(byDay: (LatencyLine & { day: string })[], keys: string[], pick: (l: LatencyLine) => number) {
  const days = [...new Set(byDay.map((d) => d.day))];
  return days.map((day) => ({
    day,
    ...Object.fromEntries(
      keys.map((k) => {
        const line = byDay.find((d) => d.day === day && d.key === k);
        return [k, line ? pick(line) : null];
      }),
    ),
  }));
}

/** p95 latency and error rate per day, one line per model or role; the table beside carries the numbers. */
export function LatencyCharts({
  byDay,
  keys,
  names,
  testId,
}: {
  byDay: (LatencyLine & { day: string })[];
  keys: string[];
  /** What each key is called on screen. */
  names: Record<string, string>;
  testId: string;
}) {
  const t = useTranslations('admin.usage');
  if (byDay.length === 0) return <p className="text-sm text-stone-600">{t('noCalls')}</p>;
  const charts = [
    { id: 'p95', title: t('p95PerDay'), data: series(byDay, keys, (l) => l.p95Ms), format: (v: number) => `${v}` },
    { id: 'errors', title: t('errorRatePerDay'), data: series(byDay, keys, (l) => l.errorRate), format: percent },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {charts.map((c) => (
        <ChartFigure key={c.id} title={c.title} testId={`${testId}-${c.id}`} className="" height="h-56">
          <LineChart data={c.data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" fontSize={11} />
            <YAxis fontSize={11} tickFormatter={c.format} />
            <Tooltip formatter={(v) => c.format(Number(v))} />
            <Legend />
            {keys.map((k, i) => (
              <Line key={k} dataKey={k} name={names[k] ?? k} stroke={COLOURS[i % COLOURS.length]} connectNulls dot />
            ))}
          </LineChart>
        </ChartFigure>
      ))}
    </div>
  );
}
