'use client';

import { useMemo } from 'react';
import type { Highlight } from '@/components/editor/suggestion-highlights';
import type { SuggestionView } from '@/lib/data/refinement/history.types';
import {
  useFilterChoice,
  useSelectedSection,
  useStageRound,
  type Filters,
  type StageRound,
} from '@/components/refinement/refinement-context';

const EMPTY: SuggestionView[] = [];
const NO_HIGHLIGHTS: Highlight[] = [];

const byPosition = (a: SuggestionView, b: SuggestionView) =>
  (a.anchor?.start ?? Infinity) - (b.anchor?.start ?? Infinity);

/**
 * The current round's suggestions for the unit on screen (the selected section, plus the stage-wide
 * ones; or the artifact), in reading order; `visible` applies the role and priority filters.
 */
function unitSuggestions(r: Pick<StageRound, 'round' | 'unitKind'> & { sectionId: string | null; filters: Filters }) {
  const all = r.round?.suggestions ?? EMPTY;
  const unit = (
    r.unitKind === 'artifact' ? all : all.filter((s) => s.sectionId === r.sectionId || s.sectionId === null)
  )
    .slice()
    .sort(byPosition);
  const { role, priorities } = r.filters;
  const visible = unit.filter((s) => (role === 'all' || s.role === role) && priorities.has(s.priority));
  return { unit, visible };
}

export function useUnitSuggestions() {
  const { round, unitKind } = useStageRound();
  const { sectionId } = useSelectedSection();
  const { filters } = useFilterChoice();
  return useMemo(() => unitSuggestions({ round, unitKind, sectionId, filters }), [round, unitKind, sectionId, filters]);
}

/**
 * Highlights for the editor: open, anchored, visible suggestions in the unit's own text (stage-wide
 * ones have none); none once the loop has ended.
 */
export function useEditorHighlights(): Highlight[] {
  const { unitKind, loop } = useStageRound();
  const { visible } = useUnitSuggestions();
  const closed = Boolean(loop?.stopReason);
  return useMemo(() => {
    if (closed) return NO_HIGHLIGHTS; // a finished loop's suggestions no longer mark the text
    const shown = visible.filter(
      (s) => s.status === 'open' && s.anchor && (unitKind === 'artifact' || s.sectionId !== null),
    );
    if (shown.length === 0) return NO_HIGHLIGHTS;
    return shown.map((s) => ({ id: s.id, priority: s.priority, anchor: s.anchor! }));
  }, [visible, unitKind, closed]);
}
