'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, type ReactNode } from 'react';
import { lockField } from '@/lib/actions/stages';
import { lockOf } from '@/lib/workflow/locks/field-locks';
import { useAction } from '@/components/ui/use-action';
import { ErrorText } from '@/components/ui/error-text';
import type { Path } from './field-props';

interface FieldLocks {
  projectId: string;
  stageKey: string;
  /** The artifact as saved: a lock names a field it has. */
  saved: unknown;
  locked: readonly string[];
  disabled: boolean;
}

const FieldLocksContext = createContext<FieldLocks | null>(null);

/** The locks of the artifact a form edits; fields outside it (a conflict's view) show none. */
export function FieldLocksProvider({ children, ...locks }: FieldLocks & { children: ReactNode }) {
  return <FieldLocksContext.Provider value={locks}>{children}</FieldLocksContext.Provider>;
}

function useFieldLock(path: Path) {
  const locks = useContext(FieldLocksContext);
  const lock = locks ? lockOf(locks.saved, path) : null;
  return locks && lock ? { locks, lock, locked: locks.locked.includes(lock) } : null;
}

/**
 * The lock of a top-level field or a list item, a toggle (aria-pressed); nothing for a field the saved
 * artifact does not have yet.
 */
export function FieldLockToggle({ path, label }: { path: Path; label: string }) {
  const t = useTranslations('locks');
  const found = useFieldLock(path);
  const action = useAction();
  if (!found) return null;
  const { locks, lock, locked } = found;
  return (
    <span className="flex flex-col items-end">
      <button
        type="button"
        aria-pressed={locked}
        aria-label={t('field', { label })}
        disabled={locks.disabled || action.pending}
        onClick={() =>
          action.run(() =>
            lockField({ projectId: locks.projectId, stageKey: locks.stageKey, field: lock, locked: !locked }),
          )
        }
        className={`rounded px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-indigo-700 disabled:cursor-not-allowed ${
          locked ? 'bg-amber-100 text-amber-950 ring-1 ring-amber-500' : 'text-stone-700 hover:bg-stone-100'
        }`}
        data-testid="field-lock"
      >
        {t('lock')}
      </button>
      <ErrorText className="text-xs">{action.error}</ErrorText>
    </span>
  );
}

/** What a lock does, under a locked field. */
export function FieldLockedNote({ path }: { path: Path }) {
  const t = useTranslations('locks');
  const found = useFieldLock(path);
  if (!found?.locked) return null;
  return (
    <p className="text-xs text-amber-950" data-testid="field-locked">
      {t('fieldHint')}
    </p>
  );
}
