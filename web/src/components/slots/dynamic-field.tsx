import { useId } from "react";
import { FieldLabel } from "@/components/text-field";
import type { FieldConfig } from "@/lib/slots/api";
import { normalizeInput } from "@/lib/slots/fields";
import { slotFieldMessages } from "@/lib/slots/messages";

interface DynamicFieldProps {
  field: FieldConfig;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  disabled?: boolean;
}

const INPUT_TYPES: Partial<Record<FieldConfig["fieldType"], string>> = {
  text: "text",
  number: "text",
  email: "email",
  url: "text",
  date: "date",
};

/**
 * One configured field, rendered by its type (text, textarea, number, email, url, select, date,
 * boolean); the label is the config's label and required fields carry a red mark. URL fields drop
 * spaces and the `&q=` tail as one types or pastes.
 */
export function DynamicField({ field, value, onChange, invalid, disabled }: DynamicFieldProps) {
  const id = useId();
  const hintId = field.description ? `${id}-hint` : undefined;
  const common = {
    id,
    name: field.fieldKey,
    disabled,
    "aria-invalid": invalid || undefined,
    "aria-required": field.isRequired || undefined,
    "aria-describedby": hintId,
  };
  const set = (next: string) => onChange(normalizeInput(field, next));

  if (field.fieldType === "boolean") {
    return (
      <div className="field field-inline">
        <input
          {...common}
                    type="checkbox"
          checked={value === "true"}
          onChange={(event) => onChange(event.target.checked ? "true" : "false")}
        />
        <label className="field-label" htmlFor={id}>{field.label}</label>
        {hintId && <p id={hintId} className="field-hint">{field.description}</p>}
      </div>
    );
  }

  let control;
  if (field.fieldType === "textarea") {
    control = (
      <textarea {...common} className="input textarea" rows={3} placeholder={field.placeholder ?? undefined} value={value} onChange={(event) => set(event.target.value)} />
    );
  } else if (field.fieldType === "select") {
    control = (
      <select {...common} className="input" value={value} onChange={(event) => set(event.target.value)}>
        <option value="">{field.placeholder || slotFieldMessages.selectPlaceholder}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>{option}</option>
        ))}
        {value && !field.options.includes(value) && <option value={value}>{value}</option>}
      </select>
    );
  } else {
    control = (
      <input
        {...common}
                className="input"
        type={INPUT_TYPES[field.fieldType] ?? "text"}
        inputMode={field.fieldType === "number" ? "decimal" : field.fieldType === "url" ? "url" : undefined}
        autoComplete="off"
        placeholder={field.placeholder ?? undefined}
        value={value}
        onChange={(event) => set(event.target.value)}
      />
    );
  }

  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={field.label} required={field.isRequired} />
      {control}
      {hintId && <p id={hintId} className="field-hint">{field.description}</p>}
    </div>
  );
}
