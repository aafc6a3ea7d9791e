import { useId } from 'react';

/**
 * A list filter: a labelled select whose choice goes into the address (via `onChange`). `all`
 * adds a first option with the value '' ("All", "Any") meaning no filter; '' reaches `onChange`
 * as null. `stacked` puts the label above the select (the orders filter bar).
 */
function FilterLabel({ id, label, stacked }: { id: string; label: string; stacked: boolean }) {
  return (
    <label
      htmlFor={id}
      className={stacked ? 'text-xs font-medium text-muted' : 'text-sm font-medium'}
    >
      {label}
    </label>
  );
}

const layout = (stacked: boolean) => (stacked ? 'flex flex-col gap-1' : 'flex items-center gap-2');

export function FilterSelect({
  label,
  value,
  options,
  onChange,
  all,
  stacked = false,
}: {
  label: string;
  value: string;
  options: readonly (readonly [value: string, label: string])[];
  onChange: (value: string | null) => void;
  all?: string;
  stacked?: boolean;
}) {
  const id = useId();
  return (
    <div className={layout(stacked)}>
      <FilterLabel id={id} label={label} stacked={stacked} />
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value || null)}
        className="max-w-52 rounded-md border border-line bg-white px-2 py-1.5 text-sm"
      >
        {all !== undefined ? <option value="">{all}</option> : null}
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A list filter by day (a date range's end): '' (cleared) reaches `onChange` as null. */
export function FilterDate({
  label,
  value,
  onChange,
  stacked = false,
}: {
  label: string;
  value: string;
  onChange: (value: string | null) => void;
  stacked?: boolean;
}) {
  const id = useId();
  return (
    <div className={layout(stacked)}>
      <FilterLabel id={id} label={label} stacked={stacked} />
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value || null)}
        className="rounded-md border border-line px-2 py-1 text-sm"
      />
    </div>
  );
}

/** ['active', 'inactive'] as options labelled "Active", "Inactive". */
export function capitalizedOptions(values: readonly string[]): [string, string][] {
  return values.map((value) => [value, `${value[0]?.toUpperCase() ?? ''}${value.slice(1)}`]);
}
