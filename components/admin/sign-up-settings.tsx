'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { createAccount, setSignUpMode } from '@/lib/actions/admin';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { OneTimePassword } from './one-time-password';
import { submitKeepingInput } from '@/components/ui/submit-keeping-input';

const MODES = ['open', 'invite', 'closed'] as const;

/** The sign-up mode, and creating an account for someone (how people join an invite-only site). */
export function SignUpSettings({ mode }: { mode: (typeof MODES)[number] }) {
  const t = useTranslations('adminUsers');
  const [status, setStatus] = useState<string>();
  const [created, setCreated] = useState<{ email: string; password: string }>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, startTransition] = useTransition();

  const saveMode = (form: FormData) =>
    startTransition(async () => {
      const result = await setSignUpMode({ mode: form.get('mode') });
      setStatus(result.ok ? t('modeSaved') : result.message);
    });
  const create = (form: FormData) =>
    startTransition(async () => {
      const result = await createAccount({ email: form.get('email'), name: form.get('name') });
      if (result.ok) {
        setErrors({});
        setCreated(result.data);
      } else setErrors(result.fieldErrors ?? { email: result.message });
    });

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form onSubmit={submitKeepingInput(saveMode)} className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('signUpMode')}</legend>
          {MODES.map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm">
              <input type="radio" name="mode" value={m} defaultChecked={m === mode} />
              {t(`modes.${m}`)}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={pending} className="self-start">
          {t('saveMode')}
        </Button>
        {status && (
          <p role="status" className="text-sm">
            {status}
          </p>
        )}
      </form>
      <form onSubmit={submitKeepingInput(create)} className="flex flex-col gap-3" noValidate>
        <h2 className="text-sm font-medium">{t('createAccount')}</h2>
        <Field label={t('email')} error={errors.email}>
          {(p) => <input {...p} name="email" type="email" className={inputClass} />}
        </Field>
        <Field label={t('name')} error={errors.name}>
          {(p) => <input {...p} name="name" className={inputClass} />}
        </Field>
        <Button type="submit" disabled={pending} className="self-start">
          {t('create')}
        </Button>
        {created && <OneTimePassword label={t('created', { email: created.email })} password={created.password} />}
      </form>
    </div>
  );
}
