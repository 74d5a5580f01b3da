import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { AccessDenied } from "@/components/access-denied";
import { pageMessages } from "@/lib/messages";
import { isDeveloper, isStaff } from "@/lib/roles";
import { useSession } from "@/lib/session";

/** Admin screens: operators and developers see `children`, others the access-denied panel. */
export function RequireStaff({ children, redirectTo }: { children: ReactNode; redirectTo?: string }) {
  const { user } = useSession();
  if (isStaff(user?.role)) return <>{children}</>;
  if (redirectTo) return <Navigate to={redirectTo} replace />;
  return <AccessDenied />;
}

/**
 * Developer-only screens. `redirectTo` sends others elsewhere (/admin/settings → /admin);
 * without it they see the access-denied panel.
 */
export function RequireDeveloper({ children, redirectTo }: { children: ReactNode; redirectTo?: string }) {
  const { user } = useSession();
  if (isDeveloper(user?.role)) return <>{children}</>;
  if (redirectTo) return <Navigate to={redirectTo} replace />;
  return <AccessDenied message={pageMessages.accessDeniedDeveloperBody} />;
}
