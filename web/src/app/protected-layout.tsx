/**
 * The signed-in frame around every protected screen: authentication, the maintenance gate, the
 * sidebar and toolbar, and what floats over each page (toasts, notification centre, 1:1 chat).
 * A chunk of its own, so /login does not download it (see `router.tsx`).
 */
import { Suspense } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { Loading } from "@/components/loading";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { SidebarCash } from "@/features/cash/components/sidebar-cash";
import { MaintenanceGate } from "@/features/maintenance/components/maintenance-gate";
import { PinnedBar } from "@/features/announcements/components/pinned-bar";
import { ChatWidget } from "@/features/chat/components/chat-widget";
import { AppLayout } from "@/features/navigation/components/app-layout";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { NotificationDock } from "@/features/notifications/components/notification-dock";
import { useSession } from "@/lib/session";
import { chatShownIn, useSiteSettings } from "@/lib/site-settings";
import { useEffectiveLook } from "@/lib/theme-preview";

// The typefaces, as a chunk of their own that does not hold up the first signed-in screen (fonts.ts).
void import("@/styles/fonts");

/** The bell for advertisers while notifications are on (spec part 2 §6: operators get none). */
function NotificationToolbar() {
  const { user } = useSession();
  const { settings } = useSiteSettings();
  return user?.role === "user" && settings.notificationEnabled ? <NotificationBell /> : null;
}

/** What floats over every signed-in page: notification toasts and centre, the 1:1 chat button. */
function PageOverlay() {
  const { user } = useSession();
  const { settings } = useSiteSettings();
  const { theme } = useEffectiveLook();
  const { pathname } = useLocation();
  if (!user) return null;
  // Staff answer on /admin/chat itself; the button would only point there.
  const inInbox = pathname.startsWith("/admin/chat");
  return (
    <>
      <NotificationDock user={user} settings={settings} />
      {chatShownIn(settings, theme) && !inInbox && (
        <ChatWidget user={user} maxMessages={settings.chatMaxMessages} sound={settings.chatSoundEnabled} />
      )}
    </>
  );
}

/** Protected routes render inside this; their own chunk loads under the frame's spinner. */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <MaintenanceGate>
        <AppLayout sidebarExtra={<SidebarCash />} toolbar={<NotificationToolbar />} overlay={<PageOverlay />} banner={<PinnedBar />}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </AppLayout>
      </MaintenanceGate>
    </RequireAuth>
  );
}
