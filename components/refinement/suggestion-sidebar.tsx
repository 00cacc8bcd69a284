'use client';

import { useTranslations } from 'next-intl';
import { useRefinement } from '@/components/refinement/refinement-context';
import { KeyboardHint } from './keyboard-hint';
import { PriorityCounts } from './priority-counts';
import { SuggestionCard } from './suggestion-card';
import { SuggestionFilters } from './suggestion-filters';
import { useUnitSuggestions } from './use-unit-suggestions';

/** The current round's suggestions for the text beside it: counts, filters, the keys, and a card each. */
export function SuggestionSidebar() {
  const t = useTranslations('loops.suggestions');
  const r = useRefinement();
  const { unit, visible } = useUnitSuggestions();
  if (!r.round) return null;
  const roles = [...new Set(unit.map((s) => s.role))];
  const counts = { high: 0, medium: 0, low: 0 };
  for (const s of unit) if (s.status === 'open') counts[s.priority]++;
  const picked = unit.filter((s) => r.marks.get(s.id) === 'accept').length;
  return (
    <aside
      aria-labelledby="suggestions-heading"
      className="flex min-w-0 flex-col gap-3"
      data-testid="suggestion-sidebar"
    >
      <h3 id="suggestions-heading" className="font-medium">
        {t('title', { number: r.round.number })}
      </h3>
      <PriorityCounts counts={counts} label={t('openCounts')} />
      <SuggestionFilters roles={roles} />
      <KeyboardHint id="suggestion-keys-hint" />
      {r.decidable && (
        <p className="text-xs text-stone-600" aria-live="polite">
          {t('picked', { count: picked })}
        </p>
      )}
      {visible.length === 0 ? (
        <p className="text-sm text-stone-500">{unit.length ? t('noneMatch') : t('none')}</p>
      ) : (
        <ol
          aria-label={t('listLabel')}
          className="flex max-h-[70vh] flex-col gap-2 overflow-y-auto pr-1"
          data-testid="suggestion-list"
        >
          {visible.map((s, i) => (
            <li key={s.id}>
              <SuggestionCard suggestion={s} position={t('position', { n: i + 1, total: visible.length })} />
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
