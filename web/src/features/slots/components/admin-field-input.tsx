import { useId } from "react";
import type { FieldConfig } from "@/features/slots/api";
import { cleanUrl } from "@/features/slots/admin-fields";
import { slotFormMessages } from "@/features/slots/messages";

interface AdminFieldInputProps {
  field: FieldConfig;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
}

const INPUT_TYPES: Partial<Record<FieldConfig["fieldType"], string>> = {
  text: "text",
  number: "text",
  email: "email",
  url: "text",
  date: "date",
};

/** One configured dynamic field in the operator's edit form, rendered by its type; the label is the config's. */
export function AdminFieldInput({ field, value, onChange, disabled, invalid }: AdminFieldInputProps) {
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
  const hint = hintId && (
    <p id={hintId} className="field-hint">
      {field.description}
    </p>
  );

  if (field.fieldType === "boolean") {
    return (
      <div className="field field-inline">
        <input {...common} type="checkbox" checked={value === "true"} onChange={(event) => onChange(event.target.checked ? "true" : "false")} />
        <label className="field-label" htmlFor={id}>
          {field.label}
        </label>
        {hint}
      </div>
    );
  }

  let control;
  if (field.fieldType === "textarea") {
    control = (
      <textarea {...common} className="input admin-textarea" rows={3} placeholder={field.placeholder ?? undefined} value={value} onChange={(event) => onChange(event.target.value)} />
    );
  } else if (field.fieldType === "select") {
    control = (
      <select {...common} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{field.placeholder || slotFormMessages.selectPlaceholder}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
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
        onChange={(event) => onChange(field.fieldType === "url" ? cleanUrl(event.target.value) : event.target.value)}
      />
    );
  }

  return (
    <div className="field">
      <div className="field-label-row">
        <label className="field-label" htmlFor={id}>
          {field.label}
        </label>
        {field.isRequired && (
          <span className="field-required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {control}
      {hint}
    </div>
  );
}
