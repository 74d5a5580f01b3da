import type { ReactNode } from "react";
import { Tabs } from "@/components/tabs";
import { settingsMessages as messages } from "@/features/settings/messages";

export type SettingsTab = "theme" | "field" | "business" | "feature";

/** The tabs in screen order. */
export const SETTINGS_TABS: readonly SettingsTab[] = ["theme", "field", "business", "feature"];

interface SettingsTabsProps {
  selected: SettingsTab;
  /** Tabs that can be opened now; the others are disabled with a title saying when they arrive. */
  available: readonly SettingsTab[];
  onSelect: (tab: SettingsTab) => void;
  children: ReactNode;
}

/** The four tabs of /admin/settings (theme, field, business, feature) and the selected tab's panel. */
export function SettingsTabs({ selected, available, onSelect, children }: SettingsTabsProps) {
  return (
    <div className="settings-tabs">
      <Tabs
        tabs={SETTINGS_TABS}
        selected={selected}
        onSelect={onSelect}
        label={messages.tabsLabel}
        tabLabel={(tab) => messages.tabs[tab]}
        unavailable={(tab) => (available.includes(tab) ? undefined : messages.comingWithSettings)}
        listClassName="settings-tablist"
        panelClassName="settings-tabpanel"
      >
        {children}
      </Tabs>
    </div>
  );
}
