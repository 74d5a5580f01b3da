import type { ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { AlertBox } from "@/components/alert-box";
import { Loading } from "@/components/loading";
import { useAllSettings } from "@/features/settings/api";
import { SettingsFormTab } from "@/features/settings/components/settings-form-tab";
import { SETTINGS_TABS, SettingsTabs, type SettingsTab } from "@/features/settings/components/settings-tabs";
import { ThemeSettingsTab } from "@/features/settings/components/theme-settings-tab";
import { settingsMessages as messages } from "@/features/settings/messages";
import { errorMessageOf } from "@/lib/api-client";
import { commonMessages } from "@/lib/messages";

const DEFAULT_TAB: SettingsTab = "field";

function isTab(value: string | null): value is SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? "");
}

/**
 * The four tabs of /admin/settings (spec part 2 §2 "System settings"): theme, field, business and
 * feature. The open tab is in the address (`?tab=business`) so a reload or a link keeps it. The field
 * tab is its own feature and comes in as `fieldTab`; the others read GET /api/settings.
 */
export function SystemSettings({ fieldTab }: { fieldTab: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: SettingsTab = isTab(requested) ? requested : DEFAULT_TAB;
  const select = (next: SettingsTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );

  return (
    <SettingsTabs selected={tab} available={SETTINGS_TABS} onSelect={select}>
      {tab === "field" ? fieldTab : <GroupedSettings tab={tab} />}
    </SettingsTabs>
  );
}

/** The theme, business or feature tab once the settings are loaded; loading and failure states before. */
function GroupedSettings({ tab }: { tab: Exclude<SettingsTab, "field"> }) {
  const { data, error, isValidating, mutate } = useAllSettings();
  if (!data && (!error || isValidating)) return <Loading label={messages.loading} />;
  if (!data) {
    return (
      <div className="settings-load-failed" data-testid="settings-load-failed">
        <AlertBox kind="error">
          <strong>{messages.loadFailed}</strong>
          {error && errorMessageOf(error, "") && <span className="settings-load-reason"> {errorMessageOf(error, "")}</span>}
          <span className="settings-load-hint">{messages.loadFailedHint}</span>
        </AlertBox>
        <button type="button" className="button button-secondary" onClick={() => void mutate()}>
          {commonMessages.retry}
        </button>
      </div>
    );
  }
  if (tab === "theme") return <ThemeSettingsTab saved={data.theme} />;
  return <SettingsFormTab key={tab} category={tab} saved={data[tab]} />;
}
