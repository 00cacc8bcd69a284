'use client';

import { useTranslations } from 'next-intl';
import type { BibleImpact } from '@/lib/data/ripples/preview-bible-change';
import { Button } from '@/components/ui/button';
import { RewriteLines } from '@/components/ripples/rewrite-lines';

interface Props {
  impact: BibleImpact;
  pending: boolean;
  onSave: (ripple: boolean) => void;
  onBack: () => void;
}

/**
 * What saving an entry would rename or change across the book, and the choice to save with or without
 * the ripple.
 */
export function BibleImpactNotice({ impact, pending, onSave, onBack }: Props) {
  const t = useTranslations('ripples');
  const list = (pairs: BibleImpact['renames']) => pairs.map((r) => t('rename', { from: r.from, to: r.to })).join(', ');
  const renames = list(impact.renames);
  const changes = list(impact.values);
  const counts = { places: impact.places, sections: impact.sections, passages: impact.passages };
  return (
    <section
      className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm sm:col-span-2"
      aria-labelledby="bible-impact-title"
      data-testid="bible-impact"
    >
      <h4 id="bible-impact-title" className="font-medium">
        {t('impactTitle')}
      </h4>
      <p role="status">
        {!impact.places
          ? t(impact.rewrite.count ? 'entryRewritten' : 'nothing')
          : impact.renames.length
            ? t('renames', { renames, ...counts })
            : t('changes', { changes, ...counts })}
      </p>
      {impact.places > 0 && impact.renames.length > 0 && impact.values.length > 0 && (
        <p>{t('alsoChanges', { changes })}</p>
      )}
      {impact.places > 0 && impact.values.length > 0 && !impact.rewrite.count && (
        <p className="text-stone-700">{t('valuesOnlyAbout')}</p>
      )}
      <RewriteLines rewrite={impact.rewrite} />
      {impact.ambiguous.length > 0 && (
        <p>
          {t('ambiguous', {
            names: impact.ambiguous.map((n) => `“${n}”`).join(', '),
            count: impact.ambiguous.length,
          })}
        </p>
      )}
      {impact.lockedPlaces > 0 && (
        <p>{t('locked', { places: impact.lockedPlaces, sections: impact.lockedSections })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {impact.places + (impact.rewrite.needsModel ? 0 : impact.rewrite.count) > 0 && (
          <Button type="button" disabled={pending} onClick={() => onSave(true)}>
            {t('saveWithRipple')}
          </Button>
        )}
        <Button type="button" variant="secondary" disabled={pending} onClick={() => onSave(false)}>
          {t('saveOnly')}
        </Button>
        <Button type="button" variant="ghost" disabled={pending} onClick={onBack}>
          {t('back')}
        </Button>
      </div>
    </section>
  );
}
