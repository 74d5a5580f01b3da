import { Outlet, ScrollRestoration } from "react-router-dom";
import { SiteEffects } from "@/app/site-effects";
import { ConfirmProvider } from "@/components/confirm-dialog";
import { ToastProvider } from "@/components/toast";
import { SessionProvider } from "@/lib/session";

/** Providers that need the router (the session navigates on logout), around every route. */
export function Root() {
  return (
    <ToastProvider>
      <ConfirmProvider>
        <SessionProvider>
          <SiteEffects />
          <Outlet />
          <ScrollRestoration />
        </SessionProvider>
      </ConfirmProvider>
    </ToastProvider>
  );
}
