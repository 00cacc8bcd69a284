'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAction } from '@/components/ui/use-action';
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
  const { run, pending, failure } = useAction();
  const [impact, setImpact] = useState<ArtifactImpact | null>(null);
  const [proposed, setProposed] = useState<number | null>(null);

  useEffect(() => {
    if (!saves) return;
    // The form's save went through already: read the impact of what it stored, nothing else.
    run(() => previewPlanRipple({ projectId, stageKey }), {
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
        {t('proposed', { count: proposed })}
      </p>
    );
  if (!impact) return null;
  const changes = [...impact.renames, ...impact.values].map((r) => t('rename', { from: r.from, to: r.to })).join(', ');
  const counts = { changes, places: impact.places, sections: impact.sections, passages: impact.passages };
  return (
    <section
      className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm"
      aria-labelledby="plan-ripple-title"
      data-testid="plan-ripple"
    >
      <h3 id="plan-ripple-title" className="font-medium">
        {t('impactTitle')}
      </h3>
      <p role="status">{impact.places ? t('planImpact', counts) : t('planLockedOnly', { changes })}</p>
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
              run(() => proposePlanRipple({ projectId, stageKey, toVersion: impact.toVersion }), {
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
