import { useSyncExternalStore } from "react";

/** The phone width of every stylesheet (`@media (max-width: 640px)`), for what CSS alone cannot switch. */
export const PHONE_MEDIA = "(max-width: 640px)";

function phoneQuery(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(PHONE_MEDIA) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** Whether the window is phone-wide now (a desk width where there is no window, as in jsdom). */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, () => phoneQuery()?.matches ?? false, () => false);
}
