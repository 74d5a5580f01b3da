import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { AlertBox } from "@/components/alert-box";
import { useConfirm, type ConfirmOptions } from "@/components/confirm-dialog";
import { FormModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import { FieldLabel } from "@/components/text-field";
import { AdminSlotBrief } from "@/features/admin-slots/components/admin-slot-brief";
import { errorMessageOf } from "@/lib/api-client";
import { apiLimits } from "@/lib/api-limits";
import type { SlotView } from "@/lib/slots/api";

/** A rejection's and a refund's reason share one server rule (`text::REASON`). */
const REASON_MAX = apiLimits.DecisionRequest.rejectionReason.maxLength;

/** The decision's words (`rejectMessages`, `refundMessages`). */
interface ReasonTexts {
  title: string;
  description?: string;
  reasonLabel: string;
  reasonPlaceholder: string;
  submit: string;
  submitting: string;
}

interface AdminReasonModalProps {
  slot: SlotView;
  texts: ReasonTexts;
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
    <Modal title={props.texts.title} onClose={props.onClose} busy={busy} initialFocusRef={reasonRef} testId={props.testId}>
      <form onSubmit={submit} noValidate>
        <div className="modal-body">
          <AdminSlotBrief slot={props.slot} />
          {props.extra}
          {props.texts.description && <p className="modal-description">{props.texts.description}</p>}
          {error && <AlertBox>{error}</AlertBox>}
          <div className="field">
            <FieldLabel htmlFor={`${id}-reason`} label={props.texts.reasonLabel} required />
            <textarea
              ref={reasonRef}
              id={`${id}-reason`}
              name="reason"
              className="input admin-textarea"
              rows={4}
              maxLength={REASON_MAX}
              required
              aria-required
              placeholder={props.texts.reasonPlaceholder}
              value={reason}
              disabled={busy}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
        </div>
        <FormModalFooter onCancel={props.onClose} busy={busy} submitLabel={props.texts.submit} busyLabel={props.texts.submitting} danger submitDisabled={blank} />
      </form>
    </Modal>
  );
}
