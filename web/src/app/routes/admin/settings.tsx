import { PageHeader } from "@/components/page-header";
import { AdminFieldSettings } from "@/features/field-settings/components/admin-field-settings";
import { SystemSettings } from "@/features/settings/components/system-settings";
import { pageTitles } from "@/lib/messages";
import "@/styles/admin.css";
import "@/styles/settings.css";

/** /admin/settings: system settings (developer only; the route sends others to /admin). */
export function AdminSettingsRoute() {
  return (
    <>
      <PageHeader title={pageTitles.adminSettings} />
      <SystemSettings fieldTab={<AdminFieldSettings />} />
    </>
  );
}
