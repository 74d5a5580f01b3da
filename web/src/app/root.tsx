import { Outlet, ScrollRestoration } from "react-router-dom";
import { SiteEffects } from "@/app/site-effects";
import { ConfirmProvider } from "@/components/confirm-dialog";
import { ToastProvider } from "@/components/toast";
import { useLiveEvents } from "@/lib/live-events";
import { SessionProvider } from "@/lib/session";
import { useReloadSettingsOnChange, useReloadSettingsOnNavigation } from "@/lib/site-settings";

/** Unit tests render the real routes in jsdom, where no server answers the socket. */
const LIVE_EVENTS = import.meta.env.MODE !== "test";

/**
 * Keeps the public settings current: one live-events socket per tab (a `settingsChanged` push
 * reloads them, once per tab) and a reload on every route change (spec part 2 §2 "Themes and
 * layouts").
 */
function SettingsFreshness() {
  useLiveEvents(LIVE_EVENTS);
  useReloadSettingsOnChange();
  useReloadSettingsOnNavigation();
  return null;
}

/** Providers that need the router (the session navigates on logout), around every route. */
export function Root() {
  return (
    <ToastProvider>
      <ConfirmProvider>
        <SessionProvider>
          <SiteEffects />
          <SettingsFreshness />
          <Outlet />
          <ScrollRestoration />
        </SessionProvider>
      </ConfirmProvider>
    </ToastProvider>
  );
}
