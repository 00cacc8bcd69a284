'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { changeShareLinkExpiry, copyShareLinkAgain, deleteShareLink, revokeShareLink } from '@/lib/actions/share';
import { SHARE_EXPIRIES, type ShareExpiry } from '@/lib/actions/share.schema';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { NewLinkNotice } from './new-link-notice';
import { ErrorText } from '@/components/ui/error-text';
import { failureText, useAction } from '@/components/ui/use-action';

interface Props {
  projectId: string;
  linkId: string;
  /** The link's label (or "(no label)"), so every button says which link it acts on. */
  label: string;
  status: 'active' | 'revoked' | 'expired';
}

/** What the owner can do with one link: copy it again, change its expiry, revoke it, or delete it once revoked. */
export function ShareLinkActions({ projectId, linkId, label, status }: Props) {
  const t = useTranslations('share.settings');
  const [url, setUrl] = useState<string | null>(null);
  const [expiry, setExpiry] = useState<ShareExpiry>('7d');
  const action = useAction({ networkError: t('networkError') });
  const ref = { projectId, linkId };
  const small = 'px-3 py-1';
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap justify-end gap-2">
        {status !== 'revoked' && (
          <>
            <label className="sr-only" htmlFor={`expiry-${linkId}`}>
              {t('newExpiryFor', { label })}
            </label>
            <select
              id={`expiry-${linkId}`}
              value={expiry}
              onChange={(e) => setExpiry(e.target.value as ShareExpiry)}
              className={`${inputClass} py-1`}
            >
              {SHARE_EXPIRIES.map((e) => (
                <option key={e} value={e}>
                  {t(`expiries.${e}`)}
                </option>
              ))}
            </select>
            <Button
              type="button"
              variant="secondary"
              className={small}
              disabled={action.pending}
              onClick={() => action.run(() => changeShareLinkExpiry({ ...ref, expiry }))}
              aria-label={t('setExpiryNamed', { label })}
            >
              {t('setExpiry')}
            </Button>
          </>
        )}
        <Button
          type="button"
          variant="secondary"
          className={small}
          disabled={action.pending}
          onClick={() =>
            action.run(() => copyShareLinkAgain(ref), {
              onOk: (data) => setUrl(`${window.location.origin}/share/${data.token}`),
            })
          }
          aria-label={t('copyAgainNamed', { label })}
        >
          {t('copyAgain')}
        </Button>
        {status === 'revoked' ? (
          <Button
            type="button"
            variant="ghost"
            className={small}
            disabled={action.pending}
            onClick={() => action.run(() => deleteShareLink(ref))}
            aria-label={t('deleteNamed', { label })}
          >
            {t('delete')}
          </Button>
        ) : (
          <Button
            type="button"
            variant="danger"
            className={small}
            disabled={action.pending}
            onClick={() => action.run(() => revokeShareLink(ref))}
            aria-label={t('revokeNamed', { label })}
          >
            {t('revoke')}
          </Button>
        )}
      </div>
      <ErrorText className="text-xs">{failureText(action.failure)}</ErrorText>
      {url && <NewLinkNotice url={url} again />}
    </div>
  );
}
