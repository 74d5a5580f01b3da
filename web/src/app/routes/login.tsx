import { Navigate } from "react-router-dom";
import { Loading } from "@/components/loading";
import { LoginView } from "@/features/auth/components/login-view";
import { pageMessages } from "@/lib/messages";
import { homePathFor } from "@/lib/roles";
import { useSession } from "@/lib/session";

/** /login: signed-in visitors are sent to their home (/admin for staff, /slots otherwise). */
export function LoginRoute() {
  const { status, user } = useSession();
  if (status === "loading") return <Loading label={pageMessages.loadingSession} fullPage />;
  if (status === "authenticated" && user) return <Navigate to={homePathFor(user.role)} replace />;
  return <LoginView />;
}
