'use client';

import { useTranslations } from 'next-intl';
import { inputClass } from '@/components/ui/field';
import { errorAt, type FieldEditorProps } from './field-props';
import { ListItemControls } from './list-item-controls';
import { blankOf, type Shape } from './shape';
import { useEditableList } from './use-list-keys';
import { AddItemButton, ListFieldIntro } from './list-field-parts';
import { useFieldText } from './field-text';

type Props = FieldEditorProps & { shape: Extract<Shape, { kind: 'array' }> };

/** A list of strings (or numbers): one input per item, with add, remove and reorder. */
export function ScalarListField({ label, path, value, shape, errors, disabled, onChange }: Props) {
  const { hint } = useFieldText();
  const t = useTranslations('stagePage.artifact');
  const items = Array.isArray(value) ? value : [];
  const list = useEditableList(items, onChange);
  const numeric = shape.item.kind === 'number';
  const error = errorAt(errors, path);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{label}</legend>
      <ListFieldIntro description={hint(path, shape.description)} error={error} empty={items.length === 0} />
      <ol className="flex flex-col gap-1.5">
        {items.map((item, i) => {
          const itemLabel = t('item', { label, n: i + 1 });
          const itemError = errorAt(errors, [...path, i]);
          return (
            <li key={list.keys[i]} className="flex flex-col gap-1">
              <span className="flex items-center gap-2">
                <span className="w-6 shrink-0 text-right text-xs text-stone-500" aria-hidden="true">
                  {i + 1}.
                </span>
                <input
                  aria-label={itemLabel}
                  aria-invalid={Boolean(itemError)}
                  type={numeric ? 'number' : 'text'}
                  value={item === null || item === undefined ? '' : String(item)}
                  disabled={disabled}
                  onChange={(e) =>
                    onChange(items.map((x, j) => (j === i ? (numeric ? Number(e.target.value) : e.target.value) : x)))
                  }
                  className={`${inputClass} min-w-0 flex-1`}
                />
                <ListItemControls label={itemLabel} disabled={disabled} {...list.controlsFor(i)} />
              </span>
              {itemError && <span className="ml-8 text-sm text-red-700">{itemError}</span>}
            </li>
          );
        })}
      </ol>
      <AddItemButton label={label} disabled={disabled} onAdd={() => list.add(blankOf(shape.item))} />
    </fieldset>
  );
}
