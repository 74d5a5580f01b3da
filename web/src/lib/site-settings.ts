/**
 * Public site settings (GET /api/settings/public, no token needed): site name and title, logo,
 * theme and layout, and the feature flags that shape menus. Until they load, or when loading fails,
 * the server's defaults apply (`settings-defaults.ts`, generated from its rules table), so the app
 * always has a complete value.
 */
import { useEffect, useMemo, useRef } from "react";
import { useLocation } from "react-router-dom";
import useSWR, { useSWRConfig } from "swr";
import type { components } from "@/lib/api-types";
import { settingChoices, settingsDefaults } from "@/lib/settings-defaults";

/** GET /api/settings/public as the api sends it. */
export type PublicSettings = components["schemas"]["PublicSettings"];
export type ThemeName = components["schemas"]["Theme"];
export type LayoutName = components["schemas"]["Layout"];
/** How slots come to be (spec part 2 §2); the server sends exactly one of these, normalised on save. */
export type OperationMode = components["schemas"]["OperationMode"];

/** The public settings as screens read them: always complete, a blank logo URL as null. */
export type SiteSettings = Omit<PublicSettings, "logoUrl"> & { logoUrl: string | null };

/** The server's default of every setting (generated from openapi.json), a blank logo as none. */
export const defaultSiteSettings: SiteSettings = { ...settingsDefaults, logoUrl: null };

export const settingsKeys = {
  public: "/api/settings/public",
} as const;

/**
 * Window event that says the settings changed: the live-events socket dispatches it for a
 * `settingsChanged` push, the settings screen after its own save (with `detail.immediate`).
 */
export const SETTINGS_CHANGED_EVENT = "settingsChanged";

/**
 * The most a tab waits, at random, before it reloads settings another tab changed: every open tab
 * hears the same push at once, and this spreads their reloads instead of arriving together.
 */
export const SETTINGS_RELOAD_SPREAD_MS = 1500;

/** The themes and layouts there are, in the contract's order (the spec's, part 2 §2, §9). */
export const THEME_NAMES: readonly ThemeName[] = settingChoices.globalTheme;
export const LAYOUT_NAMES: readonly LayoutName[] = settingChoices.globalLayout;

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === "string" && (THEME_NAMES as readonly string[]).includes(value);
}

export function isLayoutName(value: unknown): value is LayoutName {
  return typeof value === "string" && (LAYOUT_NAMES as readonly string[]).includes(value);
}

/** Defaults overlaid with whatever the server sent; unknown theme/layout names fall back. */
export function mergeSiteSettings(data: Partial<PublicSettings> | null | undefined): SiteSettings {
  const merged: SiteSettings = { ...defaultSiteSettings };
  if (data) {
    for (const [key, value] of Object.entries(data)) {
      // Only known keys, each with the default's type (a wrong-typed value keeps the default).
      const fallback = (defaultSiteSettings as unknown as Record<string, unknown>)[key];
      if (value !== null && value !== undefined && key in merged && (fallback === null || typeof value === typeof fallback)) {
        (merged as unknown as Record<string, unknown>)[key] = value;
      }
    }
    merged.logoUrl = typeof data.logoUrl === "string" && data.logoUrl.trim() ? data.logoUrl : null;
  }
  if (!isThemeName(merged.globalTheme)) merged.globalTheme = defaultSiteSettings.globalTheme;
  if (!isLayoutName(merged.globalLayout)) merged.globalLayout = defaultSiteSettings.globalLayout;
  if (!merged.siteName.trim()) merged.siteName = defaultSiteSettings.siteName;
  if (typeof merged.marketplaceDomain !== "string" || !merged.marketplaceDomain.trim()) {
    merged.marketplaceDomain = defaultSiteSettings.marketplaceDomain;
  }
  return merged;
}

/** The public settings, complete at all times (defaults while loading or after a failure). */
export function useSiteSettings(): { settings: SiteSettings; isLoading: boolean } {
  // Every reader shares this one cache entry; a change reloads it once ([`useReloadSettingsOnChange`]).
  const { data, isLoading } = useSWR<Partial<PublicSettings>>(settingsKeys.public, {
    revalidateOnFocus: false,
  });
  const settings = useMemo(() => mergeSiteSettings(data), [data]);
  return { settings, isLoading };
}

/**
 * Reloads the public settings on every route change (spec part 2 §2: "Settings reload on route
 * change"), so a page always opens under the current flags. Mounted once under the router.
 */
export function useReloadSettingsOnNavigation(): void {
  const { pathname } = useLocation();
  const { mutate } = useSWRConfig();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the first page loads them anyway
      return;
    }
    void mutate(settingsKeys.public);
  }, [pathname, mutate]);
}

/** What a settings-changed event may say: this tab's own save, or the version now current. */
export interface SettingsChange {
  immediate?: boolean;
  version?: string;
}

/**
 * Reloads the public settings once per change for the whole tab (issue 27: each reader used to
 * reload on its own, a dozen requests a tab), after a random wait of up to `spreadMs` unless the
 * change was this tab's own save; a change to the version the tab already holds reloads nothing.
 * Changes that come while a reload waits join it. Mounted once under the router.
 */
export function useReloadSettingsOnChange(spreadMs = SETTINGS_RELOAD_SPREAD_MS): void {
  const { mutate, cache } = useSWRConfig();
  useEffect(() => {
    let waiting: ReturnType<typeof setTimeout> | null = null;
    const reload = (event: Event) => {
      const change = (event as CustomEvent<SettingsChange | null>).detail ?? {};
      const immediate = change.immediate === true;
      const held = (cache.get(settingsKeys.public)?.data as Partial<PublicSettings> | undefined)?.version;
      if (!immediate && change.version !== undefined && change.version === held) return;
      if (waiting !== null && !immediate) return;
      if (waiting !== null) clearTimeout(waiting);
      waiting = setTimeout(
        () => {
          waiting = null;
          void mutate(settingsKeys.public);
        },
        immediate ? 0 : Math.random() * spreadMs,
      );
    };
    window.addEventListener(SETTINGS_CHANGED_EVENT, reload);
    return () => {
      window.removeEventListener(SETTINGS_CHANGED_EVENT, reload);
      if (waiting !== null) clearTimeout(waiting);
    };
  }, [mutate, cache, spreadMs]);
}

/** `"{siteName} - {siteTitle}"`, or whichever of the two is set. */
export function documentTitleOf(settings: Pick<SiteSettings, "siteName" | "siteTitle">): string {
  const parts = [settings.siteName, settings.siteTitle].map((part) => part?.trim()).filter(Boolean);
  return parts.join(" - ") || defaultSiteSettings.siteName;
}

/** Whether the 1:1 chat shows in `theme`: on globally and for that theme (spec part 2 §2). */
export function chatShownIn(settings: SiteSettings, theme: ThemeName): boolean {
  const perTheme: Record<ThemeName, boolean> = {
    simple: settings.chatEnabledSimple,
    modern: settings.chatEnabledModern,
    luxury: settings.chatEnabledLuxury,
  };
  return settings.chatEnabled && perTheme[theme];
}
