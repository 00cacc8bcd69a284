'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { createBibleEntry, editBibleEntry } from '@/lib/actions/bible';
import type { BibleEntryRow } from '@/lib/data/bible/entries';
import { BIBLE_KINDS, type BibleKind } from '@/lib/workflow/bible/entry';
import { Button } from '@/components/ui/button';
import { Field, inputClass, SelectField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { useAction } from '@/components/ui/use-action';

interface Props {
  projectId: string;
  /** The entry being edited; absent for a new one. */
  entry?: BibleEntryRow;
  /** Called after a save (`saved`), and on Cancel when editing. */
  onDone?: (saved: boolean) => void;
}

/** The fields of one bible entry; a new entry's form empties itself after a save. */
export function BibleEntryForm({ projectId, entry, onDone }: Props) {
  const t = useTranslations('bible');
  const action = useAction();
  const [name, setName] = useState(entry?.name ?? '');
  const [kind, setKind] = useState<BibleKind>(entry?.kind ?? 'character');
  const [aliases, setAliases] = useState(entry?.aliases.join(', ') ?? '');
  const [description, setDescription] = useState(entry?.description ?? '');
  const errors = action.failure?.fieldErrors ?? {};
  const aliasError = errors.aliases ?? Object.entries(errors).find(([k]) => k.startsWith('aliases.'))?.[1];
  const message =
    action.failure?.code === 'conflict'
      ? t('conflict')
      : action.failure && !action.failure.fieldErrors
        ? action.error
        : null;

  const save = () => {
    const fields = { projectId, name, kind, aliases, description };
    if (entry)
      action.run(() => editBibleEntry({ ...fields, entryId: entry.id, version: entry.version }), {
        onOk: () => onDone?.(true),
        refresh: false,
      });
    else
      action.run(() => createBibleEntry(fields), {
        onOk: () => {
          setName('');
          setAliases('');
          setDescription('');
          onDone?.(true);
        },
        refresh: false,
      });
  };

  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      noValidate
      aria-label={entry ? t('editLabel', { name: entry.name }) : t('addTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && entry) onDone?.(false);
      }}
    >
      <Field label={t('name')} error={errors.name}>
        {(p) => (
          <input
            {...p}
            value={name}
            autoFocus={Boolean(entry)}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <SelectField
        label={t('kindLabel')}
        name="kind"
        value={kind}
        options={BIBLE_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        onChange={setKind}
      />
      <div className="sm:col-span-2">
        <Field label={t('aliases')} hint={t('aliasesHint')} error={aliasError}>
          {(p) => <input {...p} value={aliases} onChange={(e) => setAliases(e.target.value)} className={inputClass} />}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field label={t('description')} error={errors.description}>
          {(p) => (
            <textarea
              {...p}
              rows={3}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              className={`${inputClass} field-sizing-content min-h-20 max-h-80`}
            />
          )}
        </Field>
      </div>
      {message && (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{message}</FormMessage>
        </div>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" variant={entry ? 'primary' : 'secondary'} disabled={action.pending || !name.trim()}>
          {entry ? t('save') : t('add')}
        </Button>
        {entry && (
          <Button type="button" variant="ghost" onClick={() => onDone?.(false)}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
