'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { createAccount, setSignUpMode } from '@/lib/actions/admin';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { OneTimePassword } from './one-time-password';
import { submitKeepingInput } from '@/components/ui/submit-keeping-input';
import { useAction } from '@/components/ui/use-action';

const MODES = ['open', 'invite', 'closed'] as const;

/** The sign-up mode, and creating an account for someone (how people join an invite-only site). */
export function SignUpSettings({ mode }: { mode: (typeof MODES)[number] }) {
  const t = useTranslations('adminUsers');
  const [status, setStatus] = useState<string>();
  const [created, setCreated] = useState<{ email: string; password: string }>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One call at a time for both forms; each shows its own outcome.
  const action = useAction();

  const saveMode = (form: FormData) =>
    action.run(() => setSignUpMode({ mode: form.get('mode') }), {
      refresh: false,
      onOk: () => setStatus(t('modeSaved')),
      onFail: (f) => {
        setStatus(f.message);
        return true;
      },
    });
  const create = (form: FormData) =>
    action.run(() => createAccount({ email: form.get('email'), name: form.get('name') }), {
      refresh: false,
      onOk: (account) => {
        setErrors({});
        setCreated(account);
      },
      onFail: (f) => {
        setErrors(f.fieldErrors ?? { email: f.message });
        return true;
      },
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
        <Button type="submit" disabled={action.pending} className="self-start">
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
        <Button type="submit" disabled={action.pending} className="self-start">
          {t('create')}
        </Button>
        {created && <OneTimePassword label={t('created', { email: created.email })} password={created.password} />}
      </form>
    </div>
  );
}
