'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAction } from '@/components/ui/use-action';
import type { ActionResult } from '@/lib/errors';
import type { RewriteImpact } from '@/lib/data/ripples/rewrite-ripple';
import { RewriteLines } from './rewrite-lines';

/** What every ripple's impact says: how many places it would propose, and how many locks keep. */
interface Impact {
  places: number;
  lockedPlaces: number;
  lockedSections: number;
  /** Passages that need rewriting rather than replacing (plan ripples). */
  rewrite?: RewriteImpact;
}

/** What proposing answers: the suggestions recorded at once, and the model's run for the rewrites. */
interface Proposed {
  proposed: number;
  runId?: string | null;
}

/** Hands an action call to useAction's run, which the caller names: server actions are called only inside run. */
type Runner<T> = (call: () => Promise<ActionResult<T>>) => void;

interface Props<I extends Impact> {
  /** How many saves the form or editor made: each one reads the impact again. */
  saves: number;
  testId: string;
  /** Reads the impact of what was saved: `(run) => run(() => previewAction(…))`. */
  preview: (run: Runner<I | null>) => void;
  /** Proposes the ripple the impact shows: `(run, impact) => run(() => proposeAction(…))`. */
  propose: (run: Runner<Proposed>, impact: I) => void;
  /** The impact in words: what changed, and where the later passages still state it. */
  describe: (impact: I) => string;
  /** The line once proposed. */
  proposedLine: (count: number) => string;
}

/**
 * After a save that changed something later passages state (a plan's name, a fact in a chapter): what a
 * ripple would touch, and the choice to propose it as one ripple of suggestions. Nothing is applied.
 */
export function RippleOffer<I extends Impact>({ saves, testId, preview, propose, describe, proposedLine }: Props<I>) {
  const t = useTranslations('ripples');
  const titleId = useId();
  const { run, pending, failure } = useAction();
  const [impact, setImpact] = useState<I | null>(null);
  const [proposed, setProposed] = useState<{ count: number; rewriting: number } | null>(null);

  useEffect(() => {
    if (!saves) return;
    // The save went through already: read the impact of what it stored, nothing else.
    preview((call) =>
      run(call, {
        refresh: false,
        commitEdits: false,
        onOk: (next) => {
          setImpact(next);
          setProposed(null);
        },
      }),
    );
  }, [saves]); // eslint-disable-line react-hooks/exhaustive-deps

  if (proposed !== null)
    return (
      <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        {proposed.rewriting ? t('rewriting', { count: proposed.rewriting }) : proposedLine(proposed.count)}
      </p>
    );
  if (!impact) return null;
  const rewrites = impact.rewrite && !impact.rewrite.needsModel ? impact.rewrite.count : 0;
  return (
    <section
      className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <h3 id={titleId} className="font-medium">
        {t('impactTitle')}
      </h3>
      <p role="status">{describe(impact)}</p>
      {impact.rewrite && <RewriteLines rewrite={impact.rewrite} />}
      {impact.lockedPlaces > 0 && (
        <p>{t('locked', { places: impact.lockedPlaces, sections: impact.lockedSections })}</p>
      )}
      {failure && <p role="alert">{failure.message}</p>}
      <div className="flex flex-wrap gap-2">
        {impact.places + rewrites > 0 && (
          <Button
            type="button"
            disabled={pending}
            onClick={() =>
              propose(
                (call) =>
                  run(call, {
                    onOk: (r) => setProposed({ count: r.proposed, rewriting: r.runId ? rewrites : 0 }),
                  }),
                impact,
              )
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
