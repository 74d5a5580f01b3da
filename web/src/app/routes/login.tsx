import { Navigate } from "react-router-dom";
import { LoginView } from "@/features/auth/components/login-view";
import { SessionLoading } from "@/features/auth/components/session-loading";
import { FIRST_PASSWORD_PATH, mustChangePassword } from "@/features/auth/first-password";
import { homePathFor } from "@/lib/roles";
import { useSession } from "@/lib/session";

/**
 * /login: signed-in visitors are sent to their home (/admin for staff, /slots otherwise), or to the
 * password change a first sign-in with a generated password must make.
 */
export function LoginRoute() {
  const { status, user } = useSession();
  if (status === "loading") return <SessionLoading />;
  if (status === "authenticated" && user) {
    return <Navigate to={mustChangePassword(user) ? FIRST_PASSWORD_PATH : homePathFor(user.role)} replace />;
  }
  return <LoginView />;
}
