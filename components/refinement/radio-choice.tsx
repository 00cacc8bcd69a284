interface Props<V extends string> {
  legend: string;
  /** The radio group's name, unique on the page. */
  name: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** One of a few options, as radio buttons in a row under their legend. */
export function RadioChoice<V extends string>({ legend, name, value, options, onChange }: Props<V>) {
  return (
    <fieldset className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-1.5">
          <input
            type="radio"
            name={name}
            className="accent-indigo-700"
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
