import { useId } from "react";
import { Badge } from "@/components/badge";
import { profileMessages } from "@/features/profile/messages";
import { formatDate, formatDateTime } from "@/lib/format";
import type { UserView } from "@/lib/session-api";

/** Join date, last login and status. */
export function AccountBox({ user }: { user: UserView }) {
  const titleId = useId();
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-title">
        {profileMessages.accountTitle}
      </h2>
      <dl className="detail-list">
        <div>
          <dt>{profileMessages.accountJoinDate}</dt>
          <dd>{formatDate(user.createdAt)}</dd>
        </div>
        <div>
          <dt>{profileMessages.accountLastLogin}</dt>
          <dd>{formatDateTime(user.lastLoginAt, profileMessages.neverLoggedIn)}</dd>
        </div>
        <div>
          <dt>{profileMessages.accountStatus}</dt>
          <dd>
            <Badge tone={user.isActive ? "success" : "neutral"}>
              {user.isActive ? profileMessages.statusActive : profileMessages.statusInactive}
            </Badge>
          </dd>
        </div>
      </dl>
    </section>
  );
}
