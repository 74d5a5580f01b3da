/**
 * What the toaster shows (spec part 2 §2, §3, §9): newest first, at most `maxVisible`; each toast
 * closes by itself after its duration when auto close is on; entries are staggered 100 ms per index
 * and fade out over 300 ms.
 */
import type { DisplayConfig } from "@/features/notifications/display-config";
import type { LiveNotification } from "@/lib/live-events";

export const FADE_MS = 300;
export const STAGGER_MS = 100;

export interface ToastTiming {
  autoClose: boolean;
  /** Milliseconds before it starts fading (when auto close). */
  duration: number;
  /** Entry delay for its place in the stack. */
  delay: number;
  high: boolean;
}

/** The notification's own auto close and duration, else the user's defaults. */
export function toastTiming(n: LiveNotification, config: DisplayConfig, index: number): ToastTiming {
  const autoClose = n.autoClose ?? config.defaultAutoClose;
  const duration = n.duration > 0 ? n.duration : config.defaultDuration;
  return { autoClose, duration, delay: index * STAGGER_MS, high: n.priority === "high" };
}

/** Adds a pushed notification on top, dropping a repeat; the list is what is shown. */
export function pushToast(shown: LiveNotification[], n: LiveNotification, config: DisplayConfig): LiveNotification[] {
  if (shown.some((s) => s.id === n.id)) return shown;
  return [n, ...shown].slice(0, config.maxVisible);
}
