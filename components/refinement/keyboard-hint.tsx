'use client';

import { useTranslations } from 'next-intl';

const KEYS = [
  ['Alt+↓', 'next'],
  ['Alt+↑', 'previous'],
  ['Alt+A', 'accept'],
  ['Alt+R', 'reject'],
  ['Alt+Enter', 'apply'],
] as const;

/** The suggestion keys, always in view beside the cards. */
export function KeyboardHint({ id }: { id: string }) {
  const t = useTranslations('loops.keys');
  return (
    <p id={id} className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-600" data-testid="suggestion-keys-hint">
      <span className="sr-only">{t('title')}</span>
      {KEYS.map(([key, action]) => (
        <span key={key}>
          <kbd className="rounded border border-stone-300 bg-stone-50 px-1 font-mono text-[11px]">{key}</kbd>{' '}
          {t(action)}
        </span>
      ))}
    </p>
  );
}
