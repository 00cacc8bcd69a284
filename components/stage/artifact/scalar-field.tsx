'use client';

import { useState } from 'react';
import { Field, inputClass } from '@/components/ui/field';
import { errorAt, type FieldEditorProps } from './field-props';
import type { Shape } from './shape';
import { useFieldText } from './field-text';

type Props = FieldEditorProps & { shape: Shape; compact?: boolean };

// Names, titles, ids and times are one-liners; anything else (or anything already long) gets a textarea.
const SHORT_KEY =
  /(^|\.)(name|title|key|id|time|role|displayNumber|clueId|nodeId|character[A-Z]?|citationStyle|language|discipline|academicLevel)$/i;

/** One string, number, boolean or choice, labelled, with its server error. */
export function ScalarField({ label, path, value, shape, errors, disabled, onChange, compact }: Props) {
  const { hint } = useFieldText();
  const text = value === null || value === undefined ? '' : String(value);
  const [multiline] = useState(
    () =>
      shape.kind === 'string' &&
      !compact &&
      (text.length > 80 || text.includes('\n') || !SHORT_KEY.test(path.join('.'))),
  );
  return (
    <Field label={label} error={errorAt(errors, path)} hint={hint(path, shape.description)}>
      {(p) => {
        if (shape.kind === 'number')
          return (
            <input
              {...p}
              type="number"
              step={shape.integer ? 1 : 'any'}
              value={text}
              readOnly={shape.readOnly}
              disabled={disabled}
              onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
              className={`${inputClass} max-w-48`}
            />
          );
        if (shape.kind === 'boolean')
          return (
            <input
              {...p}
              type="checkbox"
              checked={value === true}
              disabled={disabled}
              onChange={(e) => onChange(e.target.checked)}
              className="h-4 w-4 accent-indigo-700"
            />
          );
        if (shape.kind === 'enum')
          return (
            <select
              {...p}
              value={text}
              disabled={disabled}
              onChange={(e) => onChange(e.target.value)}
              className={inputClass}
            >
              {shape.options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
          );
        if (multiline)
          return (
            <textarea
              {...p}
              value={text}
              disabled={disabled}
              onChange={(e) => onChange(e.target.value)}
              className={`${inputClass} field-sizing-content min-h-16 max-h-96 leading-relaxed`}
            />
          );
        return (
          <input
            {...p}
            value={text}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
            className={inputClass}
          />
        );
      }}
    </Field>
  );
}
