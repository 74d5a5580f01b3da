import { Navigate } from "react-router-dom";
import { FirstPasswordView } from "@/features/auth/components/first-password-view";
import { SessionLoading } from "@/features/auth/components/session-loading";
import { mustChangePassword } from "@/features/auth/first-password";
import { homePathFor } from "@/lib/roles";
import { useSession } from "@/lib/session";

/**
 * The change screen for an account that must change its generated password; visitors go to
 * /login, and everyone else (or the account once it has changed it) to their home.
 */
export function FirstPasswordGate() {
  const { status, user } = useSession();
  if (status === "loading") return <SessionLoading />;
  if (status === "anonymous" || !user) return <Navigate to="/login" replace />;
  if (!mustChangePassword(user)) return <Navigate to={homePathFor(user.role)} replace />;
  return <FirstPasswordView />;
}
