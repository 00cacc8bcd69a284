'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { ContinuityView } from '@/lib/data/continuity/continuity-view';
import { useJson } from '@/components/ui/use-json';
import { FindingCard } from './finding-card';
import { EntityList } from './entity-list';

// The chart is recharts: loaded only when a panel with a timeline is opened.
const TimelineChart = dynamic(() => import('./timeline-chart').then((m) => m.TimelineChart), { ssr: false });

interface Props {
  projectId: string;
  /** The stage the panel sits on; none on the project page (the book's stage). */
  stageKey?: string;
}

/** The continuity ledger: open findings with the passages they contradict, waivers, entities and the timeline. */
export function ContinuityPanel({ projectId, stageKey }: Props) {
  const t = useTranslations('continuity');
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page was interactive: the element is open, the toggle was not heard.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  const [revision, setRevision] = useState(0);
  const url = `/api/projects/${projectId}/continuity${stageKey ? `?stage=${encodeURIComponent(stageKey)}` : ''}`;
  const loaded = useJson<ContinuityView>(open ? url : null, String(revision));
  const view = loaded.value;
  const changed = () => setRevision((r) => r + 1);
  return (
    <details
      ref={details}
      className="rounded-xl border border-stone-200 bg-white p-4"
      data-testid="continuity-panel"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer">
        <h2 className="inline font-medium">{t('title')}</h2>{' '}
        {view && (
          <span className="text-sm text-stone-500">
            ({t('summary', { open: view.counts.open, waived: view.counts.waived })})
          </span>
        )}
      </summary>
      {open && !view && (
        <p className="mt-3 text-sm text-stone-500" role={loaded.status === 'error' ? 'alert' : 'status'}>
          {loaded.status === 'error' ? t('loadFailed') : t('loading')}
        </p>
      )}
      {open && view && (
        <div className="mt-3 flex flex-col gap-5">
          <p className="text-sm text-stone-600">{t('hint')}</p>
          <section aria-labelledby="continuity-open" className="flex flex-col gap-2">
            <h3 id="continuity-open" className="text-sm font-medium">
              {t('openTitle', { count: view.counts.open })}
            </h3>
            {view.open.length < view.counts.open && (
              <p className="text-sm text-stone-600">
                {t('shownOf', { shown: view.open.length, count: view.counts.open })}
              </p>
            )}
            {view.open.length === 0 && <p className="text-sm text-stone-600">{t('noneOpen')}</p>}
            {view.open.map((f) => (
              <FindingCard
                key={f.fingerprint}
                projectId={projectId}
                stageKey={view.stageKey}
                finding={f}
                onChange={changed}
              />
            ))}
          </section>
          {view.waived.length > 0 && (
            <section aria-labelledby="continuity-waived" className="flex flex-col gap-2">
              <h3 id="continuity-waived" className="text-sm font-medium">
                {t('waivedTitle', { count: view.counts.waived })}
              </h3>
              {view.waived.map((f) => (
                <FindingCard
                  key={f.fingerprint}
                  projectId={projectId}
                  stageKey={view.stageKey}
                  finding={f}
                  onChange={changed}
                  waived
                />
              ))}
            </section>
          )}
          <section aria-labelledby="continuity-timeline" className="flex flex-col gap-2">
            <h3 id="continuity-timeline" className="text-sm font-medium">
              {t('timelineTitle')}
            </h3>
            {view.timeline.length === 0 ? (
              <p className="text-sm text-stone-600">{t('noTimeline')}</p>
            ) : (
              <>
                {view.timeline.length < view.counts.timeline && (
                  <p className="text-sm text-stone-600">
                    {t('momentsShownOf', { shown: view.timeline.length, count: view.counts.timeline })}
                  </p>
                )}
                <TimelineChart points={view.timeline} />
              </>
            )}
          </section>
          <EntityList projectId={projectId} stageKey={view.stageKey} entities={view.entities} />
        </div>
      )}
    </details>
  );
}
