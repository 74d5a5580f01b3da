import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useBalance } from "@/features/cash/api";
import { BalanceRetry } from "@/features/cash/components/balance-retry";
import { CashChargeModal } from "@/features/cash/components/cash-charge-modal";
import { formatWon } from "@/features/cash/format";
import { cashMessages } from "@/features/cash/messages";
import { isStaff } from "@/lib/roles";
import { useSession } from "@/lib/session";
import { useSiteSettings } from "@/lib/site-settings";
import "@/styles/cash.css";

/**
 * The sidebar's cash box (spec part 2 §2): the held cash balance (refreshed on window focus) and the
 * charge button, which opens the charge modal or goes to /cash as cashChargeMode says. Nothing
 * shows while the cash system is off, nor for staff unless they really hold cash (they buy no slots).
 */
export function SidebarCash() {
  const { settings } = useSiteSettings();
  const enabled = settings.useCashSystem;
  const { data, error, mutate } = useBalance(enabled);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const hidden = useStaffWithoutCash(data?.balance);
  if (!enabled || hidden) return null;

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

/** Staff whose balance is not known to be above 0: their cash is nothing to show. */
function useStaffWithoutCash(balance: number | undefined): boolean {
  const { user } = useSession();
  return isStaff(user?.role) && !(balance !== undefined && balance > 0);
}

/** The balance in one line (the minimal layout's top line); left out as the cash box is. */
export function BalanceLine() {
  const { settings } = useSiteSettings();
  const enabled = settings.useCashSystem;
  const { data } = useBalance(enabled);
  const hidden = useStaffWithoutCash(data?.balance);
  if (!enabled || hidden || !data) return null;
  return (
    <Link to={settings.featureCashHistory ? "/cash/history" : "/cash/charge"} className="balance-line" data-testid="balance-line">
      {cashMessages.sidebarBalance(formatWon(data.balance))}
    </Link>
  );
}
