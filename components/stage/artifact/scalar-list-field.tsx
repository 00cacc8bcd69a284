'use client';

import { useTranslations } from 'next-intl';
import { inputClass } from '@/components/ui/field';
import { errorAt, type FieldEditorProps } from './field-props';
import { ListItemControls } from './list-item-controls';
import { blankOf, type Shape } from './shape';
import { moved, useListKeys } from './use-list-keys';

type Props = FieldEditorProps & { shape: Extract<Shape, { kind: 'array' }> };

/** A list of strings (or numbers): one input per item, with add, remove and reorder. */
export function ScalarListField({ label, path, value, shape, errors, disabled, onChange }: Props) {
  const t = useTranslations('stagePage.artifact');
  const items = Array.isArray(value) ? value : [];
  const list = useListKeys(items.length);
  const numeric = shape.item.kind === 'number';
  const error = errorAt(errors, path);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{label}</legend>
      {shape.description && <p className="text-xs text-stone-500">{shape.description}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {items.length === 0 && <p className="text-sm text-stone-500">{t('emptyList')}</p>}
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
              </span>
              {itemError && <span className="ml-8 text-sm text-red-700">{itemError}</span>}
            </li>
          );
        })}
      </ol>
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
