import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

interface FieldLabelProps {
  htmlFor: string;
  label: ReactNode;
  /**
   * Shows the required mark, outside the <label> so the accessible name is exactly `label`: only on
   * a form that creates or edits data, never where a value is shown or searched by (issue 40).
   */
  required?: boolean;
  /** More at the row's end (a character counter, an upload button). */
  children?: ReactNode;
}

/** A field's label row: the label tied to its control, the required mark, and anything after. */
export function FieldLabel({ htmlFor, label, required, children }: FieldLabelProps) {
  return (
    <div className="field-label-row">
      <label className="field-label" htmlFor={htmlFor}>
        {label}
      </label>
      {required && (
        <span className="field-required" aria-hidden="true">
          *
        </span>
      )}
      {children}
    </div>
  );
}

interface LabelledFieldProps {
  /** The control's id, which the label is tied to. */
  id: string;
  label: string;
  /** Classes after `field` on the wrapper. */
  className?: string;
  /** The control, and anything under it (a hint). */
  children: ReactNode;
}

/** A `field`: a label tied by id over its control, as the filters, toolbars and forms use. */
export function LabelledField({ id, label, className, children }: LabelledFieldProps) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  hint?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input (label tied by id) with an optional hint tied by aria-describedby. The required
 * mark sits outside the <label> so the accessible name is exactly `label`, and only where the value
 * is edited (issue 40): a read-only field shows what is, so it says nothing of being required.
 */
export function TextField({ label, hint, id, ref, required, className, ...inputProps }: TextFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const edited = required && !inputProps.readOnly;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <FieldLabel htmlFor={fieldId} label={label} required={edited} />
      <input
        ref={ref}
        id={fieldId}
        className="input"
        required={edited}
        aria-required={edited || undefined}
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
