'use client';

import { signOut } from 'next-auth/react';
import { useTranslations } from 'next-intl';

export function SignOutButton() {
  const t = useTranslations('nav');
  return (
    <button type="button" className="rounded px-2 py-1 text-sm text-stone-700 hover:bg-stone-100" onClick={() => signOut({ callbackUrl: '/sign-in' })}>
      {t('signOut')}
    </button>
  );
}
