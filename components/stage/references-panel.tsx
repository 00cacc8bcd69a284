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
import { ReferenceFieldsForm } from './reference-fields-form';

interface Props {
  projectId: string;
  references: ReferenceListItem[];
}

/**
 * A paper's sources, from its intake on: paste or import them (or DOIs to complete by hand), complete
 * and correct them, confirm the ones the model proposed, delete the rest. Writers and reviewers cite them by key.
 */
export function ReferencesPanel({ projectId, references }: Props) {
  const t = useTranslations('stagePage.references');
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
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
            <li key={r.id} className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="reference">
              <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                <code className="break-all text-stone-600">[@{r.citationKey}]</code>
                {r.byline && <span className="text-stone-600">{r.byline}</span>}
                <span className="break-words">{r.incomplete ? r.doi : r.title}</span>
                {r.incomplete && (
                  <span className="rounded bg-sky-100 px-1.5 text-xs text-sky-900">{t('incomplete')}</span>
                )}
                {!r.verified && (
                  <span className="rounded bg-amber-100 px-1.5 text-xs text-amber-900">{t('unverified')}</span>
                )}
              </span>
              <span className="flex gap-1">
                {!r.verified && (
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={action.pending}
                    onClick={() => action.run(() => confirmReferenceEntry({ projectId, referenceId: r.id }))}
                  >
                    {t('confirm')}
                  </Button>
                )}
                <Button
                  type="button"
                  variant="ghost"
                  aria-expanded={editing === r.id}
                  aria-label={t(r.incomplete ? 'completeLabel' : 'editLabel', { key: r.citationKey })}
                  onClick={() => setEditing(editing === r.id ? null : r.id)}
                >
                  {r.incomplete ? t('complete') : t('edit')}
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  disabled={action.pending}
                  aria-label={t('deleteLabel', { key: r.citationKey })}
                  onClick={() => action.run(() => deleteReferenceEntry({ projectId, referenceId: r.id }))}
                >
                  {t('delete')}
                </Button>
              </span>
              {editing === r.id && (
                <ReferenceFieldsForm projectId={projectId} reference={r} onDone={() => setEditing(null)} />
              )}
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
