'use client';

import { useTranslations } from 'next-intl';
import { Field, inputClass } from '@/components/ui/field';
import type { FieldSpec } from './field-specs';

interface Props {
  spec: FieldSpec;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
}

export function ConfigField({ spec, value, error, onChange }: Props) {
  const t = useTranslations();
  const label = t(`newProject.${spec.name}`);
  return (
    <Field label={label} error={error}>
      {(p) => {
        if (spec.kind === 'textarea')
          return (
            <textarea
              {...p}
              name={spec.name}
              rows={spec.rows ?? 3}
              value={String(value ?? '')}
              onChange={(e) => onChange(e.target.value)}
              className={inputClass}
            />
          );
        if (spec.kind === 'number')
          return (
            <input
              {...p}
              name={spec.name}
              type="number"
              min={spec.min}
              max={spec.max}
              value={String(value ?? '')}
              onChange={(e) => onChange(e.target.value)}
              className={inputClass}
            />
          );
        if (spec.kind === 'select')
          return (
            <select
              {...p}
              name={spec.name}
              value={String(value ?? spec.defaultValue)}
              onChange={(e) => onChange(e.target.value)}
              className={inputClass}
            >
              {spec.options.map((o) => (
                <option key={o} value={o}>
                  {!spec.translate
                    ? o
                    : spec.name === 'language'
                      ? t(o === 'zh' ? 'newProject.languageZh' : 'newProject.languageEn')
                      : t(`options.${o}`)}
                </option>
              ))}
            </select>
          );
        return (
          <input
            {...p}
            name={spec.name}
            value={String(value ?? '')}
            onChange={(e) => onChange(e.target.value)}
            className={inputClass}
          />
        );
      }}
    </Field>
  );
}

/** Initial values for a template's form: every select and number starts at its default. */
export function initialConfig(specs: FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(
    specs.map((s) => [s.name, s.kind === 'number' || s.kind === 'select' ? s.defaultValue : '']),
  );
}
