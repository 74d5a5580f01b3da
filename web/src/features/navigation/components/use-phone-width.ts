import { useSyncExternalStore } from "react";

/** The widths at which every layout shows its phone bar and nothing floats (styles/layout/phone.css). */
export const PHONE_WIDTH_QUERY = "(max-width: 900px)";

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(PHONE_WIDTH_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const read = () => typeof window.matchMedia === "function" && window.matchMedia(PHONE_WIDTH_QUERY).matches;

/** Whether the window is phone or tablet wide: the bell and the floating buttons then sit in the top bar. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
