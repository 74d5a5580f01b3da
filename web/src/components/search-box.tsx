import { useId, type InputHTMLAttributes } from "react";
import { LabelledField } from "@/components/text-field";

interface SearchBoxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "onChange" | "id" | "className"> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  /** Classes after `field` on the wrapper (`toolbar-search` in a list's toolbar). */
  className?: string;
}

/** A labelled search box (label tied by id) in a `field`, as the lists' toolbars and pickers use. */
export function SearchBox({ label, onChange, id, className, ...inputProps }: SearchBoxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <LabelledField id={inputId} label={label} className={className}>
      <input id={inputId} className="input" type="search" onChange={(event) => onChange(event.target.value)} {...inputProps} />
    </LabelledField>
  );
}
