'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useStageRound } from '@/components/refinement/refinement-context';
import { KeyboardHint } from './keyboard-hint';
import { PriorityCounts } from './priority-counts';
import { SuggestionCard } from './suggestion-card';
import { SuggestionFilters } from './suggestion-filters';
import { useUnitSuggestions } from './use-unit-suggestions';
import type { SuggestionView } from '@/lib/data/refinement/history.types';

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

/** The text and its suggestions: one column (bar on top) below xl, text and a suggestion column from xl on. */
export const REVIEW_LAYOUT = 'flex flex-col gap-4 xl:grid xl:grid-cols-[minmax(0,1fr)_19rem]';

/**
 * The current round's suggestions beside the text: the heading and `decide` (the decision bar: counts
 * and bulk actions) stay in view at every width while the page scrolls through the text and the cards.
 * A closed loop says so and keeps its last cards folded away.
 */
export function SuggestionSidebar({ decide }: { decide: ReactNode }) {
  const t = useTranslations('loops.suggestions');
  const { loop, round } = useStageRound();
  const { unit, visible } = useUnitSuggestions();
  if (!round || !loop) return null;
  if (loop.stopReason) {
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
    // Below xl the wrapper dissolves into the review layout's column, so the bar sticks over the text
    // and the cards alike; at xl it is the right-hand column and the bar sticks at its top.
    <div className="contents xl:flex xl:min-w-0 xl:flex-col xl:gap-3">
      <div
        className="sticky top-0 z-10 order-first flex flex-col gap-2 bg-stone-50/95 py-2 backdrop-blur"
        data-testid="suggestion-sidebar-head"
      >
        <h3 id="suggestions-heading" className="font-medium">
          {t('title', { number: round.number })}
        </h3>
        {decide}
      </div>
      <aside
        aria-labelledby="suggestions-heading"
        className="flex min-w-0 flex-col gap-3"
        data-testid="suggestion-sidebar"
      >
        <PriorityCounts counts={counts} label={t('openCounts')} />
        <SuggestionFilters roles={roles} />
        <KeyboardHint id="suggestion-keys-hint" />
        {visible.length === 0 ? (
          <p className="text-sm text-stone-500">{unit.length ? t('noneMatch') : t('none')}</p>
        ) : (
          <CardList suggestions={visible} />
        )}
      </aside>
    </div>
  );
}
