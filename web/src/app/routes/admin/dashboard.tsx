import { FieldSetupCheck } from "@/components/field-setup-notice";
import { CashDashboardSection } from "@/features/cash/components/cash-dashboard-section";
import { CrawlPanel } from "@/features/crawl/components/crawl-panel";
import { AdminDashboard } from "@/features/dashboard/components/admin-dashboard";
import { BusinessSection } from "@/features/dashboard/components/business-section";
import { JobsCard } from "@/features/jobs/components/jobs-card";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { pageTitles } from "@/lib/messages";
import { isDeveloper } from "@/lib/roles";
import { useSession } from "@/lib/session";
import { useSiteSettings } from "@/lib/site-settings";
import "@/styles/admin.css";

/** /admin: the admin dashboard (staff only; the route's gate). */
export function AdminDashboardRoute() {
  const { user } = useSession();
  const { settings } = useSiteSettings();
  useDocumentTitle(pageTitles.adminDashboardTab(settings.siteName));
  return (
    <AdminDashboard
      title={pageTitles.adminDashboard}
      context={{
        notificationEnabled: settings.notificationEnabled,
        chatEnabled: settings.chatEnabled,
        isDeveloper: isDeveloper(user?.role),
        preAllocation: settings.slotOperationMode === "pre-allocation",
      }}
      notice={<FieldSetupCheck />}
      extra={
        <>
          <BusinessSection />
          {settings.useCashSystem ? <CashDashboardSection /> : null}
          <CrawlPanel />
          <JobsCard />
        </>
      }
    />
  );
}
