import { useId, useRef, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { FormModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import type { ChargeRequest } from "@/features/cash/api";
import { formatWon } from "@/features/cash/format";
import { cashMessages } from "@/features/cash/messages";
import { errorMessageOf } from "@/lib/api-client";
import { apiLimits } from "@/lib/api-limits";

interface RejectChargeModalProps {
  charge: ChargeRequest;
  /** Sends the trimmed reason (may be empty); a thrown error's message shows in the modal. */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * Rejecting a charge request: the question, an optional reason, and the reject button to confirm. The server's
 * message (a 409 when another operator was first) shows in the red box with the reason kept.
 */
export function RejectChargeModal({ charge, onSubmit, onClose }: RejectChargeModalProps) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(reason.trim());
    } catch (caught) {
      setError(errorMessageOf(caught, cashMessages.rejectFailed));
      setBusy(false);
      reasonRef.current?.focus();
    }
  };

  return (
    <Modal
      title={cashMessages.rejectTitle}
      onClose={onClose}
      busy={busy}
      size="small"
      describedBy={`${id}-question`}
      initialFocusRef={reasonRef}
      testId="reject-charge-modal"
    >
      <form onSubmit={submit} noValidate>
        <div className="modal-body">
          <p id={`${id}-question`} className="confirm-message">
            {cashMessages.rejectConfirm(charge.userName, formatWon(charge.amount))}
          </p>
          {error && <AlertBox>{error}</AlertBox>}
          <div className="field">
            <label className="field-label" htmlFor={`${id}-reason`}>
              {cashMessages.rejectReasonLabel}
            </label>
            <textarea
              ref={reasonRef}
              id={`${id}-reason`}
              name="reason"
              className="input cash-reason"
              rows={3}
              maxLength={apiLimits.RejectBody.reason.maxLength}
              placeholder={cashMessages.rejectReasonPlaceholder}
              value={reason}
              disabled={busy}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        </div>
        <FormModalFooter onCancel={onClose} busy={busy} submitLabel={cashMessages.reject} busyLabel={cashMessages.rejecting} danger />
      </form>
    </Modal>
  );
}
