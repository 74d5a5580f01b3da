import { navigationMessages } from "@/features/navigation/messages";
import type { UserView } from "@/lib/session-api";

/** The signed-in user as the sidebar and the floating menu show them: initial, name, login id, role. */
export function UserCard({ user, className }: { user: UserView; className: string }) {
  const initial = (user.fullName || user.email || "?").trim().charAt(0).toUpperCase();
  return (
    <div className={`user-card ${className}`}>
      <span className="avatar user-card-avatar" aria-hidden="true">
        {initial}
      </span>
      <div className="user-card-text">
        <span className="user-card-name">{user.fullName}</span>
        <span className="user-card-email">{user.email}</span>
        <span className="user-card-role">{navigationMessages.roleLabels[user.role] ?? user.role}</span>
      </div>
    </div>
  );
}
