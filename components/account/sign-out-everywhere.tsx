'use client';

import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { signOutEverywhere } from '@/lib/actions/account';
import { Button } from '@/components/ui/button';

export function SignOutEverywhere() {
  const t = useTranslations('account');
  const [pending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await signOutEverywhere();
          window.location.assign('/sign-in');
        })
      }
    >
      {t('signOutEverywhere')}
    </Button>
  );
}
