'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { createBibleEntry, editBibleEntry, previewBibleEdit } from '@/lib/actions/bible';
import type { BibleEntryRow } from '@/lib/data/bible/entries';
import type { BibleImpact } from '@/lib/data/ripples/preview-bible-change';
import { BIBLE_KINDS, type BibleKind } from '@/lib/workflow/bible/entry';
import { Button } from '@/components/ui/button';
import { Field, inputClass, SelectField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { useAction } from '@/components/ui/use-action';
import { BibleImpactNotice } from './bible-impact';

/** What a save with its ripple proposed at once, and the passages a model run is rewriting meanwhile. */
export interface RippleProposal {
  proposed: number;
  rewriting: number;
}

interface Props {
  projectId: string;
  /** The entry being edited; absent for a new one. */
  entry?: BibleEntryRow;
  /** Called after a save (`saved`), and on Cancel when editing. */
  /** `proposal`: what a save with its ripple proposed, and how many passages a model run is rewriting. */
  onDone?: (saved: boolean, proposal?: RippleProposal) => void;
}

/** The fields of one bible entry; a new entry's form empties itself after a save. */
export function BibleEntryForm({ projectId, entry, onDone }: Props) {
  const t = useTranslations('bible');
  const action = useAction();
  const [name, setName] = useState(entry?.name ?? '');
  const [kind, setKind] = useState<BibleKind>(entry?.kind ?? 'character');
  const [aliases, setAliases] = useState(entry?.aliases.join(', ') ?? '');
  const [description, setDescription] = useState(entry?.description ?? '');
  // What the change would rename across the book, shown before an edited entry is saved.
  const [impact, setImpact] = useState<BibleImpact | null>(null);
  const errors = action.failure?.fieldErrors ?? {};
  const aliasError = errors.aliases ?? Object.entries(errors).find(([k]) => k.startsWith('aliases.'))?.[1];
  const message =
    action.failure?.code === 'conflict'
      ? t('conflict')
      : action.failure && !action.failure.fieldErrors
        ? action.error
        : null;

  const fields = { projectId, name, kind, aliases, description };
  const saveEdit = (ripple: boolean) =>
    action.run(() => editBibleEntry({ ...fields, entryId: entry!.id, version: entry!.version, ripple }), {
      onOk: (r) =>
        onDone?.(
          true,
          ripple ? { proposed: r.proposed, rewriting: r.runId ? (impact?.rewrite.count ?? 0) : 0 } : undefined,
        ),
      // A ripple opens a round on the stage: the page reads it again.
      refresh: ripple,
    });
  // A new spelling or description may change passages: its impact is shown before saving.
  const renamed =
    entry &&
    (name.trim() !== entry.name ||
      aliases !== entry.aliases.join(', ') ||
      description.trim() !== entry.description.trim());

  const save = () => {
    if (entry && renamed)
      action.run(() => previewBibleEdit({ ...fields, entryId: entry.id }), {
        onOk: (found) => (found.places || found.rewrite.count ? setImpact(found) : saveEdit(false)),
        refresh: false,
      });
    else if (entry) saveEdit(false);
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
            onChange={(e) => {
              setName(e.target.value);
              setImpact(null);
            }}
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
          {(p) => (
            <input
              {...p}
              value={aliases}
              onChange={(e) => {
                setAliases(e.target.value);
                setImpact(null);
              }}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field label={t('description')} error={errors.description}>
          {(p) => (
            <textarea
              {...p}
              rows={3}
              value={description}
              onChange={(e) => {
                setDescription(e.target.value);
                setImpact(null);
              }}
              className={`${inputClass} field-sizing-content min-h-20 max-h-80`}
            />
          )}
        </Field>
      </div>
      {impact && (
        <BibleImpactNotice impact={impact} pending={action.pending} onSave={saveEdit} onBack={() => setImpact(null)} />
      )}
      {message && (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{message}</FormMessage>
        </div>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button
          type="submit"
          variant={entry ? 'primary' : 'secondary'}
          disabled={action.pending || !name.trim() || impact !== null}
        >
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
