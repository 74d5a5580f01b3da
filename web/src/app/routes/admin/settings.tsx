import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { AdminFieldSettings } from "@/features/field-settings/components/admin-field-settings";
import { SettingsTabs, type SettingsTab } from "@/features/settings/components/settings-tabs";
import { pageTitles } from "@/lib/messages";
import "@/styles/admin.css";

/** Tabs that work today; theme, business and feature arrive with the settings feature. */
const AVAILABLE_TABS: readonly SettingsTab[] = ["field"];

/** /admin/settings: system settings (developer only; the route sends others to /admin). */
export function AdminSettingsRoute() {
  const [tab, setTab] = useState<SettingsTab>("field");
  return (
    <>
      <PageHeader title={pageTitles.adminSettings} />
      <SettingsTabs selected={tab} available={AVAILABLE_TABS} onSelect={setTab}>
        {tab === "field" && <AdminFieldSettings />}
      </SettingsTabs>
    </>
  );
}
