import { Segmented } from "@/components/segmented";
import { rankHistoryMessages } from "@/features/rank-history/messages";
import { RANGE_SHORTCUTS, lastDaysRange } from "@/features/rank-history/rank-history";
import type { RankHistoryRange } from "@/features/rank-history/api";

const sameRange = (a: RankHistoryRange, b: RankHistoryRange) => a.startDate === b.startDate && a.endDate === b.endDate;

/** One end of the date range: a date input, named by its (hidden) label, bounded by the other end. */
function RangeDate(props: { label: string; value: string; min?: string; max: string; onChange: (value: string) => void }) {
  return (
    <label className="rank-range-field">
      <span className="visually-hidden">{props.label}</span>
      <input type="date" className="input" value={props.value} min={props.min} max={props.max} onChange={(event) => props.onChange(event.target.value)} />
    </label>
  );
}

/**
 * A KST date range ending no later than `today`: two date inputs and the 7/30/90-day shortcuts (the
 * one matching the range pressed). The rank-history modal and the market view's keyword section
 * (through the route page) use it.
 */
export function RankRangeControl({ range, today, onChange }: { range: RankHistoryRange; today: string; onChange: (range: RankHistoryRange) => void }) {
  return (
    <fieldset className="rank-range">
      <legend className="visually-hidden">{rankHistoryMessages.rangeGroup}</legend>
      <div className="rank-range-dates">
        <RangeDate
          label={rankHistoryMessages.startDate}
          value={range.startDate}
          max={range.endDate || today}
          onChange={(startDate) => onChange({ ...range, startDate })}
        />
        <span aria-hidden="true">~</span>
        <RangeDate
          label={rankHistoryMessages.endDate}
          value={range.endDate}
          min={range.startDate || undefined}
          max={today}
          onChange={(endDate) => onChange({ ...range, endDate })}
        />
      </div>
      <Segmented
        options={RANGE_SHORTCUTS}
        selected={RANGE_SHORTCUTS.find((days) => sameRange(lastDaysRange(days, today), range)) ?? null}
        text={rankHistoryMessages.lastDays}
        onSelect={(days) => onChange(lastDaysRange(days, today))}
        className="rank-range-shortcuts"
      />
    </fieldset>
  );
}
