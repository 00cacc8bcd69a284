'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useStageRound } from '@/components/refinement/refinement-context';
import { LoopRunStatus } from '@/components/refinement/loop-run-status';
import type { SectionView } from '@/lib/data/sections/section-outline';
import { useVariantSet } from './use-variant-set';
import { VariantsCompare } from './variants-compare';
import { VariantsRequest } from './variants-request';
import { LoadStatus } from '@/components/ui/load-status';
import { Panel } from '@/components/ui/panel';

function LoadedVariants({
  runId,
  section,
  onHold,
  onClose,
}: {
  runId: string;
  section: SectionView;
  onHold: () => void;
  onClose: () => void;
}) {
  const t = useTranslations('loops.variants');
  const { projectId } = useStageRound();
  const loaded = useVariantSet(projectId, runId, section.id);
  if (loaded.status !== 'ready')
    return <LoadStatus status={loaded.status} loading={t('loading')} failed={t('loadFailed')} />;
  return (
    <VariantsCompare
      projectId={projectId}
      set={loaded.set}
      current={section.text}
      sectionVersion={section.version}
      onHold={onHold}
      onClose={onClose}
    />
  );
}

/** Alternative revisions of the selected section: ask for them, follow the run, compare and choose. */
export function VariantsPanel({ section, busy, dirty }: { section: SectionView; busy: boolean; dirty: boolean }) {
  const t = useTranslations('loops.variants');
  const { projectId, variants, proposals, activeRun } = useStageRound();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [held, setHeld] = useState<{ runId: string; sectionId: string } | null>(null);
  // The section's newest alternatives, else a regeneration proposed beside its text.
  const offer = variants?.sectionId === section.id ? variants : proposals.find((p) => p.sectionId === section.id);
  const offered = offer && !dismissed.has(offer.runId) ? offer.runId : null;
  const runId = held?.sectionId === section.id ? held.runId : offered;
  const running = activeRun?.kind === 'variants' ? activeRun : null;
  const close = () => {
    if (runId) setDismissed((prev) => new Set(prev).add(runId));
    setHeld(null);
  };
  return (
    <Panel
      id="variants-heading"
      level={3}
      title={t('title')}
      actions={
        !runId && <VariantsRequest projectId={projectId} sectionId={section.id} suggestionIds={[]} disabled={busy} />
      }
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
      testId="variants-panel"
    >
      {!runId && !running && <p className="text-sm text-stone-600">{dirty ? t('saveFirst') : t('intro')}</p>}
      {running && <LoopRunStatus key={running.id} projectId={projectId} initial={running} loopId={null} />}
      {runId && (
        <LoadedVariants
          key={runId}
          runId={runId}
          section={section}
          onHold={() => setHeld({ runId, sectionId: section.id })}
          onClose={close}
        />
      )}
    </Panel>
  );
}
