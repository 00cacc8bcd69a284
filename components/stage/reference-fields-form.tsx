'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { updateReferenceEntry } from '@/lib/actions/references';
import type { ReferenceListItem } from '@/lib/data/references/references';
import type { ReferenceFields } from '@/lib/workflow/references/fields';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Field, inputClass } from '@/components/ui/field';
import { useAction } from '@/components/ui/use-action';

const TEXT_FIELDS = ['title', 'container', 'year'] as const;
const AREA_FIELDS = ['authors', 'abstract', 'note'] as const;

/** Completes or corrects one source: its title, authors, year, where it appeared, abstract and the writer's note. */
export function ReferenceFieldsForm({
  projectId,
  reference,
  onDone,
}: {
  projectId: string;
  reference: ReferenceListItem;
  onDone: () => void;
}) {
  const t = useTranslations('stagePage.references.fields');
  const [fields, setFields] = useState<ReferenceFields>(reference.fields);
  const action = useAction();
  const errors = action.failure?.fieldErrors ?? {};
  const set = (name: keyof ReferenceFields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  return (
    <form
      className="flex w-full flex-col gap-2 rounded-lg border border-stone-200 bg-stone-50 p-3"
      aria-label={t('formLabel', { key: reference.citationKey })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        action.run(
          () => updateReferenceEntry({ projectId, referenceId: reference.id, fields, before: reference.fields }),
          {
            onOk: onDone,
          },
        );
      }}
    >
      {TEXT_FIELDS.map((name) => (
        <Field key={name} label={t(name)} error={errors[`fields.${name}`]}>
          {(p) => (
            <input
              {...p}
              value={fields[name]}
              inputMode={name === 'year' ? 'numeric' : undefined}
              onChange={(e) => set(name)(e.target.value)}
              className={`${inputClass} ${name === 'year' ? 'max-w-32' : ''}`}
            />
          )}
        </Field>
      ))}
      {AREA_FIELDS.map((name) => (
        <Field
          key={name}
          label={t(name)}
          hint={name === 'authors' ? t('authorsHint') : name === 'note' ? t('noteHint') : undefined}
          error={errors[`fields.${name}`]}
        >
          {(p) => (
            <textarea
              {...p}
              rows={name === 'abstract' ? 4 : 2}
              value={fields[name]}
              onChange={(e) => set(name)(e.target.value)}
              className={`${inputClass} field-sizing-content max-h-72`}
            />
          )}
        </Field>
      ))}
      <ErrorText>{!action.failure?.fieldErrors && action.error}</ErrorText>
      <div className="flex gap-2">
        <Button type="submit" disabled={action.pending}>
          {t('save')}
        </Button>
        <Button type="button" variant="ghost" disabled={action.pending} onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
