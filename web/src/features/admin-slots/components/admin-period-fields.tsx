import type { ChangeEventHandler, Ref } from "react";
import { TextField } from "@/components/text-field";

interface AdminPeriodFieldsProps {
  startDate: string;
  endDate: string;
  startLabel: string;
  endLabel: string;
  onStartChange: ChangeEventHandler<HTMLInputElement>;
  onEndChange: ChangeEventHandler<HTMLInputElement>;
  endInvalid: boolean;
  busy: boolean;
  /** The end date's input, focused when the period is refused. */
  endRef?: Ref<HTMLInputElement>;
}

/** A work period's start and end dates side by side (approve, edit); the end cannot be picked before the start. */
export function AdminPeriodFields(props: AdminPeriodFieldsProps) {
  return (
    <div className="admin-form-row">
      <TextField label={props.startLabel} name="startDate" type="date" value={props.startDate} onChange={props.onStartChange} disabled={props.busy} />
      <TextField
        ref={props.endRef}
        label={props.endLabel}
        name="endDate"
        type="date"
        value={props.endDate}
        min={props.startDate || undefined}
        onChange={props.onEndChange}
        aria-invalid={props.endInvalid || undefined}
        disabled={props.busy}
      />
    </div>
  );
}
