import { useId, type InputHTMLAttributes, type Ref } from "react";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  hint?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input (label tied by id) with an optional hint tied by aria-describedby. The required
 * mark sits outside the <label> so the accessible name is exactly `label`.
 */
export function TextField({ label, hint, id, ref, required, className, ...inputProps }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <div className="field-label-row">
        <label className="field-label" htmlFor={fieldId}>
          {label}
        </label>
        {required && (
          <span className="field-required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <input
        ref={ref}
        id={fieldId}
        className="input"
        required={required}
        aria-required={required || undefined}
        aria-describedby={hintId}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
