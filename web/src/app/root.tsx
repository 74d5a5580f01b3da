import { Outlet, ScrollRestoration } from "react-router-dom";
import { ConfirmProvider } from "@/components/confirm-dialog";
import { ToastProvider } from "@/components/toast";
import { AuthProvider } from "@/features/auth/auth-provider";
import { SiteEffects } from "@/app/site-effects";

/** Providers that need the router (the session navigates on logout), around every route. */
export function Root() {
  return (
    <ToastProvider>
      <ConfirmProvider>
        <AuthProvider>
          <SiteEffects />
          <Outlet />
          <ScrollRestoration />
        </AuthProvider>
      </ConfirmProvider>
    </ToastProvider>
  );
}
