'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { changePassword } from '@/lib/actions/account';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { useAction } from '@/components/ui/use-action';

/** On success every session has ended, this one too: the browser goes to sign-in. */
export function ChangePasswordForm() {
  const t = useTranslations('account');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const action = useAction();

  // onSubmit rather than a form action: React resets a form after its action, which would empty
  // the fields the writer needs to correct.
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      currentPassword: form.get('currentPassword'),
      newPassword: form.get('newPassword'),
      confirmPassword: form.get('confirmPassword'),
    };
    action.run(() => changePassword(input), {
      refresh: false,
      onOk: () => {
        setErrors({});
        setMessage(t('changed'));
        window.location.assign('/sign-in');
      },
      onFail: (f) => {
        setErrors(f.fieldErrors ?? {});
        setMessage(f.fieldErrors ? undefined : f.message);
        return true;
      },
    });
  }

  return (
    <form onSubmit={submit} className="flex max-w-md flex-col gap-4" noValidate>
      <Field label={t('currentPassword')} error={errors.currentPassword}>
        {(p) => (
          <input {...p} name="currentPassword" type="password" autoComplete="current-password" className={inputClass} />
        )}
      </Field>
      <Field label={t('newPassword')} error={errors.newPassword}>
        {(p) => <input {...p} name="newPassword" type="password" autoComplete="new-password" className={inputClass} />}
      </Field>
      <Field label={t('confirmPassword')} error={errors.confirmPassword}>
        {(p) => (
          <input {...p} name="confirmPassword" type="password" autoComplete="new-password" className={inputClass} />
        )}
      </Field>
      <FormMessage tone="info">{message}</FormMessage>
      <Button type="submit" disabled={action.pending} className="self-start">
        {t('save')}
      </Button>
    </form>
  );
}
