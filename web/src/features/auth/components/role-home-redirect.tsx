import { Navigate } from "react-router-dom";
import { Loading } from "@/components/loading";
import { pageMessages } from "@/lib/messages";
import { homePathFor } from "@/lib/roles";
import { useSession } from "@/lib/session";

/** "/": staff to /admin, other users to /slots, visitors to /login. */
export function RoleHomeRedirect() {
  const { status, user } = useSession();
  if (status === "loading") return <Loading label={pageMessages.loadingSession} fullPage />;
  if (status === "anonymous" || !user) return <Navigate to="/login" replace />;
  return <Navigate to={homePathFor(user.role)} replace />;
}
