'use client';

import { useTranslations } from 'next-intl';
import { errorAt, type FieldEditorProps, type NestedField } from './field-props';
import { ListItemControls } from './list-item-controls';
import { ObjectFields } from './object-fields';
import { blankOf, resolveShape, type Shape } from './shape';
import { useEditableList } from './use-list-keys';
import { AddItemButton, ListFieldIntro } from './list-field-parts';
import { useFieldText } from './field-text';
import { ErrorText } from '@/components/ui/error-text';

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
  const { hint } = useFieldText();
  const t = useTranslations('stagePage.artifact');
  const items = Array.isArray(value) ? value : [];
  const list = useEditableList(items, onChange);
  const error = errorAt(errors, path);
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
        return (
          <div key={list.keys[i]} className="relative rounded-lg border border-stone-200 bg-stone-50/50 p-4">
            <div className="absolute right-2 top-2">
              <ListItemControls label={itemLabel} disabled={disabled} {...list.controlsFor(i)} />
            </div>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-3 pr-32 text-sm font-medium text-stone-700">
                {itemLabel}
                {name && <span className="font-normal text-stone-500"> · {name}</span>}
              </legend>
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
          </div>
        );
      })}
      <AddItemButton label={label} disabled={disabled} onAdd={() => list.add(blankOf(shape.item))} />
    </fieldset>
  );
}
