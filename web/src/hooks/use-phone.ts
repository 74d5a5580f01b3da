import { useSyncExternalStore } from "react";

/** The phone width of the page content's stylesheets (`@media (max-width: 640px)`), for what CSS alone cannot switch. */
export const PHONE_MEDIA = "(max-width: 640px)";
/** The width at which every layout shows its phone bar and nothing floats (styles/layout/phone.css). */
export const PHONE_FRAME_MEDIA = "(max-width: 900px)";

/** A touch screen as the main pointer (a phone, a tablet): no keyboard shortcut is worth naming there. */
export const COARSE_POINTER_MEDIA = "(pointer: coarse)";

function mediaQuery(query: string): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(query) : null;
}

/** Whether `query` matches now, following changes (false where there is no window, as in jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQuery(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => mediaQuery(query)?.matches ?? false,
    () => false,
  );
}

/** Whether the window is phone-wide: list pages then show cards. */
export const usePhone = (): boolean => useMediaQuery(PHONE_MEDIA);

/** Whether the window is phone or tablet wide: the bell and the floating buttons then sit in the top bar. */
export const usePhoneFrame = (): boolean => useMediaQuery(PHONE_FRAME_MEDIA);

/** Whether the primary pointer is coarse (a finger): the chat box then does not name Shift+Enter. */
export const useCoarsePointer = (): boolean => useMediaQuery(COARSE_POINTER_MEDIA);
