'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { errorAt, type FieldEditorProps, type NestedField } from './field-props';
import { ListItemControls } from './list-item-controls';
import { ObjectFields } from './object-fields';
import { blankOf, resolveShape, type Shape } from './shape';
import { useEditableList } from './use-list-keys';
import { AddItemButton, ListFieldIntro } from './list-field-parts';
import { useFieldText } from './field-text';
import { ErrorText } from '@/components/ui/error-text';
import { FieldLockedNote, FieldLockToggle } from './field-lock';

type Props = FieldEditorProps & { shape: Extract<Shape, { kind: 'array' }>; field: NestedField };

// An item's own name makes a better heading than its number alone ("Characters 2: Mei").
const NAME_KEYS = ['name', 'title', 'time', 'clueId', 'nodeId', 'key', 'id'];
const nameOf = (item: unknown) => {
  if (!item || typeof item !== 'object') return '';
  const record = item as Record<string, unknown>;
  const key = NAME_KEYS.find((k) => typeof record[k] === 'string' && record[k]);
  return key ? String(record[key]).slice(0, 60) : '';
};

// A long list (a script outline's timeline, clues, branches) folds its items to their headings, so the
// form is a page of headings rather than thousands of pixels of fields; the first stays open.
const FOLD_AFTER = 3;

/**
 * A list of objects: each item a fieldset with its fields, movable and removable; new items start
 * blank. In a long list each item folds to its heading, and opens when it holds an error.
 */
export function ObjectListField({ label, path, value, shape, errors, disabled, onChange, field }: Props) {
  const { hint } = useFieldText();
  const t = useTranslations('stagePage.artifact');
  const items = Array.isArray(value) ? value : [];
  const list = useEditableList(items, onChange);
  const error = errorAt(errors, path);
  const folds = items.length > FOLD_AFTER;
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set(list.keys.slice(0, 1)));
  const hasError = (i: number) => Object.keys(errors).some((k) => k.startsWith([...path, i].join('.')));
  const setOpen = (key: number, open: boolean) =>
    setOpened((s) =>
      open === s.has(key) ? s : open ? new Set([...s, key]) : new Set([...s].filter((k) => k !== key)),
    );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-stone-900">
        {label} <span className="font-normal text-stone-500">({items.length})</span>
      </legend>
      <ListFieldIntro description={hint(path, shape.description)} error={error} empty={items.length === 0} />
      {items.map((item, i) => {
        const itemLabel = t('item', { label, n: i + 1 });
        const name = nameOf(item);
        const itemShape = resolveShape(shape.item, item);
        const body = (
          <>
            <div className="absolute right-2 top-2 flex items-start gap-1">
              {/* An item of one of the artifact's own lists (an outline entry, a character) can be locked. */}
              {path.length === 1 && (
                <FieldLockToggle path={[...path, i]} label={name ? `${itemLabel} · ${name}` : itemLabel} />
              )}
              <ListItemControls label={itemLabel} disabled={disabled} {...list.controlsFor(i)} />
            </div>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-3 pr-44 text-sm font-medium text-stone-700">
                {itemLabel}
                {name && <span className="font-normal text-stone-500"> · {name}</span>}
              </legend>
              {path.length === 1 && <FieldLockedNote path={[...path, i]} />}
              <ErrorText>{errorAt(errors, [...path, i])}</ErrorText>
              {itemShape.kind === 'object' && (
                <ObjectFields
                  label={itemLabel}
                  path={[...path, i]}
                  value={item}
                  shape={itemShape}
                  errors={errors}
                  disabled={disabled}
                  onChange={(v) => onChange(items.map((x, j) => (j === i ? v : x)))}
                  field={field}
                  bare
                />
              )}
            </fieldset>
          </>
        );
        if (!folds)
          return (
            <div key={list.keys[i]} className="relative rounded-lg border border-stone-200 bg-stone-50/50 p-4">
              {body}
            </div>
          );
        const key = list.keys[i];
        return (
          <details
            key={key}
            open={opened.has(key) || hasError(i)}
            onToggle={(e) => setOpen(key, e.currentTarget.open)}
            className="rounded-lg border border-stone-200 bg-stone-50/50"
            data-testid="folded-item"
          >
            <summary className="cursor-pointer px-4 py-2 text-sm font-medium text-stone-700">
              {itemLabel}
              {name && <span className="font-normal text-stone-500"> · {name}</span>}
            </summary>
            <div className="relative p-4 pt-2">{body}</div>
          </details>
        );
      })}
      <AddItemButton label={label} disabled={disabled} onAdd={() => list.add(blankOf(shape.item))} />
    </fieldset>
  );
}
