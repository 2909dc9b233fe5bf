interface Props {
  label: string;
  /** The URL query name (`brand`, `seats`, `sort`, …), also the native form field's name and (prefixed) its id. */
  name: string;
  options: readonly { value: string; label: string }[];
}

/**
 * One labelled select of the inventory's filter bar, first option chosen. The label names the select by
 * `for` (not by wrapping it), so the label is just its own words, never the option texts.
 */
export default function FilterSelect({ label, name, options }: Props) {
  const id = `filter-${name}`;
  return (
    <div className="filter-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className="form-control">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
