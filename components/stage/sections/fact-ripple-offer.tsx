'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAction } from '@/components/ui/use-action';
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
  const { run, pending, failure } = useAction();
  const [impact, setImpact] = useState<FactImpact | null>(null);
  const [proposed, setProposed] = useState<number | null>(null);

  useEffect(() => {
    if (!saves) return;
    // The editor's save went through already: read the impact of what it stored, nothing else.
    run(() => previewSectionFactRipple({ projectId, sectionId }), {
      refresh: false,
      commitEdits: false,
      onOk: (next) => {
        setImpact(next);
        setProposed(null);
      },
    });
  }, [saves]); // eslint-disable-line react-hooks/exhaustive-deps

  if (proposed !== null)
    return (
      <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        {t('factProposed', { count: proposed })}
      </p>
    );
  if (!impact) return null;
  const changes = impact.changes.map((c) => t('factChange', c)).join(', ');
  return (
    <section
      className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm"
      aria-labelledby={`fact-ripple-${sectionId}`}
      data-testid="fact-ripple"
    >
      <h3 id={`fact-ripple-${sectionId}`} className="font-medium">
        {t('impactTitle')}
      </h3>
      <p role="status">
        {impact.places
          ? t('factImpact', { changes, places: impact.places, sections: impact.sections })
          : t('factLockedOnly', { changes })}
      </p>
      {impact.lockedPlaces > 0 && (
        <p>{t('locked', { places: impact.lockedPlaces, sections: impact.lockedSections })}</p>
      )}
      {failure && <p role="alert">{failure.message}</p>}
      <div className="flex flex-wrap gap-2">
        {impact.places > 0 && (
          <Button
            type="button"
            disabled={pending}
            onClick={() =>
              run(() => proposeSectionFactRipple({ projectId, sectionId, version: impact.version }), {
                onOk: (r) => setProposed(r.proposed),
              })
            }
          >
            {t('propose')}
          </Button>
        )}
        <Button type="button" variant="ghost" disabled={pending} onClick={() => setImpact(null)}>
          {t('notNow')}
        </Button>
      </div>
    </section>
  );
}
