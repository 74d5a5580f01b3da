/**
 * The developer's system-settings calls (spec part 2 §3, §7 "Settings"): every setting grouped by
 * tab, and saving a tab's changes in one all-or-nothing call. After a save the public settings
 * (`useSiteSettings`) are told to reload through `SETTINGS_CHANGED_EVENT`.
 */
import useSWR, { type ScopedMutator } from "swr";
import { putJson } from "@/lib/api-client";
import type { components } from "@/lib/api-types";
import { SETTINGS_CHANGED_EVENT } from "@/lib/site-settings";

type Schemas = components["schemas"];

/** The business tab as GET /api/settings sends it (money in whole won). */
export type BusinessSettings = Schemas["BusinessSettings"];
/** The feature tab (`notificationDuration` in milliseconds). */
export type FeatureSettings = Schemas["FeatureSettings"];
/** The theme tab. */
export type ThemeSettings = Schemas["ThemeSettings"];
/** GET /api/settings (developers only): every setting grouped by tab. */
export type SettingsView = Schemas["SettingsView"];

/** One change as PUT /api/settings/bulk takes it: per key, the value that key holds. */
export type SettingChange = Schemas["SettingChanges"]["settings"][number];
/** A settings tab that is saved through this api (the field tab has its own calls). */
export type SettingCategory = NonNullable<SettingChange["category"]>;

/**
 * A change as the screen builds it from its form: a key, the value as the server stores it, and the
 * key's tab. Looser than `SettingChange` (the form is data-driven); the server checks every value.
 */
export interface SettingUpdate {
  key: SettingChange["key"];
  value: string | number | boolean;
  category: SettingCategory;
}

export const settingsAdminKeys = {
  all: "/api/settings",
  bulk: "/api/settings/bulk",
} as const;

/** Every setting, grouped by tab. Not refreshed on focus, so a half-edited form keeps its base. */
export function useAllSettings() {
  return useSWR<SettingsView>(settingsAdminKeys.all, { revalidateOnFocus: false });
}

/** PUT /api/settings/bulk: all of `changes` or none; answers every setting after the change. */
export function saveSettings(changes: SettingUpdate[]): Promise<SettingsView> {
  const settings = changes as SettingChange[];
  return putJson<Schemas["SettingChanges"], SettingsView>(settingsAdminKeys.bulk, { arg: { settings } });
}

/**
 * After a save: keeps the answer as the screen's data, then tells every reader of the public
 * settings in this tab to reload (other tabs hear it through the live-events socket).
 */
export async function storeSavedSettings(mutate: ScopedMutator, saved: SettingsView): Promise<void> {
  await mutate(settingsAdminKeys.all, saved, { revalidate: false });
  // This tab's own change: reloaded at once, not after the spread other tabs wait.
  window.dispatchEvent(new CustomEvent(SETTINGS_CHANGED_EVENT, { detail: { immediate: true } }));
}
