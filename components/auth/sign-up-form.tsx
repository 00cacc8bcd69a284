'use client';

import { Link } from '@/components/ui/link';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { signUp } from '@/lib/actions/account';
import { SignUpSchema } from '@/lib/actions/account.schema';
import { fieldErrors } from '@/lib/validation';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { submitKeepingInput } from '@/components/ui/submit-keeping-input';
import { FormMessage } from '@/components/ui/form-message';
import { useAction } from '@/components/ui/use-action';

export function SignUpForm() {
  const t = useTranslations('auth');
  const tRoot = useTranslations();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const action = useAction();

  function submit(form: FormData) {
    const input = { email: form.get('email'), name: form.get('name'), password: form.get('password') };
    const local = SignUpSchema.safeParse(input);
    if (!local.success) return setErrors(fieldErrors(local.error, tRoot));
    const { email, password } = local.data;
    action.run(() => signUp(input), {
      refresh: false,
      // The button stays disabled while the new account signs in and the browser moves on.
      onOk: async () => {
        setMessage(t('signedUp'));
        const signedIn = await signIn('credentials', { redirect: false, email, password });
        window.location.assign(signedIn?.ok && !signedIn.error ? '/auth/after-sign-in' : '/sign-in');
      },
      onFail: (f) => {
        setErrors(f.fieldErrors ?? {});
        setMessage(f.fieldErrors ? undefined : f.message);
        return true;
      },
    });
  }

  return (
    <form onSubmit={submitKeepingInput(submit)} className="flex flex-col gap-4" noValidate>
      <Field label={t('email')} error={errors.email}>
        {(p) => <input {...p} name="email" type="email" autoComplete="email" className={inputClass} />}
      </Field>
      <Field label={t('name')} error={errors.name}>
        {(p) => <input {...p} name="name" autoComplete="nickname" className={inputClass} />}
      </Field>
      <Field label={t('password')} error={errors.password} hint={t('passwordHint')}>
        {(p) => <input {...p} name="password" type="password" autoComplete="new-password" className={inputClass} />}
      </Field>
      <FormMessage tone="info">{message}</FormMessage>
      <Button type="submit" disabled={action.pending}>
        {t('signUp')}
      </Button>
      <p className="text-sm text-stone-600">
        {t('haveAccount')}{' '}
        <Link href="/sign-in" className="text-indigo-700 underline">
          {t('signIn')}
        </Link>
      </p>
    </form>
  );
}
