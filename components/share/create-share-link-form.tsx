'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { createShareLink } from '@/lib/actions/share';
import { SHARE_EXPIRIES } from '@/lib/actions/share.schema';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { NewLinkNotice } from './new-link-notice';
import { failureText, useAction } from '@/components/ui/use-action';

/**
 * Label, expiry and whether holders may comment in; the new link out, shown once (only its hash is kept). The fields are read from the
 * form as submitted, never from a copy in state, and cleared only once the link exists: nothing typed is lost.
 */
export function CreateShareLinkForm({ projectId }: { projectId: string }) {
  const t = useTranslations('share.settings');
  const [url, setUrl] = useState<string | null>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const action = useAction({ networkError: t('networkError') });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    action.run(
      () =>
        createShareLink({
          projectId,
          label: fields.get('label'),
          expiry: fields.get('expiry'),
          allowComments: fields.get('allowComments') === 'on',
        }),
      {
        onOk: (data) => {
          setUrl(`${window.location.origin}/share/${data.token}`);
          form?.reset();
        },
      },
    );
  }

  return (
    <section aria-labelledby="create-link-heading" className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="create-link-heading" className="font-semibold">
        {t('createTitle')}
      </h2>
      <form ref={setForm} onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-4" noValidate>
        <div className="min-w-64 flex-1">
          <Field label={t('label')} hint={t('labelHint')} error={failureText(action.failure)}>
            {(p) => <input {...p} name="label" defaultValue="" maxLength={100} className={`${inputClass} w-full`} />}
          </Field>
        </div>
        <Field label={t('expiry')}>
          {(p) => (
            <select {...p} name="expiry" defaultValue="7d" className={inputClass}>
              {SHARE_EXPIRIES.map((e) => (
                <option key={e} value={e}>
                  {t(`expiries.${e}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex max-w-72 flex-col gap-1 self-center">
          <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
            <input type="checkbox" name="allowComments" aria-describedby="allow-comments-hint" />
            {t('allowComments')}
          </label>
          <p id="allow-comments-hint" className="text-xs text-stone-500">
            {t('allowCommentsHint')}
          </p>
        </div>
        <Button type="submit" disabled={action.pending}>
          {action.pending ? t('creating') : t('create')}
        </Button>
      </form>
      {url && <NewLinkNotice url={url} />}
    </section>
  );
}
