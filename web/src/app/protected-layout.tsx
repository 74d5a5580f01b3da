/**
 * The signed-in frame around every protected screen: authentication, the maintenance gate, the
 * sidebar, the bell and what floats over each page (toasts, 1:1 chat).
 * A chunk of its own, so /login does not download it (see `router.tsx`).
 */
import { Suspense, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { Loading } from "@/components/loading";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { BalanceLine, SidebarCash } from "@/features/cash/components/sidebar-cash";
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

/** What every signed-in page carries for notifications: the toasts of pushed ones and fresh lists. */
function PageOverlay() {
  const { user } = useSession();
  const { settings } = useSiteSettings();
  return user ? <NotificationDock user={user} settings={settings} /> : null;
}

/**
 * The frame with what it holds for this user: the bell for advertisers while notifications are on
 * (spec part 2 §6: operators get none), the 1:1 chat button where the settings show it (staff
 * answer on /admin/chat itself, where it would only point there). Left out, not empty, when not
 * shown: the layout keeps room only for what is there.
 */
function SignedInFrame({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { settings } = useSiteSettings();
  const { theme } = useEffectiveLook();
  const { pathname } = useLocation();
  const bell = user?.role === "user" && settings.notificationEnabled ? <NotificationBell /> : null;
  const chat = user && chatShownIn(settings, theme) && !pathname.startsWith("/admin/chat") ? (
    <ChatWidget user={user} maxMessages={settings.chatMaxMessages} sound={settings.chatSoundEnabled} />
  ) : null;
  return (
    <AppLayout
      sidebarExtra={<SidebarCash />}
      balance={<BalanceLine />}
      bell={bell}
      floating={chat}
      overlay={<PageOverlay />}
      banner={<PinnedBar />}
    >
      {children}
    </AppLayout>
  );
}

/** Protected routes render inside this; their own chunk loads under the frame's spinner. */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <MaintenanceGate>
        <SignedInFrame>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </SignedInFrame>
      </MaintenanceGate>
    </RequireAuth>
  );
}
