'use client';

import { useTranslations } from 'next-intl';
import { ChartFigure } from './chart-figure';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

export interface DayPoint {
  day: string;
  cost: number;
  inputTokens: number;
  outputTokens: number;
}

export interface ModelPoint {
  model: string;
  cost: number;
  tokens: number;
}

const usd = (v: number) => `$${v.toFixed(v < 1 ? 4 : 2)}`;

/** Tokens and cost per day, and cost per model. The tables beside them carry the same numbers as text. */
export function UsageCharts({ days, models }: { days: DayPoint[]; models: ModelPoint[] }) {
  const t = useTranslations('admin.usage');
  // A month of zero bars says nothing: say there is nothing yet.
  if (days.every((d) => d.inputTokens + d.outputTokens === 0))
    return <p className="rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-600">{t('noTokens')}</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartFigure title={t('tokensPerDay')} testId="chart-tokens-per-day">
        <BarChart data={days}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" fontSize={11} />
          <YAxis fontSize={11} />
          <Tooltip />
          <Legend />
          <Bar dataKey="inputTokens" name={t('inputTokens')} stackId="tokens" fill="#4f46e5" />
          <Bar dataKey="outputTokens" name={t('outputTokens')} stackId="tokens" fill="#a5b4fc" />
        </BarChart>
      </ChartFigure>
      <ChartFigure title={t('costPerDay')} testId="chart-cost-per-day">
        <BarChart data={days}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" fontSize={11} />
          <YAxis fontSize={11} tickFormatter={usd} />
          <Tooltip formatter={(v) => usd(Number(v))} />
          <Bar dataKey="cost" name={t('cost')} fill="#059669" />
        </BarChart>
      </ChartFigure>
      <ChartFigure
        title={t('costPerModel')}
        testId="chart-cost-per-model"
        className="rounded-xl border border-stone-200 bg-white p-4 lg:col-span-2"
      >
        <BarChart data={models} layout="vertical" margin={{ left: 40 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" fontSize={11} tickFormatter={usd} />
          <YAxis type="category" dataKey="model" fontSize={11} width={120} />
          <Tooltip formatter={(v) => usd(Number(v))} />
          <Bar dataKey="cost" name={t('cost')} fill="#059669" />
        </BarChart>
      </ChartFigure>
    </div>
  );
}
