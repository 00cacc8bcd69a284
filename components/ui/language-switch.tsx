'use client';

import { useLocale, useTranslations } from 'next-intl';
import { setLocale } from '@/lib/actions/account';
import { useHydrated } from './interactive-when-hydrated';
import { useAction } from './use-action';

/** Switches the UI language; remembered on the account when signed in. */
export function LanguageSwitch() {
  const t = useTranslations('nav');
  const locale = useLocale();
  const action = useAction();
  // A change made before hydration would have no handler: the select waits until it can act.
  const hydrated = useHydrated();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-stone-600">{t('language')}</span>
      <select
        className="rounded border border-stone-300 bg-white px-2 py-1"
        value={locale}
        disabled={action.pending || !hydrated}
        onChange={(e) => {
          const locale = e.target.value;
          action.run(() => setLocale({ locale }));
        }}
      >
        <option value="en">English</option>
        <option value="zh">中文</option>
      </select>
    </label>
  );
}
