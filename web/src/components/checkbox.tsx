import type { InputHTMLAttributes } from "react";

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "checked" | "onChange"> {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox inside its label (`checkbox-label`), so the words are its name and a click on them ticks it. */
export function Checkbox({ label, onChange, ...inputProps }: CheckboxProps) {
  return (
    <label className="checkbox-label">
      <input type="checkbox" onChange={(event) => onChange(event.target.checked)} {...inputProps} />
      {label}
    </label>
  );
}
