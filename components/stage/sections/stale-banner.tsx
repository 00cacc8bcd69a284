'use client';

import { useTranslations } from 'next-intl';
import { regenerateSections } from '@/lib/actions/stages';
import { Button } from '@/components/ui/button';
import type { SectionOutline } from '@/lib/data/sections/section-outline';
import { useAction } from '@/components/ui/use-action';
import { ErrorText } from '@/components/ui/error-text';
import { CostEstimate } from '@/components/costs/cost-estimate';
import { useStageRound } from '@/components/refinement/refinement-context';

/**
 * Sections made stale by an upstream change, with a targeted regeneration of just those: a written one
 * gets its new text as a proposal beside it (compared and chosen in its variants view), an empty one
 * is written. Sections whose proposal waits are not regenerated again.
 */
export function StaleBanner({
  projectId,
  stageKey,
  sections,
  disabled,
}: {
  projectId: string;
  stageKey: string;
  sections: SectionOutline[];
  disabled: boolean;
}) {
  const t = useTranslations('stagePage.sections');
  const action = useAction();
  const { proposals } = useStageRound();
  const stale = sections.filter((s) => s.status === 'stale');
  const waiting = stale.filter((s) => proposals.some((p) => p.sectionId === s.id)).length;
  const staleIds = stale.filter((s) => !proposals.some((p) => p.sectionId === s.id)).map((s) => s.id);
  if (stale.length === 0) return null;
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-950"
      data-testid="stale-sections"
    >
      <p>{t('staleBanner', { count: stale.length })}</p>
      {waiting > 0 && <p data-testid="stale-proposals">{t('proposalsWaiting', { count: waiting })}</p>}
      {staleIds.length > 0 && (
        <>
          <p className="text-orange-900">{t('staleProposes')}</p>
          <CostEstimate
            projectId={projectId}
            action={{ action: 'regenerateSections', stageKey, sectionIds: staleIds }}
            revision={String(disabled)}
          />
          <Button
            type="button"
            variant="secondary"
            className="self-start"
            disabled={disabled || action.pending}
            onClick={() => action.run(() => regenerateSections({ projectId, stageKey, sectionIds: staleIds }))}
          >
            {t('regenerateStale')}
          </Button>
        </>
      )}
      <ErrorText className="">{action.error}</ErrorText>
    </div>
  );
}
