'use client';

import { Link } from '@/components/ui/link';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { submitKeepingInput } from '@/components/ui/submit-keeping-input';
import { FormMessage } from '@/components/ui/form-message';

export function SignInForm({ next }: { next?: string }) {
  const t = useTranslations('auth');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(form: FormData) {
    setPending(true);
    setError(undefined);
    const result = await signIn('credentials', {
      redirect: false,
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    if (result?.ok && !result.error) {
      window.location.assign(`/auth/after-sign-in${next ? `?next=${encodeURIComponent(next)}` : ''}`);
      return;
    }
    setPending(false);
    setError(signInError(result?.error, t));
  }

  return (
    <form onSubmit={submitKeepingInput(submit)} className="flex flex-col gap-4" noValidate>
      <Field label={t('email')}>
        {(p) => <input {...p} name="email" type="email" autoComplete="email" required className={inputClass} />}
      </Field>
      <Field label={t('password')}>
        {(p) => (
          <input
            {...p}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
          />
        )}
      </Field>
      <FormMessage tone="error">{error}</FormMessage>
      <Button type="submit" disabled={pending}>
        {pending ? t('signingIn') : t('signIn')}
      </Button>
      <p className="text-sm text-stone-600">
        {t('noAccount')}{' '}
        <Link href="/sign-up" className="text-indigo-700 underline">
          {t('createOne')}
        </Link>
      </p>
    </form>
  );
}

/** next-auth passes the server's code through: "rate_limited:<seconds>", "unavailable", or a wrong-credentials code. */
function signInError(code: string | null | undefined, t: ReturnType<typeof useTranslations<'auth'>>): string {
  const limited = code?.match(/^rate_limited:(\d+)/);
  if (limited) {
    const seconds = Math.max(1, Number(limited[1]));
    return seconds < 120
      ? t('rateLimitedSeconds', { seconds })
      : t('rateLimited', { minutes: Math.ceil(seconds / 60) });
  }
  return code === 'unavailable' ? t('unavailable') : t('invalidCredentials');
}
