'use client';

import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/** One captioned chart that fills its box; the tables beside the charts carry the same numbers as text. */
export function ChartFigure({
  title,
  testId,
  className = 'rounded-xl border border-stone-200 bg-white p-4',
  height = 'h-64',
  children,
}: {
  title: string;
  testId: string;
  className?: string;
  height?: string;
  children: ReactElement;
}) {
  return (
    <figure className={className}>
      <figcaption className="mb-2 text-sm font-medium">{title}</figcaption>
      <div className={height} data-testid={testId}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
