'use client';

import { useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { diffStats, diffTexts } from '@/lib/text/diff';
import { DiffSegmentsView } from './diff-segments-view';

interface Props {
  /** What changed (a section, an artifact, a pair of versions), shown before the word counts. */
  heading: ReactNode;
  before: string;
  after: string;
  /** Said instead of the diff when nothing changed (each view has its own wording). */
  identical: string;
  testId?: string;
}

/**
 * One text before and after, with words added and removed counted and marked. Every diff in the
 * app, the admin pages and the shared page is this component.
 */
export function TextChange({ heading, before, after, identical, testId }: Props) {
  const t = useTranslations('stagePage.history');
  const segments = useMemo(() => diffTexts(before, after), [before, after]);
  const stats = useMemo(() => diffStats(segments), [segments]);
  const unchanged = segments.every((s) => s.op === 'equal');
  return (
    <section className="flex flex-col gap-1.5" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {heading}
        <p className="text-xs text-stone-600">
          <span className="text-emerald-800">{t('added', { count: stats.inserted })}</span>
          {' · '}
          <span className="text-red-800">{t('removed', { count: stats.deleted })}</span>
        </p>
      </div>
      <div className="max-h-[60vh] overflow-auto rounded-lg border border-stone-200 bg-white p-3">
        {unchanged ? <p className="text-sm text-stone-500">{identical}</p> : <DiffSegmentsView segments={segments} />}
      </div>
    </section>
  );
}
