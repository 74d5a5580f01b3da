import { Avatar } from "@/components/avatar";
import { Badge } from "@/components/badge";
import { profileMessages } from "@/features/profile/messages";
import { formatDate } from "@/lib/format";
import type { UserView } from "@/lib/session-api";

/** Initial avatar, name, login id, status badge and join date. */
export function ProfileCard({ user }: { user: UserView }) {
  return (
    <section className="panel profile-card" aria-label={profileMessages.cardLabel}>
      <Avatar user={user} className="avatar-large" />
      <div className="profile-card-text">
        <h2 className="profile-card-name">{user.fullName}</h2>
        <p className="profile-card-id">{user.email}</p>
        <div className="profile-card-meta">
          <Badge tone={user.isActive ? "success" : "neutral"}>
            {user.isActive ? profileMessages.activeBadge : profileMessages.inactiveBadge}
          </Badge>
          <span className="profile-card-joined">{profileMessages.joinedOn(formatDate(user.createdAt))}</span>
        </div>
      </div>
    </section>
  );
}
