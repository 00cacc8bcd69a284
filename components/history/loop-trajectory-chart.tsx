'use client';

import { useTranslations } from 'next-intl';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LoopView } from '@/lib/data/refinement/history.types';

/**
 * The loop's trajectory: suggestions per round, stacked by priority, and tokens per round as a line
 * on its own axis. The round table beside it carries the same numbers as text.
 */
export function LoopTrajectoryChart({ loop }: { loop: LoopView }) {
  const t = useTranslations('loops.chart');
  const data = loop.rounds.map((r) => ({
    round: t('roundTick', { number: r.number }),
    ...r.counts,
    tokens: r.inputTokens + r.outputTokens,
  }));
  const summary = loop.rounds
    .map((r) => t('roundSummary', { number: r.number, ...r.counts, tokens: r.inputTokens + r.outputTokens }))
    .join('; ');
  return (
    <figure className="flex flex-col gap-2" data-testid="loop-chart">
      <figcaption className="text-sm font-medium">{t('title')}</figcaption>
      <div className="h-56" role="img" aria-label={t('ariaLabel', { summary })}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="round" fontSize={11} />
            <YAxis
              yAxisId="count"
              allowDecimals={false}
              fontSize={11}
              label={{ value: t('suggestionsAxis'), angle: -90, position: 'insideLeft', fontSize: 11 }}
            />
            <YAxis
              yAxisId="tokens"
              orientation="right"
              allowDecimals={false}
              fontSize={11}
              label={{ value: t('tokensAxis'), angle: 90, position: 'insideRight', fontSize: 11 }}
            />
            <Tooltip />
            <Legend />
            <Bar yAxisId="count" dataKey="high" name={t('high')} stackId="p" fill="#b91c1c" isAnimationActive={false} />
            <Bar
              yAxisId="count"
              dataKey="medium"
              name={t('medium')}
              stackId="p"
              fill="#d97706"
              isAnimationActive={false}
            />
            <Bar yAxisId="count" dataKey="low" name={t('low')} stackId="p" fill="#0284c7" isAnimationActive={false} />
            <Line
              yAxisId="tokens"
              type="monotone"
              dataKey="tokens"
              name={t('tokens')}
              stroke="#4338ca"
              strokeWidth={2}
              dot
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
