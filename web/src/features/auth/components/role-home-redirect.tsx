import { Navigate } from "react-router-dom";
import { Loading } from "@/components/loading";
import { useAuth } from "@/features/auth/auth-provider";
import { homePathFor } from "@/features/auth/roles";
import { pageMessages } from "@/lib/messages";

/** "/": staff to /admin, other users to /slots, visitors to /login. */
export function RoleHomeRedirect() {
  const { status, user } = useAuth();
  if (status === "loading") return <Loading label={pageMessages.loadingSession} fullPage />;
  if (status === "anonymous" || !user) return <Navigate to="/login" replace />;
  return <Navigate to={homePathFor(user.role)} replace />;
}
