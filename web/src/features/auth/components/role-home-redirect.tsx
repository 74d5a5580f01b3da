import { Navigate } from "react-router-dom";
import { SessionLoading } from "@/features/auth/components/session-loading";
import { FIRST_PASSWORD_PATH, mustChangePassword } from "@/features/auth/first-password";
import { homePathFor } from "@/lib/roles";
import { useSession } from "@/lib/session";

/** "/": staff to /admin, other users to /slots, visitors to /login (a first password to its change). */
export function RoleHomeRedirect() {
  const { status, user } = useSession();
  if (status === "loading") return <SessionLoading />;
  if (status === "anonymous" || !user) return <Navigate to="/login" replace />;
  if (mustChangePassword(user)) return <Navigate to={FIRST_PASSWORD_PATH} replace />;
  return <Navigate to={homePathFor(user.role)} replace />;
}
