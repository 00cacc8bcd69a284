'use client';

import { useTranslations } from 'next-intl';
import { regenerateSections } from '@/lib/actions/stages';
import { Button } from '@/components/ui/button';
import type { SectionOutline } from '@/lib/data/sections/section-outline';
import { useAction } from '@/components/ui/use-action';
import { ErrorText } from '@/components/ui/error-text';
import { CostEstimate } from '@/components/costs/cost-estimate';

/** Sections made stale by an upstream change, with a targeted regeneration of just those. */
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
  const staleIds = sections.filter((s) => s.status === 'stale').map((s) => s.id);
  if (staleIds.length === 0) return null;
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm text-orange-950"
      data-testid="stale-sections"
    >
      <p>{t('staleBanner', { count: staleIds.length })}</p>
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
      <ErrorText className="">{action.error}</ErrorText>
    </div>
  );
}
