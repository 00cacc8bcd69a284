'use client';

import { errorAt, type FieldEditorProps, type NestedField } from './field-props';
import { useFieldText } from './field-text';
import type { Shape } from './shape';
import { ErrorText } from '@/components/ui/error-text';
import { FieldLockedNote, FieldLockToggle } from './field-lock';

type Props = FieldEditorProps & { shape: Extract<Shape, { kind: 'object' }>; field: NestedField; bare?: boolean };

/** An object's fields in schema order; a nested object is a fieldset titled by its key. */
export function ObjectFields({
  label,
  path,
  value,
  shape,
  errors,
  disabled,
  onChange,
  field: FieldEditor,
  bare,
}: Props) {
  const text = useFieldText();
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const fields = (
    <div className="flex flex-col gap-4">
      {shape.fields.map(({ key, shape: fieldShape }) => {
        const editor = (
          <FieldEditor
            key={key}
            label={text.label(key)}
            path={[...path, key]}
            value={record[key]}
            shape={fieldShape}
            errors={errors}
            disabled={disabled}
            onChange={(v) => onChange({ ...record, [key]: v })}
          />
        );
        // The artifact's own fields (a plan's, a brief's) can be locked one by one.
        if (path.length > 0) return editor;
        return (
          <div key={key} className="flex flex-col gap-1">
            <div className="flex items-center justify-end gap-2">
              <FieldLockedNote path={[key]} />
              <FieldLockToggle path={[key]} label={text.label(key)} />
            </div>
            {editor}
          </div>
        );
      })}
    </div>
  );
  // The root object and list items already have their frame.
  if (bare || path.length === 0) return fields;
  const error = errorAt(errors, path);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-medium text-stone-800">{label}</legend>
      {text.hint(path, shape.description) && (
        <p className="text-xs text-stone-500">{text.hint(path, shape.description)}</p>
      )}
      <ErrorText>{error}</ErrorText>
      {fields}
    </fieldset>
  );
}
