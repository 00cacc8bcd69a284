'use client';

import { useTranslations } from 'next-intl';
import { RippleOffer } from '@/components/ripples/ripple-offer';
import { previewPlanRipple, proposePlanRipple } from '@/lib/actions/stages';
import type { ArtifactImpact } from '@/lib/data/ripples/propose-artifact-ripple';

interface Props {
  projectId: string;
  stageKey: string;
  /** How many saves this form made: each one reads the impact again. */
  saves: number;
}

/**
 * After a save of an approved plan or outline: what its edits since approval would change in the later
 * stages' passages, and the choice to propose it as one ripple of suggestions (nothing is applied).
 */
export function PlanRippleOffer({ projectId, stageKey, saves }: Props) {
  const t = useTranslations('ripples');
  const changesOf = (impact: ArtifactImpact) =>
    [...impact.renames, ...impact.values].map((r) => t('rename', { from: r.from, to: r.to })).join(', ');
  return (
    <RippleOffer<ArtifactImpact>
      saves={saves}
      testId="plan-ripple"
      preview={(run) => run(() => previewPlanRipple({ projectId, stageKey }))}
      propose={(run, impact) => run(() => proposePlanRipple({ projectId, stageKey, toVersion: impact.toVersion }))}
      describe={(impact) =>
        impact.places
          ? t('planImpact', {
              changes: changesOf(impact),
              places: impact.places,
              sections: impact.sections,
              passages: impact.passages,
            })
          : impact.lockedPlaces
            ? t('planLockedOnly', { changes: changesOf(impact) })
            : t('planRewritten')
      }
      proposedLine={(count) => t('proposed', { count })}
    />
  );
}
