import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { Loading } from "@/components/loading";
import { pageMessages } from "@/lib/messages";
import { useSession } from "@/lib/session";

/** Renders `children` for a signed-in user; anyone else goes to /login (spec part 1 §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === "loading") return <Loading label={pageMessages.loadingSession} fullPage />;
  if (status === "anonymous") return <Navigate to="/login" replace />;
  return <>{children}</>;
}
