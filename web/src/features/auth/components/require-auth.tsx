import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { SessionLoading } from "@/features/auth/components/session-loading";
import { FIRST_PASSWORD_PATH, mustChangePassword } from "@/features/auth/first-password";
import { useSession } from "@/lib/session";

/**
 * Renders `children` for a signed-in user; anyone else goes to /login (spec part 1 §2), and an
 * account that must first change its generated password goes to that screen.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status === "loading") return <SessionLoading />;
  if (status === "anonymous") return <Navigate to="/login" replace />;
  if (mustChangePassword(user)) return <Navigate to={FIRST_PASSWORD_PATH} replace />;
  return <>{children}</>;
}
