import { useId, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { FormModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import { extendSlot } from "@/features/admin-slots/api";
import { AdminSlotBrief } from "@/features/admin-slots/components/admin-slot-brief";
import { extendMessages as messages } from "@/features/admin-slots/messages";
import { ApiError, errorMessageOf } from "@/lib/api-client";
import type { SlotView } from "@/lib/slots/api";
import { DEFAULT_EXTENSION_DAYS, EXTENSION_CHOICES, type ExtensionDays } from "@/lib/slots/extension";


/** Extends one slot: choose 1, 7, 10 or 30 days (10 first); the server's message is the toast. */
export function AdminExtendModal({ slot, onClose, onDone }: { slot: SlotView; onClose: () => void; onDone: (message: string) => void }) {
  const id = useId();
  const [days, setDays] = useState<ExtensionDays>(DEFAULT_EXTENSION_DAYS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await extendSlot(slot.id, days);
      onDone(answer.message);
    } catch (caught) {
      setError(caught instanceof ApiError ? errorMessageOf(caught, messages.failed) : messages.networkError);
      setBusy(false);
    }
  };

  return (
    <Modal title={messages.title} onClose={onClose} busy={busy} testId="admin-extend-modal">
      <form onSubmit={submit}>
        <div className="modal-body">
          <AdminSlotBrief slot={slot} />
          <fieldset className="extension-days">
            <legend className="field-label">{messages.daysLabel}</legend>
            {EXTENSION_CHOICES.map((choice) => (
              <label key={choice} className="extension-day">
                <input type="radio" name={`${id}-days`} checked={days === choice} onChange={() => setDays(choice)} />
                {messages.days(choice)}
              </label>
            ))}
          </fieldset>
          <p className="modal-description">{messages.rule}</p>
          {error && <AlertBox>{error}</AlertBox>}
        </div>
        <FormModalFooter onCancel={onClose} busy={busy} submitLabel={messages.submit(days)} busyLabel={messages.submitting} />
      </form>
    </Modal>
  );
}
