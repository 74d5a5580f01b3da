import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { settingsMessages as messages } from "@/features/settings/messages";

export type SettingsTab = "theme" | "field" | "business" | "feature";

/** The tabs in screen order. */
export const SETTINGS_TABS: readonly SettingsTab[] = ["theme", "field", "business", "feature"];
const TABS = SETTINGS_TABS;

interface SettingsTabsProps {
  selected: SettingsTab;
  /** Tabs that can be opened now; the others are disabled with a title saying when they arrive. */
  available: readonly SettingsTab[];
  onSelect: (tab: SettingsTab) => void;
  children: ReactNode;
}

/** The four tabs of /admin/settings (theme, field, business, feature) and the selected tab's panel. */
export function SettingsTabs({ selected, available, onSelect, children }: SettingsTabsProps) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);

  // Arrow keys move between the tabs that can be opened (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const open = TABS.filter((tab) => available.includes(tab));
    const index = open.indexOf(selected);
    const next = open[(index + (event.key === "ArrowRight" ? 1 : -1) + open.length) % open.length];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };

  return (
    <div className="settings-tabs">
      <div ref={listRef} role="tablist" aria-label={messages.tabsLabel} className="settings-tablist" onKeyDown={onKeyDown}>
        {TABS.map((tab) => {
          const enabled = available.includes(tab);
          const isSelected = tab === selected;
          return (
            <button
              key={tab}
              id={`${id}-tab-${tab}`}
              data-tab={tab}
              type="button"
              role="tab"
              className={isSelected ? "settings-tab settings-tab-selected" : "settings-tab"}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${id}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={!enabled}
              title={enabled ? undefined : messages.comingWithSettings}
              onClick={() => onSelect(tab)}
            >
              {messages.tabs[tab]}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${selected}`} className="settings-tabpanel">
        {children}
      </div>
    </div>
  );
}
