import { useId } from 'react';
import { ErrorText } from './error-text';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode;
}

/** A labelled control with its hint and error announced to assistive technology. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      <ErrorText id={errorId}>{error}</ErrorText>
    </div>
  );
}

export const inputClass =
  'rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm aria-[invalid=true]:border-red-600 focus:border-indigo-500';

interface SelectFieldProps<V extends string> {
  label: string;
  name: string;
  value: V;
  /** A disabled option stays visible; the hint says why it cannot be chosen. */
  options: readonly { value: V; label: string; disabled?: boolean }[];
  onChange: (value: V) => void;
  hint?: string;
  disabled?: boolean;
}

/** A labelled choice among fixed options (their labels already translated). */
export function SelectField<V extends string>({
  label,
  name,
  value,
  options,
  onChange,
  hint,
  disabled,
}: SelectFieldProps<V>) {
  return (
    <Field label={label} hint={hint}>
      {(p) => (
        <select
          {...p}
          name={name}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value as V)}
          className={inputClass}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
