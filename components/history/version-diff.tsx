'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { diffStats, diffTexts } from '@/lib/text/diff';
import { DiffSegmentsView } from './diff-segments-view';
import { useVersions } from './use-versions';
import type { Shape } from '@/components/stage/artifact/shape';
import { readableText } from './version-text';

interface Props {
  projectId: string;
  olderId: string;
  newerId: string;
  kind: 'text' | 'artifact';
  /** The artifact's shape, to list its fields in schema order. */
  shape?: Shape | null;
}

/** Word-level diff of two versions, older to newer. */
export function VersionDiff({ projectId, olderId, newerId, kind, shape }: Props) {
  const t = useTranslations('stagePage.history');
  const titleId = useId();
  const loaded = useVersions(projectId, [olderId, newerId]);
  const segments = useMemo(
    () => (loaded.status === 'ready' ? diffTexts(readableText(loaded.versions[0], kind, shape), readableText(loaded.versions[1], kind, shape)) : []),
    [loaded, kind, shape],
  );
  const stats = useMemo(() => diffStats(segments), [segments]);
  if (loaded.status === 'loading') return <p role="status" className="text-sm text-stone-500">{t('loading')}</p>;
  if (loaded.status === 'error') return <p role="alert" className="text-sm text-red-700">{t('loadFailed')}</p>;
  const [older, newer] = loaded.versions;
  const unchanged = segments.every((s) => s.op === 'equal');
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2" data-testid="version-diff">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={titleId} className="text-sm font-medium">
          {t('diffTitle', { from: older.number, to: newer.number })}
        </h4>
        <p className="text-xs text-stone-600">
          <span className="text-emerald-800">{t('added', { count: stats.inserted })}</span>
          {' · '}
          <span className="text-red-800">{t('removed', { count: stats.deleted })}</span>
        </p>
      </div>
      <div className="max-h-[60vh] overflow-auto rounded-lg border border-stone-200 bg-white p-4">
        {unchanged ? <p className="text-sm text-stone-500">{t('identical')}</p> : <DiffSegmentsView segments={segments} />}
      </div>
    </section>
  );
}
