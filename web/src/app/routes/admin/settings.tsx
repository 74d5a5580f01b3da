import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /admin/settings: system settings (developer only). */
export function AdminSettingsRoute() {
  return <PageHeader title={pageTitles.adminSettings} />;
}
