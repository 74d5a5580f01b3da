import { Badge, type BadgeTone } from "@/components/badge";
import { usersMessages } from "@/features/users/messages";

const TONES: Record<string, BadgeTone> = { developer: "danger", operator: "primary", admin: "warning", user: "neutral" };

/** Role label: developer, operator or regular user (admin for the legacy admin value). */
export function RoleBadge({ role }: { role: string }) {
  return <Badge tone={TONES[role] ?? "neutral"}>{usersMessages.roles[role] ?? role}</Badge>;
}

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge tone={active ? "success" : "neutral"}>
      {active ? usersMessages.statusActive : usersMessages.statusInactive}
    </Badge>
  );
}
