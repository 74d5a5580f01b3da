import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { LabelledField } from "@/components/text-field";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "id" | "className"> {
  label: string;
  /** The choices in order: each value, the text shown for it, and whether it is off. */
  options: ReadonlyArray<readonly [value: string | number, text: string, disabled?: boolean]>;
  onChange: (value: string) => void;
  id?: string;
  /** Classes after `field` on the wrapper. */
  className?: string;
  /** Under the select (a hint). */
  children?: ReactNode;
}

/** A labelled select (label tied by id) in a `field`, as the filters and forms use. */
export function SelectField({ label, options, onChange, id, className, children, ...selectProps }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <LabelledField id={selectId} label={label} className={className}>
      <select id={selectId} className="input" onChange={(event) => onChange(event.target.value)} {...selectProps}>
        {options.map(([value, text, disabled]) => (
          <option key={value} value={value} disabled={disabled}>
            {text}
          </option>
        ))}
      </select>
      {children}
    </LabelledField>
  );
}
