/**
 * The route table (spec part 1 §2, part 2 §2). The guard checks authentication only; admin screens
 * show the access-denied panel to plain users, /admin/settings sends non-developers to /admin.
 * Screens behind a feature flag show the access-denied panel while it is off, and the whole signed-in
 * app sits behind the maintenance gate (advertisers see the maintenance page, staff a banner).
 */
import type { ReactNode } from "react";
import { createBrowserRouter, Outlet, useLocation, type RouteObject } from "react-router-dom";
import { Root } from "@/app/root";
import { AdminAnnouncementsRoute } from "@/app/routes/admin/announcements";
import { AdminCashRoute } from "@/app/routes/admin/cash";
import { AdminChatRoute } from "@/app/routes/admin/chat";
import { AdminDashboardRoute } from "@/app/routes/admin/dashboard";
import { AdminNotificationHistoryRoute } from "@/app/routes/admin/notification-history";
import { AdminNotificationsRoute } from "@/app/routes/admin/notifications";
import { AdminSettingsRoute } from "@/app/routes/admin/settings";
import { AdminSlotAllocationHistoryRoute } from "@/app/routes/admin/slot-allocation-history";
import { AdminSlotsRoute } from "@/app/routes/admin/slots";
import { AdminUsersRoute } from "@/app/routes/admin/users";
import { AnnouncementsRoute } from "@/app/routes/announcements";
import { CashRoute } from "@/app/routes/cash";
import { CashChargeRoute } from "@/app/routes/cash-charge";
import { CashHistoryRoute } from "@/app/routes/cash-history";
import { ChatTestRoute } from "@/app/routes/chat-test";
import { LoginRoute } from "@/app/routes/login";
import { LoginPreviewRoute } from "@/app/routes/login-preview";
import { NotFoundRoute } from "@/app/routes/not-found";
import { NotificationTestRoute } from "@/app/routes/notification-test";
import { NotificationsRoute } from "@/app/routes/notifications";
import { ProfileRoute } from "@/app/routes/profile";
import { RankingRoute } from "@/app/routes/ranking";
import { SlotsRoute } from "@/app/routes/slots";
import { SlotsBulkRoute } from "@/app/routes/slots-bulk";
import { RequireFeature, type FeatureFlag } from "@/components/require-feature";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { RequireDeveloper, RequireStaff } from "@/features/auth/components/require-role";
import { RoleHomeRedirect } from "@/features/auth/components/role-home-redirect";
import { SidebarCash } from "@/features/cash/components/sidebar-cash";
import { cashMessages } from "@/features/cash/messages";
import { MaintenanceGate } from "@/features/maintenance/components/maintenance-gate";
import { PinnedBar } from "@/features/announcements/components/pinned-bar";
import { ChatWidget } from "@/features/chat/components/chat-widget";
import { AppLayout } from "@/features/navigation/components/app-layout";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { NotificationDock } from "@/features/notifications/components/notification-dock";
import { settingsMessages } from "@/features/settings/messages";
import { useSession } from "@/lib/session";
import { chatShownIn, useSiteSettings } from "@/lib/site-settings";
import { useEffectiveLook } from "@/lib/theme-preview";

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

function ProtectedLayout() {
  return (
    <RequireAuth>
      <MaintenanceGate>
        <AppLayout sidebarExtra={<SidebarCash />} toolbar={<NotificationToolbar />} overlay={<PageOverlay />} banner={<PinnedBar />}>
          <Outlet />
        </AppLayout>
      </MaintenanceGate>
    </RequireAuth>
  );
}

const featureOff = settingsMessages.featureOff;

/** `element` while `flag` is on; the access-denied panel saying the feature is off otherwise. */
function behindFlag(flag: FeatureFlag, message: string, element: ReactNode) {
  return (
    <RequireFeature flag={flag} message={message}>
      {element}
    </RequireFeature>
  );
}

function StaffOnly() {
  return (
    <RequireStaff>
      <Outlet />
    </RequireStaff>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: "/login", element: <LoginRoute /> },
      { path: "/login-preview", element: <LoginPreviewRoute /> },
      { path: "/", element: <RoleHomeRedirect /> },
      {
        element: <ProtectedLayout />,
        children: [
          { path: "/slots", element: behindFlag("featureSlotManagement", featureOff.slots, <SlotsRoute />) },
          { path: "/slots/bulk", element: behindFlag("featureSlotManagement", featureOff.slots, <SlotsBulkRoute />) },
          { path: "/cash", element: <CashRoute /> },
          { path: "/cash/charge", element: <CashChargeRoute /> },
          { path: "/cash-history", element: behindFlag("featureCashHistory", cashMessages.historyDisabled, <CashHistoryRoute />) },
          { path: "/cash/history", element: behindFlag("featureCashHistory", cashMessages.historyDisabled, <CashHistoryRoute />) },
          { path: "/profile", element: <ProfileRoute /> },
          { path: "/announcements", element: <AnnouncementsRoute /> },
          { path: "/notifications", element: <NotificationsRoute /> },
          { path: "/chat-test", element: <ChatTestRoute /> },
          {
            path: "/notification-test",
            element: (
              <RequireDeveloper>
                <NotificationTestRoute />
              </RequireDeveloper>
            ),
          },
          { path: "/ranking", element: behindFlag("featureRanking", featureOff.ranking, <RankingRoute />) },
          {
            path: "/admin/settings",
            element: (
              <RequireDeveloper redirectTo="/admin">
                <AdminSettingsRoute />
              </RequireDeveloper>
            ),
          },
          {
            path: "/admin/chat",
            element: (
              <RequireStaff redirectTo="/slots">
                <AdminChatRoute />
              </RequireStaff>
            ),
          },
          {
            element: <StaffOnly />,
            children: [
              { path: "/admin", element: <AdminDashboardRoute /> },
              { path: "/admin/slots", element: <AdminSlotsRoute /> },
              { path: "/admin/cash", element: <AdminCashRoute /> },
              { path: "/admin/users", element: <AdminUsersRoute /> },
              { path: "/admin/notifications", element: <AdminNotificationsRoute /> },
              { path: "/admin/notification-history", element: <AdminNotificationHistoryRoute /> },
              { path: "/admin/announcements", element: <AdminAnnouncementsRoute /> },
              { path: "/admin/slot-allocation-history", element: <AdminSlotAllocationHistoryRoute /> },
            ],
          },
        ],
      },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
];

/** The browser router of the app (tests build a memory router from `routes`). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
