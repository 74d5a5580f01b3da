import type { UserView } from "@/lib/session-api";

/** A user's initial (of the name, else the login id) in a round avatar; decoration, as the name stands next to it. */
export function Avatar({ user, className }: { user: Pick<UserView, "fullName" | "email">; className: string }) {
  const initial = (user.fullName || user.email || "?").trim().charAt(0).toUpperCase();
  return (
    <span className={`avatar ${className}`} aria-hidden="true">
      {initial}
    </span>
  );
}
