'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { diffTexts } from '@/lib/text/diff';
import { DiffSegmentsView } from './diff-segments-view';
import { useVersions } from './use-versions';
import type { Shape } from '@/components/stage/artifact/shape';
import { readableText } from './version-text';
import { LoadStatus } from '@/components/ui/load-status';

interface Props {
  projectId: string;
  originalId: string;
  currentId: string;
  kind: 'text' | 'artifact';
  /** The artifact's shape, to list its fields in schema order. */
  shape?: Shape | null;
}

/** The model's original beside the current (author-edited) text; what changed is marked on each side. */
export function OriginalVsCurrent({ projectId, originalId, currentId, kind, shape }: Props) {
  const t = useTranslations('stagePage.history');
  const id = useId();
  const loaded = useVersions(projectId, [originalId, currentId]);
  const segments = useMemo(
    () =>
      loaded.status === 'ready'
        ? diffTexts(readableText(loaded.versions[0], kind, shape), readableText(loaded.versions[1], kind, shape))
        : [],
    [loaded, kind, shape],
  );
  if (loaded.status !== 'ready')
    return <LoadStatus status={loaded.status} loading={t('loading')} failed={t('loadFailed')} />;
  const [original, current] = loaded.versions;
  const column = 'flex min-w-0 flex-col gap-2';
  const box = 'max-h-[60vh] overflow-auto rounded-lg border border-stone-200 bg-white p-4';
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="side-by-side">
      <section aria-labelledby={`${id}-original`} className={column}>
        <h4 id={`${id}-original`} className="text-sm font-medium">
          {t('original', { number: original.number })}
        </h4>
        <div className={box}>
          <DiffSegmentsView segments={segments} side="before" />
        </div>
      </section>
      <section aria-labelledby={`${id}-current`} className={column}>
        <h4 id={`${id}-current`} className="text-sm font-medium">
          {t('currentEdit', { number: current.number, source: t(`source.${current.source}`) })}
        </h4>
        <div className={box}>
          <DiffSegmentsView segments={segments} side="after" />
        </div>
      </section>
    </div>
  );
}
