import { Badge, type BadgeTone } from "@/components/badge";
import type { DisplayStatus } from "@/lib/slots/api";
import { slotStatusLabels } from "@/lib/slots/messages";

const TONES: Record<DisplayStatus, BadgeTone> = {
  empty: "info",
  pending: "warning",
  waiting: "primary",
  active: "success",
  paused: "warning",
  completed: "neutral",
  rejected: "danger",
  refunded: "danger",
  expired: "neutral",
  inactive: "neutral",
  deleted: "neutral",
};

/** The display status as a coloured label (spec part 1 §4 "Labels"). */
export function StatusBadge({ status }: { status: DisplayStatus }) {
  return <Badge tone={TONES[status] ?? "neutral"}>{slotStatusLabels[status] ?? status}</Badge>;
}
