interface Props {
  name: string;
  label: string;
  value: string | undefined;
  options: [value: string, label: string][];
  /** The "no filter" option's text; omitted when a value is always chosen. */
  any?: string;
}

/** A labelled select for a GET filter form. */
export function FilterSelect({ name, label, value, options, any }: Props) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{label}</span>
      <select
        name={name}
        defaultValue={value ?? ''}
        className="rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm"
      >
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
