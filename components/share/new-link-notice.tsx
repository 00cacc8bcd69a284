'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';

/** The link just created (or created again): the only time it can be seen, so it is easy to copy. */
export function NewLinkNotice({ url, again = false }: { url: string; again?: boolean }) {
  const t = useTranslations('share.settings');
  const id = useId();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <div role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-sm">
      <label htmlFor={id} className="font-medium text-emerald-900">
        {t('created')}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
          className={`${inputClass} flex-1 font-mono text-xs`}
          data-testid="new-share-url"
        />
        <Button type="button" variant="secondary" onClick={copy}>
          {copied ? t('copied') : t('copy')}
        </Button>
      </div>
      <p className="mt-2 text-emerald-900">{t('shownOnce')}</p>
      {again && <p className="mt-1 text-emerald-900">{t('earlierKeepsWorking')}</p>}
    </div>
  );
}
