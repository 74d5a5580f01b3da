import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { AlertBox } from "@/components/alert-box";
import { useConfirm, type ConfirmOptions } from "@/components/confirm-dialog";
import { FormModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import { AdminSlotBrief } from "@/features/admin-slots/components/admin-slot-brief";
import { errorMessageOf } from "@/lib/api-client";
import type { SlotView } from "@/lib/slots/api";

interface AdminReasonModalProps {
  slot: SlotView;
  title: string;
  description?: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  submittingLabel: string;
  failedMessage: string;
  /** Shown under the slot's summary (the refund amount). */
  extra?: ReactNode;
  /** Asked after the button is pressed and before the call (refund). */
  confirmBefore?: ConfirmOptions;
  /** Sends the trimmed reason; a thrown error's message is shown in the modal. */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
  testId: string;
}

/**
 * A decision that needs a reason (reject, refund): the button stays disabled while the reason is
 * blank; the server's message shows in the red box and the typed reason is kept.
 */
export function AdminReasonModal(props: AdminReasonModalProps) {
  const id = useId();
  const confirm = useConfirm();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const blank = reason.trim() === "";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || blank) return;
    if (props.confirmBefore && !(await confirm(props.confirmBefore))) return;
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(reason.trim());
    } catch (caught) {
      setError(errorMessageOf(caught, props.failedMessage));
      setBusy(false);
      reasonRef.current?.focus();
    }
  };

  return (
    <Modal title={props.title} onClose={props.onClose} busy={busy} initialFocusRef={reasonRef} testId={props.testId}>
      <form onSubmit={submit} noValidate>
        <div className="modal-body">
          <AdminSlotBrief slot={props.slot} />
          {props.extra}
          {props.description && <p className="modal-description">{props.description}</p>}
          {error && <AlertBox>{error}</AlertBox>}
          <div className="field">
            <div className="field-label-row">
              <label className="field-label" htmlFor={`${id}-reason`}>
                {props.label}
              </label>
              <span className="field-required" aria-hidden="true">
                *
              </span>
            </div>
            <textarea
              ref={reasonRef}
              id={`${id}-reason`}
              name="reason"
              className="input admin-textarea"
              rows={4}
              maxLength={500}
              required
              aria-required
              placeholder={props.placeholder}
              value={reason}
              disabled={busy}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        </div>
        <FormModalFooter onCancel={props.onClose} busy={busy} submitLabel={props.submitLabel} busyLabel={props.submittingLabel} danger submitDisabled={blank} />
      </form>
    </Modal>
  );
}
