import type { ReactNode } from "react";
import { Avatar } from "@/components/avatar";
import { navigationMessages } from "@/features/navigation/messages";
import type { UserView } from "@/lib/session-api";

/**
 * The signed-in user as the sidebar and the floating menu show them: initial, name, login id, role,
 * and `action` (the notification bell) beside the name.
 */
export function UserCard({ user, className, action }: { user: UserView; className: string; action?: ReactNode }) {
  return (
    <div className={`user-card ${className}`}>
      <Avatar user={user} className="user-card-avatar" />
      <div className="user-card-text">
        <span className="user-card-name">{user.fullName}</span>
        <span className="user-card-email">{user.email}</span>
        <span className="user-card-role">{navigationMessages.roleLabels[user.role] ?? user.role}</span>
      </div>
      {action && <div className="user-card-action">{action}</div>}
    </div>
  );
}
