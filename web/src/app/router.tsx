/**
 * The route table (spec part 1 §2, part 2 §2). The guard checks authentication only; admin screens
 * show the access-denied panel to plain users, /admin/settings sends non-developers to /admin.
 * Screens behind a feature flag show the access-denied panel while it is off, and the whole signed-in
 * app sits behind the maintenance gate (advertisers see the maintenance page, staff a banner).
 *
 * Only /login and the root providers load with the page: every other screen, and the signed-in
 * layout around them, is a chunk of its own fetched on first visit (docs/operations.md "Web app
 * delivery"), so the sign-in page never downloads charts, the sheet grid or the admin screens.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { createBrowserRouter, Outlet, type RouteObject } from "react-router-dom";
import { Root } from "@/app/root";
import { LoginRoute } from "@/app/routes/login";
import { RequireFeature, type FeatureFlag } from "@/components/require-feature";
import { Loading } from "@/components/loading";
import { RequireDeveloper, RequireStaff } from "@/features/auth/components/require-role";
import { RoleHomeRedirect } from "@/features/auth/components/role-home-redirect";
import { cashMessages } from "@/features/cash/messages";
import { settingsMessages } from "@/features/settings/messages";

const loaders: Array<() => Promise<unknown>> = [];

/**
 * `name` from the module `load` imports, as a component rendered once that chunk has arrived.
 * Once it has (an earlier visit, the tests' preload), it renders at once: a lazy component
 * suspends on its first render however early its chunk came, and React then holds the
 * fallback ~300 ms. Each mount keeps the component it started with, so nothing remounts.
 */
function screen<K extends string>(load: () => Promise<{ [P in K]: ComponentType }>, name: K) {
  let loaded: ComponentType | undefined;
  const fetchChunk = () =>
    load().then((module): ComponentType => {
      loaded = module[name];
      return loaded;
    });
  const Lazy = lazy(() => fetchChunk().then((component) => ({ default: component })));
  loaders.push(fetchChunk);
  return function Screen() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  };
}

const ProtectedLayout = screen(() => import("@/app/protected-layout"), "ProtectedLayout");
const AdminAnnouncementsRoute = screen(() => import("@/app/routes/admin/announcements"), "AdminAnnouncementsRoute");
const AdminCashRoute = screen(() => import("@/app/routes/admin/cash"), "AdminCashRoute");
const AdminChatRoute = screen(() => import("@/app/routes/admin/chat"), "AdminChatRoute");
const AdminDashboardRoute = screen(() => import("@/app/routes/admin/dashboard"), "AdminDashboardRoute");
const AdminJobsRoute = screen(() => import("@/app/routes/admin/jobs"), "AdminJobsRoute");
const AdminNotificationHistoryRoute = screen(
  () => import("@/app/routes/admin/notification-history"),
  "AdminNotificationHistoryRoute",
);
const AdminNotificationsRoute = screen(() => import("@/app/routes/admin/notifications"), "AdminNotificationsRoute");
const AdminSettingsRoute = screen(() => import("@/app/routes/admin/settings"), "AdminSettingsRoute");
const AdminSlotAllocationHistoryRoute = screen(
  () => import("@/app/routes/admin/slot-allocation-history"),
  "AdminSlotAllocationHistoryRoute",
);
const AdminSlotsRoute = screen(() => import("@/app/routes/admin/slots"), "AdminSlotsRoute");
const AdminUsersRoute = screen(() => import("@/app/routes/admin/users"), "AdminUsersRoute");
const AnnouncementsRoute = screen(() => import("@/app/routes/announcements"), "AnnouncementsRoute");
const ChangePasswordRoute = screen(() => import("@/app/routes/change-password"), "ChangePasswordRoute");
const CashRoute = screen(() => import("@/app/routes/cash"), "CashRoute");
const CashChargeRoute = screen(() => import("@/app/routes/cash-charge"), "CashChargeRoute");
const CashHistoryRoute = screen(() => import("@/app/routes/cash-history"), "CashHistoryRoute");
const ChatTestRoute = screen(() => import("@/app/routes/chat-test"), "ChatTestRoute");
const LoginPreviewRoute = screen(() => import("@/app/routes/login-preview"), "LoginPreviewRoute");
const NotFoundRoute = screen(() => import("@/app/routes/not-found"), "NotFoundRoute");
const NotificationTestRoute = screen(() => import("@/app/routes/notification-test"), "NotificationTestRoute");
const NotificationsRoute = screen(() => import("@/app/routes/notifications"), "NotificationsRoute");
const ProfileRoute = screen(() => import("@/app/routes/profile"), "ProfileRoute");
const RankingRoute = screen(() => import("@/app/routes/ranking"), "RankingRoute");
const SlotMarketRoute = screen(() => import("@/app/routes/slot-market"), "SlotMarketRoute");
const SlotsRoute = screen(() => import("@/app/routes/slots"), "SlotsRoute");
const SlotsBulkRoute = screen(() => import("@/app/routes/slots-bulk"), "SlotsBulkRoute");

// Unit tests render a route at once and give it a second: there every screen is in before the
// first render, as with static imports. The build drops this line (MODE is never "test" there).
if (import.meta.env.MODE === "test") await Promise.all(loaders.map((load) => load()));

/** A screen outside the signed-in layout: the page-wide spinner until its chunk is in. */
function standalone(element: ReactNode) {
  return <Suspense fallback={<Loading fullPage />}>{element}</Suspense>;
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
      { path: "/login-preview", element: standalone(<LoginPreviewRoute />) },
      { path: "/", element: <RoleHomeRedirect /> },
      // A first sign-in with a generated password sees this and nothing else (RequireAuth sends it here).
      { path: "/change-password", element: standalone(<ChangePasswordRoute />) },
      {
        element: standalone(<ProtectedLayout />),
        children: [
          { path: "/slots", element: behindFlag("featureSlotManagement", featureOff.slots, <SlotsRoute />) },
          { path: "/slots/bulk", element: behindFlag("featureSlotManagement", featureOff.slots, <SlotsBulkRoute />) },
          { path: "/slots/:id/market", element: behindFlag("featureSlotManagement", featureOff.slots, <SlotMarketRoute />) },
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
              { path: "/admin/slots/:id/market", element: <SlotMarketRoute /> },
              { path: "/admin/cash", element: <AdminCashRoute /> },
              { path: "/admin/users", element: <AdminUsersRoute /> },
              { path: "/admin/notifications", element: <AdminNotificationsRoute /> },
              { path: "/admin/notification-history", element: <AdminNotificationHistoryRoute /> },
              { path: "/admin/announcements", element: <AdminAnnouncementsRoute /> },
              { path: "/admin/slot-allocation-history", element: <AdminSlotAllocationHistoryRoute /> },
              { path: "/admin/jobs", element: <AdminJobsRoute /> },
            ],
          },
        ],
      },
      { path: "*", element: standalone(<NotFoundRoute />) },
    ],
  },
];

/** The browser router of the app (tests build a memory router from `routes`). */
export function createAppRouter() {
  // A tab opened before a deploy asks for chunks the server no longer has: load the new app instead.
  window.addEventListener("vite:preloadError", () => window.location.reload());
  return createBrowserRouter(routes);
}
