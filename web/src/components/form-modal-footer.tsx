import { commonMessages } from "@/lib/messages";

interface FormButtonsProps {
  /** `modal-footer` in a modal, `form-actions` on a page. */
  className: string;
  /** The secondary button: it calls `onClick`, or without one it resets the form. */
  secondary: { label: string; onClick?: () => void };
  busy: boolean;
  submitLabel: string;
  /** Shown on the submit button while the request runs; the submit label when left out. */
  busyLabel?: string;
  /** A destructive submit (reject, refund) is red. */
  danger?: boolean;
  /** Submit also off for another reason than `busy` (a required reason still blank). */
  submitDisabled?: boolean;
  submitTestId?: string;
}

/** A form's two buttons: cancel (or reset), and the submit button with its busy label. */
export function FormButtons(props: FormButtonsProps) {
  const { className, secondary, busy, submitLabel, busyLabel, danger, submitDisabled, submitTestId } = props;
  return (
    <div className={className}>
      <button type={secondary.onClick ? "button" : "reset"} className="button button-secondary" onClick={secondary.onClick} disabled={busy}>
        {secondary.label}
      </button>
      <button
        type="submit"
        className={danger ? "button button-danger" : "button button-primary"}
        disabled={busy || submitDisabled}
        data-testid={submitTestId}
      >
        {busy ? (busyLabel ?? submitLabel) : submitLabel}
      </button>
    </div>
  );
}

/** The footer of a form in a modal: cancel, and the submit button with its busy label. */
export function FormModalFooter({ onCancel, ...props }: Omit<FormButtonsProps, "className" | "secondary" | "submitTestId"> & { onCancel: () => void }) {
  return <FormButtons className="modal-footer" secondary={{ label: commonMessages.cancel, onClick: onCancel }} {...props} />;
}

/** The footer of a modal that only shows something: one button that closes it. */
export function CloseModalFooter({ onClose, label = commonMessages.close, primary = false }: {
  onClose: () => void;
  /** The button's text (commonMessages.close when left out). */
  label?: string;
  /** The closing button is the modal's main action (a finished batch). */
  primary?: boolean;
}) {
  return (
    <div className="modal-footer">
      <button type="button" className={primary ? "button button-primary" : "button button-secondary"} onClick={onClose}>
        {label}
      </button>
    </div>
  );
}
