import { useId } from "react";
import { Badge } from "@/components/badge";
import { Fact } from "@/components/fact";
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
        <Fact label={profileMessages.accountJoinDate}>{formatDate(user.createdAt)}</Fact>
        <Fact label={profileMessages.accountLastLogin}>{formatDateTime(user.lastLoginAt, profileMessages.neverLoggedIn)}</Fact>
        <Fact label={profileMessages.accountStatus}>
          <Badge tone={user.isActive ? "success" : "neutral"}>
            {user.isActive ? profileMessages.statusActive : profileMessages.statusInactive}
          </Badge>
        </Fact>
      </dl>
    </section>
  );
}
