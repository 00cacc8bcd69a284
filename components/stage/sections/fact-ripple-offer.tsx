'use client';

import { useTranslations } from 'next-intl';
import { RippleOffer } from '@/components/ripples/ripple-offer';
import { previewSectionFactRipple, proposeSectionFactRipple } from '@/lib/actions/stages';
import type { FactImpact } from '@/lib/data/ripples/propose-fact-ripple';

interface Props {
  projectId: string;
  sectionId: string;
  /** How many saves of this section the editor made: each one reads the impact again. */
  saves: number;
}

/**
 * After a save that changed a fact the continuity ledger tracks ("twelve" → "fourteen"): the later
 * passages still stating the old value, offered as one ripple of suggestions (nothing is applied).
 */
export function FactRippleOffer({ projectId, sectionId, saves }: Props) {
  const t = useTranslations('ripples');
  const changesOf = (impact: FactImpact) => impact.changes.map((c) => t('factChange', c)).join(', ');
  return (
    <RippleOffer<FactImpact>
      saves={saves}
      testId="fact-ripple"
      preview={(run) => run(() => previewSectionFactRipple({ projectId, sectionId }))}
      propose={(run, impact) => run(() => proposeSectionFactRipple({ projectId, sectionId, version: impact.version }))}
      describe={(impact) =>
        impact.places
          ? t('factImpact', { changes: changesOf(impact), places: impact.places, sections: impact.sections })
          : t('factLockedOnly', { changes: changesOf(impact) })
      }
      proposedLine={(count) => t('factProposed', { count })}
    />
  );
}
