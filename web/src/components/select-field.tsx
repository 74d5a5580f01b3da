import { useId, type SelectHTMLAttributes } from "react";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "id" | "className"> {
  label: string;
  /** The choices in order: each value and the text shown for it. */
  options: ReadonlyArray<readonly [value: string | number, text: string]>;
  onChange: (value: string) => void;
  id?: string;
  /** Classes after `field` on the wrapper. */
  className?: string;
}

/** A labelled select (label tied by id) in a `field`, as the filters and forms use. */
export function SelectField({ label, options, onChange, id, className, ...selectProps }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field-label" htmlFor={selectId}>
        {label}
      </label>
      <select id={selectId} className="input" onChange={(event) => onChange(event.target.value)} {...selectProps}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
