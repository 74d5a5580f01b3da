import { slotsMessages } from "@/features/slots/messages";
import { formatNumber } from "@/lib/format";
import type { DisplayStatus, SlotSummary } from "@/lib/slots/api";

type CounterKey = "total" | "empty" | "waiting" | "active" | "paused" | "completed";

const COUNTERS: readonly CounterKey[] = ["total", "empty", "waiting", "active", "paused", "completed"];

interface SlotSummaryProps {
  summary: SlotSummary | undefined;
  /** The status filter in force ("" for all). */
  status: DisplayStatus | "";
  /** Clicking a counter filters the list by it (the total counter clears the status). */
  onSelect: (status: DisplayStatus | "") => void;
}

/** Counters per display status of the current filter (the api's `summary`). */
export function SlotSummaryCounters({ summary, status, onSelect }: SlotSummaryProps) {
  return (
    <section className="slot-summary" aria-label={slotsMessages.summaryLabel}>
      {COUNTERS.map((key) => {
        const value = key === "total" ? "" : key;
        const label = slotsMessages.summary[key];
        const pressed = status === value;
        const count = summary ? formatNumber(summary[key] ?? 0) : "-";
        return (
          <button
            key={key}
            type="button"
            className={`slot-summary-item slot-summary-${key}`}
            aria-pressed={pressed}
            title={key === "total" ? slotsMessages.summaryAllHint : slotsMessages.summaryFilterHint(label)}
            onClick={() => onSelect(value)}
          >
            {/* The space parts label and count in the name; the flex column does not draw it. */}
            <span className="slot-summary-label">{label}</span>{" "}
            <span className="slot-summary-count">{count}</span>
          </button>
        );
      })}
    </section>
  );
}
