import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useBalance } from "@/features/cash/api";
import { BalanceRetry } from "@/features/cash/components/balance-retry";
import { CashChargeModal } from "@/features/cash/components/cash-charge-modal";
import { formatWon } from "@/features/cash/format";
import { cashMessages } from "@/features/cash/messages";
import { useSiteSettings } from "@/lib/site-settings";
import "@/styles/cash.css";

/**
 * The sidebar's cash box (spec part 2 §2): the held cash balance (refreshed on window focus) and the
 * charge button, which opens the charge modal or goes to /cash as cashChargeMode says. Nothing
 * shows while the cash system is off.
 */
export function SidebarCash() {
  const { settings } = useSiteSettings();
  const enabled = settings.useCashSystem;
  const { data, error, mutate } = useBalance(enabled);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!enabled) return null;

  let text: string = cashMessages.sidebarLoading;
  if (data) text = cashMessages.sidebarBalance(formatWon(data.balance));
  else if (error) text = cashMessages.sidebarFailed;

  return (
    <div className="sidebar-cash" role="group" aria-label={cashMessages.sidebarLabel}>
      <p className="sidebar-cash-balance" data-testid="sidebar-balance" aria-live="polite">
        {text}
        <BalanceRetry failed={Boolean(error) && !data} onRetry={mutate} />
      </p>
      <button
        type="button"
        className="button button-primary button-small button-block sidebar-cash-button"
        aria-haspopup={settings.cashChargeMode === "page" ? undefined : "dialog"}
        onClick={() => (settings.cashChargeMode === "page" ? navigate("/cash") : setOpen(true))}
      >
        {cashMessages.chargeButton}
      </button>
      {open && <CashChargeModal onClose={() => setOpen(false)} />}
    </div>
  );
}
