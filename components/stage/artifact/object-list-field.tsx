'use client';

import { useTranslations } from 'next-intl';
import { errorAt, type FieldEditorProps, type NestedField } from './field-props';
import { ListItemControls } from './list-item-controls';
import { ObjectFields } from './object-fields';
import { blankOf, resolveShape, type Shape } from './shape';
import { moved, useListKeys } from './use-list-keys';

type Props = FieldEditorProps & { shape: Extract<Shape, { kind: 'array' }>; field: NestedField };

// An item's own name makes a better heading than its number alone ("Characters 2: Mei").
const NAME_KEYS = ['name', 'title', 'time', 'clueId', 'nodeId', 'key', 'id'];
const nameOf = (item: unknown) => {
  if (!item || typeof item !== 'object') return '';
  const record = item as Record<string, unknown>;
  const key = NAME_KEYS.find((k) => typeof record[k] === 'string' && record[k]);
  return key ? String(record[key]).slice(0, 60) : '';
};

/** A list of objects: each item a fieldset with its fields, movable and removable; new items start blank. */
export function ObjectListField({ label, path, value, shape, errors, disabled, onChange, field }: Props) {
  const t = useTranslations('stagePage.artifact');
  const items = Array.isArray(value) ? value : [];
  const list = useListKeys(items.length);
  const error = errorAt(errors, path);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-stone-900">
        {label} <span className="font-normal text-stone-500">({items.length})</span>
      </legend>
      {shape.description && <p className="text-xs text-stone-500">{shape.description}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {items.length === 0 && <p className="text-sm text-stone-500">{t('emptyList')}</p>}
      {items.map((item, i) => {
        const itemLabel = t('item', { label, n: i + 1 });
        const name = nameOf(item);
        const itemShape = resolveShape(shape.item, item);
        return (
          <div key={list.keys[i]} className="relative rounded-lg border border-stone-200 bg-stone-50/50 p-4">
            <div className="absolute right-2 top-2">
              <ListItemControls
                label={itemLabel}
                index={i}
                count={items.length}
                disabled={disabled}
                onMove={(to) => {
                  list.move(i, to);
                  onChange(moved(items, i, to));
                }}
                onRemove={() => {
                  list.remove(i);
                  onChange(items.filter((_, j) => j !== i));
                }}
              />
            </div>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-3 pr-32 text-sm font-medium text-stone-700">
                {itemLabel}
                {name && <span className="font-normal text-stone-500"> · {name}</span>}
              </legend>
              {errorAt(errors, [...path, i]) && (
                <p role="alert" className="text-sm text-red-700">
                  {errorAt(errors, [...path, i])}
                </p>
              )}
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
          </div>
        );
      })}
      <button
        type="button"
        disabled={disabled}
        className="self-start rounded px-2 py-1 text-sm text-indigo-800 hover:bg-indigo-50 disabled:text-stone-400"
        onClick={() => {
          list.add();
          onChange([...items, blankOf(shape.item)]);
        }}
      >
        + {t('add', { label })}
      </button>
    </fieldset>
  );
}
