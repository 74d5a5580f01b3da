import { FieldSetupCheck } from "@/components/field-setup-notice";
import { useChargeCounts } from "@/features/cash/api";
import { CashDashboardSection } from "@/features/cash/components/cash-dashboard-section";
import { CrawlPanel } from "@/features/crawl/components/crawl-panel";
import { AdminDashboard } from "@/features/dashboard/components/admin-dashboard";
import { BusinessSection } from "@/features/dashboard/components/business-section";
import { chargesTodo, failedCrawlsTodo, type TodoItem } from "@/features/dashboard/stats";
import { useJobsOverview } from "@/features/jobs/api";
import { JobsCard } from "@/features/jobs/components/jobs-card";
import { DEFAULT_QUEUE } from "@/features/jobs/jobs-query";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { pageTitles } from "@/lib/messages";
import { isDeveloper } from "@/lib/roles";
import { useSession } from "@/lib/session";
import { useSiteSettings } from "@/lib/site-settings";
import "@/styles/admin.css";

/**
 * What waits beside the pending approvals: pending cash charges (with the cash system on) and failed
 * rank crawl jobs, from the counts the dashboard's cash and jobs panels read (one request each).
 */
function useTodo(useCashSystem: boolean): TodoItem[] {
  const charges = useChargeCounts(useCashSystem);
  const jobs = useJobsOverview();
  const crawl = jobs.data?.queues.find((queue) => queue.queue === DEFAULT_QUEUE);
  const crawls = failedCrawlsTodo(jobs.data ? { failed: crawl?.failed ?? 0, dead: crawl?.dead ?? 0 } : undefined);
  if (!useCashSystem) return [crawls];
  return [chargesTodo(charges.data ? Number(charges.data.pending) || 0 : undefined), crawls];
}

/** /admin: the admin dashboard (staff only; the route's gate). */
export function AdminDashboardRoute() {
  const { user } = useSession();
  const { settings } = useSiteSettings();
  useDocumentTitle(pageTitles.adminDashboardTab(settings.siteName));
  const todo = useTodo(settings.useCashSystem);
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
      todo={todo}
      business={<BusinessSection />}
      extra={
        <>
          {settings.useCashSystem ? <CashDashboardSection /> : null}
          <CrawlPanel />
          <JobsCard />
        </>
      }
    />
  );
}
