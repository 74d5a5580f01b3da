import { useState } from "react";
import { Modal } from "@/components/modal";
import { CashChargeForm } from "@/features/cash/components/cash-charge-form";
import { cashMessages } from "@/features/cash/messages";
import "@/styles/cash.css";

/** The charge form as a modal (cashChargeMode "modal"); it closes itself 2 s after a successful request. */
export function CashChargeModal({ onClose }: { onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal title={cashMessages.chargeTitle} onClose={onClose} busy={busy} testId="cash-charge-modal">
      <CashChargeForm variant="modal" onClose={onClose} onBusyChange={setBusy} />
    </Modal>
  );
}
