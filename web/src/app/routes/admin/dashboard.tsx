import { useAuth } from "@/features/auth/auth-provider";
import { isDeveloper } from "@/features/auth/roles";
import { CashDashboardSection } from "@/features/cash/components/cash-dashboard-section";
import { CrawlPanel } from "@/features/crawl/components/crawl-panel";
import { AdminDashboard } from "@/features/dashboard/components/admin-dashboard";
import { isPreAllocationMode } from "@/features/navigation/menu";
import { pageTitles } from "@/lib/messages";
import { useSiteSettings } from "@/lib/site-settings";
import "@/styles/admin.css";

/** /admin: the admin dashboard (staff only; the route's gate). */
export function AdminDashboardRoute() {
  const { user } = useAuth();
  const { settings } = useSiteSettings();
  return (
    <AdminDashboard
      title={pageTitles.adminDashboard(settings.siteName)}
      context={{
        notificationEnabled: settings.notificationEnabled,
        chatEnabled: settings.chatEnabled,
        isDeveloper: isDeveloper(user?.role),
        preAllocation: isPreAllocationMode(settings.slotOperationMode),
      }}
      extra={
        <>
          {settings.useCashSystem ? <CashDashboardSection /> : null}
          <CrawlPanel />
        </>
      }
    />
  );
}
