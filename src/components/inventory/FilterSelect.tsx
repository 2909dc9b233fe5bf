import { filterField } from './filter-classes';

interface Props<V extends string> {
  label: string;
  /** The URL query name (`brand`, `category`, `price`), also the native form field's name. */
  name: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  className?: string;
}

/** One labelled filter select of the inventory: brand, category or price band. */
export default function FilterSelect<V extends string>({ label, name, value, options, onChange, className = '' }: Props<V>) {
  return (
    <label className={`${filterField} ${className}`.trim()}>
      {label}
      <select name={name} value={value} onChange={(e) => onChange(e.target.value as V)} className="form-control">
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
