'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { VersionSummary } from '@/lib/data/stage-view.types';
import type { Shape } from '@/components/stage/artifact/shape';
import { OriginalVsCurrent } from './original-vs-current';
import { VersionDiff } from './version-diff';
import { VersionList } from './version-list';

interface Props {
  projectId: string;
  versions: VersionSummary[];
  currentId: string | null;
  kind: 'text' | 'artifact';
  shape?: Shape | null;
}

/** The versions of one artifact or section; compare any two, or the model's original with the current text. */
export function VersionHistory({ projectId, versions, currentId, kind, shape }: Props) {
  const t = useTranslations('stagePage.history');
  const [selected, setSelected] = useState<string[]>([]);
  const [view, setView] = useState<'diff' | 'original' | null>(null);
  const byId = new Map(versions.map((v) => [v.id, v]));
  const current = currentId ? byId.get(currentId) : undefined;
  // The model's original of the current text: the latest generated version not newer than it.
  const original = current
    ? versions.filter((v) => v.source === 'model' && v.number <= current.number).sort((a, b) => b.number - a.number)[0]
    : undefined;
  const pair = selected
    .map((id) => byId.get(id))
    .filter((v): v is VersionSummary => Boolean(v))
    .sort((a, b) => a.number - b.number);

  const toggle = (id: string) => {
    setView(null);
    // Keep at most two: ticking a third drops the oldest pick.
    setSelected((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id].slice(-2)));
  };

  return (
    <details className="rounded-xl border border-stone-200 bg-white p-4" data-testid="version-history">
      <summary className="cursor-pointer font-medium">
        {t('title')} <span className="text-sm font-normal text-stone-500">({versions.length})</span>
      </summary>
      {versions.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500">{t('empty')}</p>
      ) : (
        <div className="mt-3 flex flex-col gap-4">
          <VersionList versions={versions} currentId={currentId} selected={selected} onToggle={toggle} />
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" variant="secondary" disabled={pair.length !== 2} onClick={() => setView('diff')}>
              {t('compare')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={!original || !current || original.id === current.id}
              onClick={() => setView('original')}
            >
              {t('originalVsCurrent')}
            </Button>
            {view && (
              <Button type="button" variant="ghost" onClick={() => setView(null)}>
                {t('close')}
              </Button>
            )}
            {pair.length < 2 && <p className="text-xs text-stone-500">{t('selectHint')}</p>}
          </div>
          {view === 'diff' && pair.length === 2 && (
            <VersionDiff projectId={projectId} olderId={pair[0].id} newerId={pair[1].id} kind={kind} shape={shape} />
          )}
          {view === 'original' && original && current && (
            <OriginalVsCurrent
              projectId={projectId}
              originalId={original.id}
              currentId={current.id}
              kind={kind}
              shape={shape}
            />
          )}
        </div>
      )}
    </details>
  );
}
