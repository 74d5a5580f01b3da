import { commonMessages } from "@/lib/messages";

/** The footer of a form in a modal: cancel, and the submit button with its busy label. */
export function FormModalFooter(props: {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  /** Shown on the submit button while the request runs; the submit label when left out. */
  busyLabel?: string;
  /** A destructive submit (reject, refund) is red. */
  danger?: boolean;
  /** Submit also off for another reason than `busy` (a required reason still blank). */
  submitDisabled?: boolean;
}) {
  const { onCancel, busy, submitLabel, busyLabel, danger, submitDisabled } = props;
  return (
    <div className="modal-footer">
      <button type="button" className="button button-secondary" onClick={onCancel} disabled={busy}>
        {commonMessages.cancel}
      </button>
      <button type="submit" className={danger ? "button button-danger" : "button button-primary"} disabled={busy || submitDisabled}>
        {busy ? (busyLabel ?? submitLabel) : submitLabel}
      </button>
    </div>
  );
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
