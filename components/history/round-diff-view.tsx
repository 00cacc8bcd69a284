'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { diffStats, diffTexts } from '@/lib/text/diff';
import { DiffSegmentsView } from './diff-segments-view';
import { useRoundDiff } from './use-round-diff';

function SectionChange({ title, before, after }: { title: string; before: string; after: string }) {
  const t = useTranslations('loops.history');
  const segments = useMemo(() => diffTexts(before, after), [before, after]);
  const stats = useMemo(() => diffStats(segments), [segments]);
  const unchanged = segments.every((s) => s.op === 'equal');
  return (
    <section className="flex flex-col gap-1.5" data-testid="round-diff-section">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h5 className="text-sm font-medium">{title}</h5>
        <p className="text-xs text-stone-600">
          <span className="text-emerald-800">{t('added', { count: stats.inserted })}</span>
          {' · '}
          <span className="text-red-800">{t('removed', { count: stats.deleted })}</span>
        </p>
      </div>
      <div className="max-h-[50vh] overflow-auto rounded-lg border border-stone-200 bg-white p-3">
        {unchanged ? <p className="text-sm text-stone-500">{t('identical')}</p> : <DiffSegmentsView segments={segments} />}
      </div>
    </section>
  );
}

/** The texts a round revised, before and after, with word-level changes marked. */
export function RoundDiffView({ projectId, roundId, status }: { projectId: string; roundId: string; status: string }) {
  const t = useTranslations('loops.history');
  const stageName = useTranslations('stages');
  const loaded = useRoundDiff(projectId, roundId, status);
  if (loaded.status === 'loading') return <p role="status" className="text-sm text-stone-500">{t('loadingDiff')}</p>;
  if (loaded.status === 'error') return <p role="alert" className="text-sm text-red-700">{t('diffFailed')}</p>;
  if (loaded.diff.sections.length === 0) return <p className="text-sm text-stone-500">{t('noChanges')}</p>;
  return (
    <div className="flex flex-col gap-3" data-testid="round-diff">
      {loaded.diff.sections.map((s, i) => (
        <SectionChange key={s.sectionId ?? `artifact-${i}`} title={!s.sectionId && stageName.has(s.title) ? stageName(s.title) : s.title} before={s.before} after={s.after} />
      ))}
    </div>
  );
}
