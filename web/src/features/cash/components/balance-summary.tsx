import { useBalance } from "@/features/cash/api";
import { BalanceRetry } from "@/features/cash/components/balance-retry";
import { formatWon } from "@/features/cash/format";
import { cashMessages } from "@/features/cash/messages";

/** The held cash ("held cash 12,000 won") at the top of the charge form (a definition pair, so it reads as label and value). */
export function BalanceSummary() {
  const { data, error, isLoading, mutate } = useBalance();
  let value;
  if (data) value = formatWon(data.balance);
  else if (error) value = cashMessages.balanceFailed;
  else value = isLoading ? cashMessages.balanceLoading : cashMessages.none;
  return (
    <dl className="cash-balance" data-testid="charge-balance">
      <dt>{cashMessages.balanceLabel}</dt>
      <dd aria-live="polite">
        {value}
        <BalanceRetry failed={Boolean(error) && !data} onRetry={mutate} />
      </dd>
    </dl>
  );
}
