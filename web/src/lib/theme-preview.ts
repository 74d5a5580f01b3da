/**
 * The look a page wears (spec part 2 §2 "Themes and layouts", §4 "Theme/layout"): the global
 * theme and layout from the public settings, unless a developer has stored an admin preview in
 * this browser, which then overrides both for that developer only. Also the settings screen's
 * immediate on-page preview, which changes <html> until it is undone.
 */
import { useMemo, useSyncExternalStore } from "react";
import { isDeveloper } from "@/lib/roles";
import { useSession } from "@/lib/session";
import { isLayoutName, isThemeName, useSiteSettings, type LayoutName, type ThemeName } from "@/lib/site-settings";

/** A theme and layout a developer previews in place of the global ones. */
export interface AdminPreview {
  theme: ThemeName;
  layout: LayoutName;
}

/** Window event dispatched whenever the stored preview changes in this tab. */
export const ADMIN_PREVIEW_CHANGED_EVENT = "adminPreviewChanged";

/** Local-storage key of the stored preview (JSON `{ theme, layout }`). */
const STORAGE_KEY = "adminPreview";

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage disabled: no preview
  }
}

function parsePreview(raw: string | null): AdminPreview | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { theme, layout } = value as Record<string, unknown>;
    return isThemeName(theme) && isLayoutName(layout) ? { theme, layout } : null;
  } catch {
    return null;
  }
}

/** The stored preview, or null when there is none or it is not a known theme and layout. */
export function readAdminPreview(): AdminPreview | null {
  return parsePreview(readRaw());
}

/** Stores `preview` (null clears it) and tells every reader in this tab. */
export function writeAdminPreview(preview: AdminPreview | null): void {
  try {
    if (preview) localStorage.setItem(STORAGE_KEY, JSON.stringify({ theme: preview.theme, layout: preview.layout }));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage disabled: nothing to keep, readers still get the event and read null
  }
  window.dispatchEvent(new Event(ADMIN_PREVIEW_CHANGED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEY) onChange(); // another tab changed it
  };
  window.addEventListener(ADMIN_PREVIEW_CHANGED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(ADMIN_PREVIEW_CHANGED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The theme and layout to show: the stored admin preview when the signed-in user is a developer
 * (`previewing` true), otherwise the global `globalTheme` and `globalLayout`.
 */
export function useEffectiveLook(): { theme: ThemeName; layout: LayoutName; previewing: boolean } {
  const { settings } = useSiteSettings();
  const { user } = useSession();
  // The raw string is the snapshot: stable between changes, so React re-renders only on a change.
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const preview = useMemo(() => parsePreview(raw), [raw]);
  if (preview && isDeveloper(user?.role)) return { ...preview, previewing: true };
  return { theme: settings.globalTheme, layout: settings.globalLayout, previewing: false };
}

/**
 * Puts `look` on <html> at once (`data-theme`, `data-layout`) and returns the function that puts
 * back what was there before, for the settings screen's preview before saving.
 */
export function applyLookToDocument(look: { theme: ThemeName; layout: LayoutName }): () => void {
  const root = document.documentElement;
  const previous = { theme: root.getAttribute("data-theme"), layout: root.getAttribute("data-layout") };
  root.setAttribute("data-theme", look.theme);
  root.setAttribute("data-layout", look.layout);
  return () => {
    restore(root, "data-theme", previous.theme);
    restore(root, "data-layout", previous.layout);
  };
}

function restore(element: HTMLElement, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
