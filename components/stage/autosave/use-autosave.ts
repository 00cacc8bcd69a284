'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useCommitBeforeActions, type EditOutcome } from '@/components/ui/pending-edits';
import { useUnsavedWarning } from './use-unsaved-warning';

/** What a save attempt came to: `refused` (a conflict, invalid input) waits for the writer; `failed` retries. */
export type SaveOutcome = EditOutcome;

/** clean: nothing to save · pending: typed, saving soon · saving · saved · refused · failed (kept, retrying). */
export type SaveStatus = 'clean' | 'pending' | 'saving' | 'saved' | 'refused' | 'failed';

interface Options {
  /** Saves what the editor holds now; `auto` for an autosave (folds into the session's version). */
  save: (mode: 'auto' | 'manual') => Promise<SaveOutcome>;
  /** Keeps what the editor holds now in this browser (called soon after each change). */
  keepDraft: () => void;
  delayMs?: number;
}

const RETRY_MS = 5000;
const DRAFT_MS = 300;

/**
 * Saves a moment after typing stops, one save at a time (a change made during a save is saved right
 * after it), retries saves that could not reach the server, keeps a draft in the browser until the text
 * is saved, saves what is pending when the editor goes away or the page is hidden, and asks before the
 * page is closed while anything is unsaved. Before any action runs, what is pending is saved at once and
 * the action waits for it (pending-edits.ts), so the action reads what the writer sees.
 */
export function useAutosave({ save, keepDraft, delayMs = 1200 }: Options) {
  const [status, setStatus] = useState<SaveStatus>('clean');
  const latest = useRef({ save, keepDraft, status });
  useLayoutEffect(() => {
    latest.current = { save, keepDraft, status };
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const changedDuringSave = useRef(false);
  // Typed and not yet handed to a save (a ref: a click in the same frame as the keystroke must see it).
  const dirty = useRef(false);
  // Callers waiting for the text to reach the server (commit), answered when the saves settle.
  const waiters = useRef<((outcome: SaveOutcome) => void)[]>([]);
  const settle = useCallback((outcome: SaveOutcome) => {
    for (const resolve of waiters.current.splice(0)) resolve(outcome);
  }, []);

  // One save at a time; the body lives in a ref so that a retry timer always calls the latest one.
  const attempt = useRef<(mode: 'auto' | 'manual') => Promise<void>>(async () => undefined);
  const fire = useCallback((mode: 'auto' | 'manual') => attempt.current(mode), []);
  useLayoutEffect(() => {
    attempt.current = async (mode) => {
      clearTimeout(timer.current);
      if (inFlight.current) {
        changedDuringSave.current = true;
        return;
      }
      inFlight.current = true;
      changedDuringSave.current = false;
      dirty.current = false;
      setStatus('saving');
      const outcome = await latest.current.save(mode).catch((): SaveOutcome => 'failed');
      inFlight.current = false;
      if (outcome === 'failed') {
        setStatus('failed');
        timer.current = setTimeout(() => void fire('auto'), RETRY_MS);
        settle('failed');
      } else if (changedDuringSave.current && outcome === 'saved') {
        setStatus('pending');
        void fire('auto');
      } else {
        setStatus(outcome);
        settle(outcome);
      }
    };
  });

  /** Call on every change the writer makes. */
  const changed = useCallback(() => {
    dirty.current = true;
    if (inFlight.current) changedDuringSave.current = true;
    else setStatus('pending');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void fire('auto'), delayMs);
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => latest.current.keepDraft(), DRAFT_MS);
  }, [delayMs, fire]);

  useEffect(() => {
    // Hidden (another tab, the laptop closing) or unmounted (another stage opened): save what is pending now.
    const flushIfPending = () => {
      if (latest.current.status !== 'pending') return;
      latest.current.keepDraft();
      void fire('auto');
    };
    const onHidden = () => document.visibilityState === 'hidden' && flushIfPending();
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      clearTimeout(timer.current);
      clearTimeout(draftTimer.current);
      flushIfPending();
    };
  }, [fire]);

  // Before an action: save what is pending now (not after the pause) and answer once the server has it.
  const commit = useCallback((): Promise<SaveOutcome> => {
    if (latest.current.status === 'refused') return Promise.resolve('refused');
    const idle = !dirty.current && !inFlight.current && latest.current.status !== 'failed';
    if (idle) return Promise.resolve('saved');
    const settled = new Promise<SaveOutcome>((resolve) => waiters.current.push(resolve));
    if (!inFlight.current) void fire('auto');
    return settled;
  }, [fire]);
  useCommitBeforeActions(commit);

  useUnsavedWarning(status === 'pending' || status === 'saving' || status === 'failed' || status === 'refused');

  return {
    status,
    changed,
    /** An explicit save (the button, Ctrl+S): now, and as its own version. */
    saveNow: useCallback(() => void fire('manual'), [fire]),
    /** The editor was reset (took the server's text): nothing is pending. */
    reset: useCallback(() => {
      clearTimeout(timer.current);
      dirty.current = false;
      setStatus('clean');
      settle('saved');
    }, [settle]),
  };
}
