import type { SlotView } from "@/lib/slots/api";
import { expiryInfo, workPeriodText } from "@/lib/slots/format";

type WorkPeriodProps = Pick<SlotView, "startDate" | "endDate" | "daysLeft">;

/** "start ~ end" with the D-n badge: red within 3 days, orange within 7, green beyond; expired once ended. */
export function WorkPeriod({ startDate, endDate, daysLeft }: WorkPeriodProps) {
  const expiry = expiryInfo(daysLeft);
  return (
    <div className="work-period">
      <span className="work-period-dates">{workPeriodText(startDate, endDate)}</span>
      {expiry && <span className={expiry.className}>{expiry.label}</span>}
    </div>
  );
}
