'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { createShareLink } from '@/lib/actions/share';
import { SHARE_EXPIRIES, type ShareExpiry } from '@/lib/actions/share.schema';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { NewLinkNotice } from './new-link-notice';

/** Label and expiry in; the new link out, shown once (only its hash is kept). */
export function CreateShareLinkForm({ projectId }: { projectId: string }) {
  const t = useTranslations('share.settings');
  const router = useRouter();
  const [label, setLabel] = useState('');
  const [expiry, setExpiry] = useState<ShareExpiry>('7d');
  const [error, setError] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function create() {
    setError(null);
    startTransition(async () => {
      try {
        const result = await createShareLink({ projectId, label, expiry });
        if (!result.ok) return setError(result.fieldErrors?.label ?? result.message);
        setUrl(`${window.location.origin}/share/${result.data.token}`);
        setLabel('');
        router.refresh();
      } catch {
        setError(t('networkError'));
      }
    });
  }

  return (
    <section aria-labelledby="create-link-heading" className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 id="create-link-heading" className="font-semibold">
        {t('createTitle')}
      </h2>
      <form action={create} className="mt-3 flex flex-wrap items-end gap-4" noValidate>
        <div className="min-w-64 flex-1">
          <Field label={t('label')} hint={t('labelHint')} error={error ?? undefined}>
            {(p) => (
              <input
                {...p}
                name="label"
                value={label}
                maxLength={100}
                onChange={(e) => setLabel(e.target.value)}
                className={`${inputClass} w-full`}
              />
            )}
          </Field>
        </div>
        <Field label={t('expiry')}>
          {(p) => (
            <select
              {...p}
              name="expiry"
              value={expiry}
              onChange={(e) => setExpiry(e.target.value as ShareExpiry)}
              className={inputClass}
            >
              {SHARE_EXPIRIES.map((e) => (
                <option key={e} value={e}>
                  {t(`expiries.${e}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" disabled={pending}>
          {pending ? t('creating') : t('create')}
        </Button>
      </form>
      {url && <NewLinkNotice url={url} />}
    </section>
  );
}
