'use client';

import { useTranslations } from 'next-intl';
import { CartesianGrid, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ContinuityView } from '@/lib/data/continuity/continuity-view';

/** Dated moments in story order: section along, day counted within it up; a conflict in red. A list says the same for screen readers. */
export function TimelineChart({ points }: { points: ContinuityView['timeline'] }) {
  const t = useTranslations('continuity');
  const data = points.map((p) => ({ x: p.section + 1, y: p.day ?? 0, ...p }));
  return (
    <div>
      <div aria-hidden="true" className="h-48 w-full">
        <ResponsiveContainer>
          {/* The list below says the same to a screen reader; the hidden chart must not take focus. */}
          <ScatterChart accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 16, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              dataKey="x"
              type="number"
              name={t('chartSection')}
              allowDecimals={false}
              label={{ value: t('chartSection'), position: 'insideBottom', offset: -4 }}
            />
            <YAxis
              dataKey="y"
              type="number"
              name={t('chartDay')}
              allowDecimals={false}
              width={40}
              label={{ value: t('chartDay'), angle: -90, position: 'insideLeft' }}
            />
            <Tooltip formatter={(_v, _n, item) => (item?.payload as { quote?: string })?.quote ?? ''} />
            <Scatter data={data.filter((d) => !d.conflict)} fill="#4f46e5" />
            <Scatter data={data.filter((d) => d.conflict)} fill="#dc2626" shape="diamond" />
          </ScatterChart>
        </ResponsiveContainer>
      </div>
      <ol className="sr-only">
        {points.map((p, i) => (
          <li key={i}>
            {t('timelineItem', { section: p.sectionTitle, quote: p.quote })}
            {p.conflict ? ` — ${t('conflict')}` : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}
