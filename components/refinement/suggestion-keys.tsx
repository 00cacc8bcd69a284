'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useReviewEditor, useRoundMarks, useStageRound, useSuggestionFocus } from './refinement-context';
import { useLoopLabels } from '@/components/refinement/use-loop-labels';
import { useUnitSuggestions } from './use-unit-suggestions';

type KeyAction = 'next' | 'previous' | 'accept' | 'reject' | 'apply';

// e.code, not e.key: Alt+A types "å" on a Mac keyboard.
function actionOf(e: KeyboardEvent): KeyAction | null {
  if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return null;
  return (
    ({ ArrowDown: 'next', ArrowUp: 'previous', KeyA: 'accept', KeyR: 'reject', Enter: 'apply' } as const)[
      e.code as 'ArrowDown'
    ] ?? null
  );
}

/**
 * The suggestion keys, from anywhere on the page (the body, the editor, the cards). They are caught
 * before the editor sees them, and only while there are suggestions to act on; otherwise Alt+↑/↓
 * still move lines. In the editor the caret moves to the suggestion's words; elsewhere focus moves to
 * its card. Alt+Enter applies the marked decisions (the decision bar's first button).
 */
export function SuggestionKeys({ children, className }: { children: React.ReactNode; className?: string }) {
  const t = useTranslations('loops.keys');
  const label = useLoopLabels();
  const { decidable } = useStageRound();
  const { editorRef } = useReviewEditor();
  const { focusedId, focusSuggestion } = useSuggestionFocus();
  const { marks, toggleMark } = useRoundMarks();
  const { visible } = useUnitSuggestions();
  const [announcement, setAnnouncement] = useState('');

  function onKeyDown(e: KeyboardEvent) {
    const action = actionOf(e);
    if (!action || visible.length === 0) return;
    if (action === 'apply') {
      if (!decidable) return;
      document.querySelector<HTMLButtonElement>('[data-apply-decisions]:not(:disabled)')?.click();
      e.preventDefault();
      return;
    }
    const inEditor = editorRef.current?.hasFocus() ?? false;
    const index = visible.findIndex((s) => s.id === focusedId);
    if (action === 'next' || action === 'previous') {
      const step = action === 'next' ? 1 : -1;
      const target =
        visible[index < 0 ? (step > 0 ? 0 : visible.length - 1) : (index + step + visible.length) % visible.length];
      focusSuggestion(target.id, !inEditor);
      editorRef.current?.reveal(target.id, inEditor);
      setAnnouncement(
        t('announceFocus', {
          n: visible.indexOf(target) + 1,
          total: visible.length,
          priority: label.priority(target.priority),
          summary: target.summary,
        }),
      );
    } else {
      const focused = visible[index];
      if (!decidable || !focused || focused.status !== 'open') return;
      const mark = action === 'accept' ? 'accept' : 'reject';
      const undo = marks.get(focused.id) === mark;
      toggleMark(focused.id, mark);
      setAnnouncement(
        t(undo ? 'announceCleared' : mark === 'accept' ? 'announceAccept' : 'announceReject', {
          summary: focused.summary,
        }),
      );
    }
    e.preventDefault();
    e.stopPropagation();
  }

  // The newest handler, for the one document listener (capture: before the editor's own keymap).
  const handler = useRef(onKeyDown);
  useEffect(() => {
    handler.current = onKeyDown;
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => handler.current(e);
    document.addEventListener('keydown', listener, true);
    return () => document.removeEventListener('keydown', listener, true);
  }, []);

  return (
    <div className={className}>
      {children}
      <p role="status" aria-live="polite" className="sr-only" data-testid="suggestion-announcer">
        {announcement}
      </p>
    </div>
  );
}
