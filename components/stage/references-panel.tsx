'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { confirmReferenceEntry, deleteReferenceEntry, importReferenceText } from '@/lib/actions/references';
import type { ReferenceListItem } from '@/lib/data/references/references';
import { Button } from '@/components/ui/button';
import { Field, inputClass } from '@/components/ui/field';
import { useAction } from '@/components/ui/use-action';
import { ErrorText } from '@/components/ui/error-text';
import { Panel } from '@/components/ui/panel';

interface Props {
  projectId: string;
  references: ReferenceListItem[];
}

/** A paper's sources: paste or import them, confirm the ones the model proposed, delete the rest. */
export function ReferencesPanel({ projectId, references }: Props) {
  const t = useTranslations('stagePage.references');
  const [text, setText] = useState('');
  const action = useAction();

  return (
    <Panel
      id="references-title"
      title={t('title')}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5"
      testId="references-panel"
    >
      {references.length === 0 ? (
        <p className="text-sm text-stone-600">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {references.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2" data-testid="reference">
              <code className="text-stone-600">[@{r.citationKey}]</code>
              <span>{r.title}</span>
              {!r.verified && (
                <>
                  <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-900">{t('unverified')}</span>
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={action.pending}
                    onClick={() => action.run(() => confirmReferenceEntry({ projectId, referenceId: r.id }))}
                  >
                    {t('confirm')}
                  </Button>
                </>
              )}
              <Button
                type="button"
                variant="ghost"
                disabled={action.pending}
                onClick={() => action.run(() => deleteReferenceEntry({ projectId, referenceId: r.id }))}
              >
                {t('delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex flex-col gap-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          action.run(() => importReferenceText({ projectId, text }), { onOk: () => setText('') });
        }}
      >
        <Field label={t('label')} hint={t('hint')} error={action.failure?.fieldErrors?.text}>
          {(p) => (
            <textarea
              {...p}
              rows={4}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className={`${inputClass} field-sizing-content min-h-24 max-h-96 font-mono text-xs`}
            />
          )}
        </Field>
        <ErrorText>{!action.failure?.fieldErrors && action.error}</ErrorText>
        <div>
          <Button type="submit" variant="secondary" disabled={action.pending || !text.trim()}>
            {t('import')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
