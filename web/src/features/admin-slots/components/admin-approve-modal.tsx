import { useRef, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { FormModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import { TextField } from "@/components/text-field";
import { checkApproval, defaultApprovalPeriod, suggestedApprovalPrice, type ApprovalForm } from "@/features/admin-slots/actions";
import { approveSlot } from "@/features/admin-slots/api";
import { AdminPeriodFields } from "@/features/admin-slots/components/admin-period-fields";
import { AdminSlotBrief } from "@/features/admin-slots/components/admin-slot-brief";
import { adminActionMessages, approveMessages as messages } from "@/features/admin-slots/messages";
import { errorMessageOf } from "@/lib/api-client";
import type { SlotView } from "@/lib/slots/api";
import { kstToday } from "@/lib/slots/format";

interface AdminApproveModalProps {
  slot: SlotView;
  useCashSystem: boolean;
  onClose: () => void;
  onDone: (slot: SlotView) => void;
}

/**
 * Approve a pending slot: the price (the suggested one to start with; above 0 when the cash system
 * is off) and an optional period, today to today + 29 days by default. The server's message shows
 * in the red box on failure.
 */
export function AdminApproveModal({ slot, useCashSystem, onClose, onDone }: AdminApproveModalProps) {
  const [form, setForm] = useState<ApprovalForm>(() => ({
    price: String(suggestedApprovalPrice(slot, useCashSystem)),
    // An issued (pre-allocated) slot keeps its issue's period unless the operator changes it.
    ...(slot.startDate && slot.endDate
      ? { startDate: slot.startDate, endDate: slot.endDate }
      : defaultApprovalPeriod(kstToday())),
  }));
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<"price" | "endDate" | null>(null);
  const [busy, setBusy] = useState(false);
  const priceRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLInputElement>(null);

  const set = (key: keyof ApprovalForm) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const check = checkApproval(form, useCashSystem);
    if (!check.ok) {
      setError(check.message);
      setInvalid(check.field);
      (check.field === "price" ? priceRef : endRef).current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setInvalid(null);
    try {
      onDone(await approveSlot(slot.id, check.input));
    } catch (caught) {
      setError(errorMessageOf(caught, adminActionMessages.approveFailed));
      setBusy(false);
    }
  };

  const price = Number(form.price.replace(/,/g, ""));
  return (
    <Modal title={messages.title} onClose={onClose} busy={busy} initialFocusRef={priceRef} testId="admin-approve-modal">
      <form onSubmit={submit} noValidate>
        <div className="modal-body">
          <AdminSlotBrief slot={slot} />
          {error && <AlertBox>{error}</AlertBox>}
          <TextField
            ref={priceRef}
            label={messages.priceLabel}
            hint={useCashSystem ? messages.priceHintCashOn : messages.priceHintCashOff}
            name="approvedPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            value={form.price}
            onChange={set("price")}
            required={!useCashSystem}
            aria-invalid={invalid === "price" || undefined}
            disabled={busy}
          />
          {Number.isFinite(price) && price > 0 && <p className="admin-price-preview">{messages.pricePreview(price)}</p>}
          <AdminPeriodFields startDate={form.startDate} endDate={form.endDate} onChange={set} endInvalid={invalid === "endDate"} busy={busy} endRef={endRef} />
          <p className="field-hint">{messages.periodHint}</p>
        </div>
        <FormModalFooter onCancel={onClose} busy={busy} submitLabel={messages.submit} busyLabel={messages.submitting} />
      </form>
    </Modal>
  );
}
