'use client';

import { useTranslations } from 'next-intl';
import type { SaveStatus } from './use-autosave';

const TONE: Record<SaveStatus, string> = {
  clean: 'text-stone-500',
  pending: 'text-amber-800',
  saving: 'text-stone-600',
  saved: 'text-emerald-700',
  refused: 'text-red-700',
  failed: 'text-red-700',
};

/** The editor's save state in words, announced politely to screen readers. */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  const t = useTranslations('autosave');
  return (
    <span role="status" className={`text-sm ${TONE[status]}`} data-testid="save-status" data-status={status}>
      {status === 'clean' ? '' : t(status)}
    </span>
  );
}
