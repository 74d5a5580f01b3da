import { Fragment } from "react";
import type { SlotView } from "@/lib/slots/api";
import { expiryInfo, workPeriodText } from "@/lib/slots/format";

type WorkPeriodProps = Pick<SlotView, "startDate" | "endDate" | "daysLeft">;

/**
 * "start ~ end" with the D-n badge: red within 3 days, orange within 7, green beyond; expired once ended.
 * The text wraps only at its spaces, never inside a date ("2026-" over "11-27").
 */
export function WorkPeriod({ startDate, endDate, daysLeft }: WorkPeriodProps) {
  const expiry = expiryInfo(daysLeft);
  const words = workPeriodText(startDate, endDate).split(" ");
  return (
    <div className="work-period">
      <span className="work-period-dates">
        {words.map((word, index) => (
          <Fragment key={index}>
            {index > 0 && " "}
            <span className="work-period-word">{word}</span>
          </Fragment>
        ))}
      </span>
      {expiry && <span className={expiry.className}>{expiry.label}</span>}
    </div>
  );
}
