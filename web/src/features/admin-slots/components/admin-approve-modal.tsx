import { useEffect, useRef, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { FormModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import { TextField } from "@/components/text-field";
import { approvalFormOf, checkApproval, type ApprovalForm } from "@/features/admin-slots/actions";
import { approveSlot, useApprovalQuote, type ApprovalQuote } from "@/features/admin-slots/api";
import { AdminPeriodFields } from "@/features/admin-slots/components/admin-period-fields";
import { AdminSlotBrief } from "@/features/admin-slots/components/admin-slot-brief";
import { adminActionMessages, approveMessages as messages } from "@/features/admin-slots/messages";
import { useFieldProblem } from "@/hooks/use-field-problem";
import { errorMessageOf } from "@/lib/api-client";
import type { SlotView } from "@/lib/slots/api";

interface AdminApproveModalProps {
  slot: SlotView;
  onClose: () => void;
  onDone: (slot: SlotView) => void;
}

/**
 * Approve a pending slot: the price and the period start as the server quotes them (the slot's
 * price with the cash system on, else 10,000; today to today + 29 days, or an issued slot's own
 * period), and the operator may change both (the price at least the quote's `lowestPrice`). The
 * server's message shows in the red box on failure.
 */
export function AdminApproveModal({ slot, onClose, onDone }: AdminApproveModalProps) {
  const quote = useApprovalQuote(slot.id);
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={messages.title} onClose={onClose} busy={busy} testId="admin-approve-modal">
      {quote.data ? (
        <ApprovalFields slot={slot} quote={quote.data} busy={busy} setBusy={setBusy} onClose={onClose} onDone={onDone} />
      ) : (
        <div className="modal-body">
          <AdminSlotBrief slot={slot} />
          {quote.error ? <AlertBox>{messages.quoteFailed}</AlertBox> : <p role="status">{messages.quoteLoading}</p>}
        </div>
      )}
    </Modal>
  );
}

interface ApprovalFieldsProps extends AdminApproveModalProps {
  quote: ApprovalQuote;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

/** The approval form, started from the server's quote; the price takes focus when it appears. */
function ApprovalFields({ slot, quote, busy, setBusy, onClose, onDone }: ApprovalFieldsProps) {
  const [form, setForm] = useState<ApprovalForm>(() => approvalFormOf(quote));
  const priceRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);
  const { error, invalid, setError, report } = useFieldProblem<"price" | "endDate">((field) => (field === "price" ? priceRef : endRef).current?.focus());
  useEffect(() => priceRef.current?.focus(), []);

  const set = (key: keyof ApprovalForm) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const check = checkApproval(form, quote.lowestPrice);
    report(check.ok ? null : check);
    if (!check.ok) return;
    setBusy(true);
    try {
      onDone(await approveSlot(slot.id, check.input));
    } catch (caught) {
      setError(errorMessageOf(caught, adminActionMessages.approveFailed));
      setBusy(false);
    }
  };

  const price = Number(form.price.replace(/,/g, ""));
  return (
    <form onSubmit={submit} noValidate>
      <div className="modal-body">
        <AdminSlotBrief slot={slot} />
        {error && <AlertBox>{error}</AlertBox>}
        <TextField
          ref={priceRef}
          label={messages.priceLabel}
          hint={quote.lowestPrice > 0 ? messages.priceHintCashOff : messages.priceHintCashOn}
          name="approvedPrice"
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          value={form.price}
          onChange={set("price")}
          required={quote.lowestPrice > 0}
          aria-invalid={invalid === "price" || undefined}
          disabled={busy}
        />
        {Number.isFinite(price) && price > 0 && <p className="admin-price-preview">{messages.pricePreview(price)}</p>}
        <AdminPeriodFields startDate={form.startDate} endDate={form.endDate} onChange={set} endInvalid={invalid === "endDate"} busy={busy} endRef={endRef} />
        <p className="field-hint">{messages.periodHint}</p>
      </div>
      <FormModalFooter onCancel={onClose} busy={busy} submitLabel={messages.submit} busyLabel={messages.submitting} />
    </form>
  );
}
