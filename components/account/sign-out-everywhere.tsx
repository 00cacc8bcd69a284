'use client';

import { useTranslations } from 'next-intl';
import { signOutEverywhere } from '@/lib/actions/account';
import { Button } from '@/components/ui/button';
import { useAction } from '@/components/ui/use-action';

// Whatever the answer, the browser goes on to sign-in.
const toSignIn = () => {
  window.location.assign('/sign-in');
  return true;
};

export function SignOutEverywhere() {
  const t = useTranslations('account');
  const action = useAction();
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={action.pending}
      onClick={() => action.run(() => signOutEverywhere(), { refresh: false, onOk: toSignIn, onFail: toSignIn })}
    >
      {t('signOutEverywhere')}
    </Button>
  );
}
