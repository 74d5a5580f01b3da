import { Badge, type BadgeTone } from "@/components/badge";
import { chargeStatusLabel } from "@/features/cash/format";

const TONES: Record<string, BadgeTone> = {
  pending: "warning",
  approved: "success",
  rejected: "danger",
  cancelled: "neutral",
};

/** A charge request's status as a coloured label (pending, approved, rejected, cancelled). */
export function ChargeStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? "neutral"}>{chargeStatusLabel(status)}</Badge>;
}
