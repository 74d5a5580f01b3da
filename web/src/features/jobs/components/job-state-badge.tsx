import { Badge, type BadgeTone } from "@/components/badge";
import { jobsMessages as m } from "@/features/jobs/messages";

const TONES: Record<string, BadgeTone> = {
  pending: "neutral",
  running: "primary",
  failed: "warning",
  dead: "danger",
  done: "success",
};

export function JobStateBadge({ state }: { state: string }) {
  return <Badge tone={TONES[state] ?? "neutral"}>{m.states[state] ?? state}</Badge>;
}
