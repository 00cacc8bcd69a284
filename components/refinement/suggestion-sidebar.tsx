'use client';

import { useTranslations } from 'next-intl';
import { useRefinement } from '@/components/refinement/refinement-context';
import { DecisionBar } from './decision-bar';
import { KeyboardHint } from './keyboard-hint';
import { PriorityCounts } from './priority-counts';
import { SuggestionCard } from './suggestion-card';
import { SuggestionFilters } from './suggestion-filters';
import { useUnitSuggestions } from './use-unit-suggestions';
import type { SuggestionView } from '@/lib/data/history.types';

function CardList({ suggestions }: { suggestions: SuggestionView[] }) {
  const t = useTranslations('loops.suggestions');
  return (
    <ol aria-label={t('listLabel')} className="flex flex-col gap-2" data-testid="suggestion-list">
      {suggestions.map((s, i) => (
        <li key={s.id}>
          <SuggestionCard suggestion={s} position={t('position', { n: i + 1, total: suggestions.length })} />
        </li>
      ))}
    </ol>
  );
}

/**
 * The current round's suggestions beside the text: the decision bar and filters stay in view while
 * the page scrolls through the text and the cards. A closed loop says so and keeps its last cards folded away.
 */
export function SuggestionSidebar() {
  const t = useTranslations('loops.suggestions');
  const r = useRefinement();
  const { unit, visible } = useUnitSuggestions();
  if (!r.round || !r.loop) return null;
  if (r.loop.stopReason) {
    return (
      <aside
        aria-labelledby="suggestions-heading"
        className="flex min-w-0 flex-col gap-2 self-start rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm"
        data-testid="suggestion-sidebar"
        data-closed="true"
      >
        <h3 id="suggestions-heading" className="font-medium">
          {t('closedTitle')}
        </h3>
        <p className="text-stone-600">{t('closed')}</p>
        {unit.length > 0 && (
          <details>
            <summary className="cursor-pointer text-stone-700">{t('closedList', { count: unit.length })}</summary>
            <div className="mt-2">
              <CardList suggestions={unit} />
            </div>
          </details>
        )}
      </aside>
    );
  }
  const roles = [...new Set(unit.map((s) => s.role))];
  const counts = { high: 0, medium: 0, low: 0 };
  for (const s of unit) if (s.status === 'open') counts[s.priority]++;
  return (
    <aside
      aria-labelledby="suggestions-heading"
      className="flex min-w-0 flex-col gap-3"
      data-testid="suggestion-sidebar"
    >
      {/* The aside spans the text's height; its head (the bar, counts, filters) sticks to the top while the page scrolls. */}
      <div className="z-10 flex flex-col gap-2 bg-stone-50 pb-2 xl:sticky xl:top-0">
        <h3 id="suggestions-heading" className="font-medium">
          {t('title', { number: r.round.number })}
        </h3>
        {r.decidable && <DecisionBar loop={r.loop} round={r.round} />}
        <PriorityCounts counts={counts} label={t('openCounts')} />
        <SuggestionFilters roles={roles} />
        <KeyboardHint id="suggestion-keys-hint" />
      </div>
      {visible.length === 0 ? (
        <p className="text-sm text-stone-500">{unit.length ? t('noneMatch') : t('none')}</p>
      ) : (
        <CardList suggestions={visible} />
      )}
    </aside>
  );
}
