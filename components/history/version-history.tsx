'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { OnDemandDetails } from '@/components/ui/on-demand-details';
import { useJson } from '@/components/ui/use-json';
import type { VersionPage } from '@/lib/data/versions/list-versions';
import type { VersionSummary } from '@/lib/data/versions/version-summary';
import type { Shape } from '@/components/stage/artifact/shape';
import { OriginalVsCurrent } from './original-vs-current';
import { VersionDiff } from './version-diff';
import { VersionList } from './version-list';

const PAGE = 30;

interface Props {
  projectId: string;
  /** Whose versions: a section's, or a stage artifact's. */
  unit: { sectionId: string } | { stageKey: string };
  /** How many versions there were when the page was read (the summary, before the list loads). */
  count: number;
  /** Changes when the unit gets new text: an open history reads its versions again. */
  revision: number;
  kind: 'text' | 'artifact';
  shape?: Shape | null;
}

/** The versions of one artifact or section, read when opened; compare any two, or the model's original with the current text. */
export function VersionHistory({ projectId, unit, count, revision, kind, shape }: Props) {
  const t = useTranslations('stagePage.history');
  const [shownTotal, setShownTotal] = useState<number | null>(null);
  return (
    <OnDemandDetails testId="version-history" title={t('title')} note={String(shownTotal ?? count)}>
      {() => (
        <LoadedHistory
          projectId={projectId}
          unit={unit}
          revision={revision}
          kind={kind}
          shape={shape}
          onTotal={setShownTotal}
        />
      )}
    </OnDemandDetails>
  );
}

function LoadedHistory({
  projectId,
  unit,
  revision,
  kind,
  shape,
  onTotal,
}: Omit<Props, 'count'> & { onTotal: (total: number) => void }) {
  const t = useTranslations('stagePage.history');
  const [limit, setLimit] = useState(PAGE);
  const [selected, setSelected] = useState<string[]>([]);
  const [view, setView] = useState<'diff' | 'original' | null>(null);
  const query = 'sectionId' in unit ? `sectionId=${unit.sectionId}` : `stageKey=${unit.stageKey}`;
  const loaded = useJson<VersionPage>(`/api/projects/${projectId}/versions?${query}&limit=${limit}`, String(revision));
  const page = loaded.value;
  const total = page?.total;
  useEffect(() => {
    if (total !== undefined) onTotal(total);
  }, [total, onTotal]);
  if (!page)
    return (
      <p className="mt-3 text-sm text-stone-500" role={loaded.status === 'error' ? 'alert' : 'status'}>
        {loaded.status === 'error' ? t('loadFailed') : t('loading')}
      </p>
    );
  const byId = new Map(page.versions.map((v) => [v.id, v]));
  const current = page.currentId ? byId.get(page.currentId) : undefined;
  const pair = selected
    .map((id) => byId.get(id))
    .filter((v): v is VersionSummary => Boolean(v))
    .sort((a, b) => a.number - b.number);
  const toggle = (id: string) => {
    setView(null);
    // Keep at most two: ticking a third drops the oldest pick.
    setSelected((prev) => (prev.includes(id) ? prev.filter((x) => x !== id) : [...prev, id].slice(-2)));
  };

  if (page.versions.length === 0) return <p className="mt-3 text-sm text-stone-500">{t('empty')}</p>;
  return (
    <div className="mt-3 flex flex-col gap-4">
      <VersionList versions={page.versions} currentId={page.currentId} selected={selected} onToggle={toggle} />
      {page.versions.length < page.total && (
        <Button type="button" variant="ghost" onClick={() => setLimit((n) => n + PAGE)}>
          {t('showOlder')}
        </Button>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="secondary" disabled={pair.length !== 2} onClick={() => setView('diff')}>
          {t('compare')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={!page.originalId || !current || page.originalId === current.id}
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
      {view === 'original' && page.originalId && current && (
        <OriginalVsCurrent
          projectId={projectId}
          originalId={page.originalId}
          currentId={current.id}
          kind={kind}
          shape={shape}
        />
      )}
    </div>
  );
}
