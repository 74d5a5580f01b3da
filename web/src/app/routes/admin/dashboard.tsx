import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";
import { useSiteSettings } from "@/lib/site-settings";

/** /admin: the admin dashboard. */
export function AdminDashboardRoute() {
  const { settings } = useSiteSettings();
  return <PageHeader title={pageTitles.adminDashboard(settings.siteName)} />;
}
