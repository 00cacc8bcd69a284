'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { SuggestionView } from '@/lib/data/refinement/history.types';
import { useReviewEditor, useRoundMarks, useStageRound, useSuggestionFocus } from './refinement-context';
import { useLoopLabels } from '@/components/refinement/use-loop-labels';
import { VariantsRequest } from '@/components/refinement/variants-request';
import { PriorityBadge } from '@/components/ui/priority-badge';

interface Props {
  suggestion: SuggestionView;
  /** "3 of 12", for the card's accessible description. */
  position: string;
}

const MARK_TONE = {
  accept: 'border-emerald-500 bg-emerald-50/60',
  reject: 'border-stone-300 bg-stone-50 opacity-75',
} as const;

/** One suggestion: who found what, how important, what to expect, and the writer's decision on it (accept or reject). */
export function SuggestionCard({ suggestion: s, position }: Props) {
  const t = useTranslations('loops.suggestions');
  const label = useLoopLabels();
  const { projectId, unitKind, round, decidable, busy } = useStageRound();
  const { marks, toggleMark } = useRoundMarks();
  const { focusedId, focusRequest: request, focusSuggestion } = useSuggestionFocus();
  const { editorRef, missingIds } = useReviewEditor();
  const card = useRef<HTMLElement>(null);
  const mark = marks.get(s.id);
  const focused = focusedId === s.id;
  const missing = s.status === 'open' && s.anchor && missingIds.has(s.id);
  const choosable = decidable && s.status === 'open';

  useEffect(() => {
    if (!request || request.id !== s.id) return;
    card.current?.scrollIntoView({ block: 'nearest' });
    if (request.moveFocus) card.current?.focus();
  }, [request, s.id]);

  const reveal = () => {
    focusSuggestion(s.id, false);
    editorRef.current?.reveal(s.id);
  };

  return (
    <article
      ref={card}
      tabIndex={-1}
      aria-labelledby={`sg-${s.id}`}
      aria-describedby={`sg-${s.id}-pos`}
      aria-current={focused ? 'true' : undefined}
      data-testid="suggestion-card"
      data-suggestion-id={s.id}
      data-status={s.status}
      data-mark={mark ?? 'none'}
      onClick={(e) => {
        if (!(e.target as HTMLElement).closest('button, input, select, label, a')) reveal();
      }}
      className={`flex cursor-pointer flex-col gap-1.5 rounded-lg border p-3 scroll-mt-48 text-sm outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 ${
        mark ? MARK_TONE[mark] : 'border-stone-200 bg-white'
      } ${focused ? 'ring-2 ring-indigo-500' : ''}`}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <PriorityBadge priority={s.priority} />
        <span className="text-xs text-stone-600">
          {t('roleType', { role: label.role(s.role), type: label.type(s.type) })}
        </span>
        <span className="ml-auto rounded bg-stone-100 px-1.5 py-0.5 text-xs" data-testid="suggestion-status">
          {missing ? t('notInText') : label.status(s.status)}
        </span>
      </div>
      <h4 id={`sg-${s.id}`} className={`font-medium ${mark === 'reject' ? 'line-through' : ''}`}>
        <button type="button" className="text-left hover:underline" onClick={reveal} title={t('showInText')}>
          {s.summary}
        </button>
      </h4>
      <span id={`sg-${s.id}-pos`} className="sr-only">
        {position}
      </span>
      {s.detail && <p className="text-stone-700">{s.detail}</p>}
      {s.expected && <p className="text-stone-700">{t('expected', { expected: s.expected })}</p>}
      {s.status === 'stale' && <p className="text-xs text-orange-800">{t('staleHint')}</p>}
      {s.status === 'not_applied' && (
        <p className="text-xs text-amber-900" data-testid="not-applied-reason">
          {round?.engine === 'model' ? t('notAppliedModel') : t('notAppliedOffline')}
        </p>
      )}
      {!s.anchor && <p className="text-xs text-stone-500">{s.sectionId ? t('wholeSection') : t('wholeStage')}</p>}
      {choosable && (
        <div className="flex flex-wrap items-center gap-3 pt-1">
          <label className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-emerald-700"
              checked={mark === 'accept'}
              onChange={() => toggleMark(s.id, 'accept')}
            />
            {t('accept')}
          </label>
          <button
            type="button"
            aria-pressed={mark === 'reject'}
            onClick={() => toggleMark(s.id, 'reject')}
            className="rounded px-2 py-0.5 text-sm text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100 aria-pressed:bg-stone-200"
          >
            {mark === 'reject' ? t('rejected') : t('reject')}
          </button>
        </div>
      )}
      {focused && s.status === 'open' && s.sectionId && unitKind === 'sections' && !busy && (
        <VariantsRequest projectId={projectId} sectionId={s.sectionId} suggestionIds={[s.id]} compact />
      )}
    </article>
  );
}
