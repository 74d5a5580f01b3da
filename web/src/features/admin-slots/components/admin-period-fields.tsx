import type { ChangeEventHandler, Ref } from "react";
import { TextField } from "@/components/text-field";
import { periodMessages as messages } from "@/features/admin-slots/messages";

type PeriodKey = "startDate" | "endDate";

interface AdminPeriodFieldsProps {
  startDate: string;
  endDate: string;
  /** The change handler of each date. */
  onChange: (key: PeriodKey) => ChangeEventHandler<HTMLInputElement>;
  endInvalid: boolean;
  busy: boolean;
  /** The end date's input, focused when the period is refused. */
  endRef?: Ref<HTMLInputElement>;
}

/** A work period's start and end dates side by side (approve, edit); the end cannot be picked before the start. */
export function AdminPeriodFields({ startDate, endDate, onChange, endInvalid, busy, endRef }: AdminPeriodFieldsProps) {
  return (
    <div className="admin-form-row">
      <TextField label={messages.startLabel} name="startDate" type="date" value={startDate} onChange={onChange("startDate")} disabled={busy} />
      <TextField
        ref={endRef}
        label={messages.endLabel}
        name="endDate"
        type="date"
        value={endDate}
        min={startDate || undefined}
        onChange={onChange("endDate")}
        aria-invalid={endInvalid || undefined}
        disabled={busy}
      />
    </div>
  );
}
