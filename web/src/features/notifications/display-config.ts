/**
 * The notification display config (spec part 2 §3 "Notification display config", §9): kept in
 * localStorage under `notificationConfig`; a change raises `notificationConfigChanged` so every
 * toaster and panel in the tab follows at once (other tabs hear the storage event).
 */
import { useCallback, useSyncExternalStore } from "react";

export const CONFIG_KEY = "notificationConfig";
export const CONFIG_CHANGED_EVENT = "notificationConfigChanged";

export const POSITIONS = ["top-left", "top-center", "top-right", "bottom-left", "bottom-center", "bottom-right"] as const;
export const ANIMATIONS = ["slide", "fade", "bounce"] as const;
export type ToastPosition = (typeof POSITIONS)[number];
export type ToastAnimation = (typeof ANIMATIONS)[number];

export interface DisplayConfig {
  enabled: boolean;
  position: ToastPosition;
  defaultAutoClose: boolean;
  /** Milliseconds. */
  defaultDuration: number;
  maxVisible: number;
  sound: boolean;
  animation: ToastAnimation;
}

export const DEFAULT_CONFIG: DisplayConfig = {
  enabled: true,
  position: "top-right",
  defaultAutoClose: true,
  defaultDuration: 5000,
  maxVisible: 3,
  sound: true,
  animation: "slide",
};

export const MAX_VISIBLE_RANGE = { min: 1, max: 5 } as const;
export const DURATION_RANGE_MS = { min: 1000, max: 60_000 } as const;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** A stored value made whole: unknown keys dropped, bad values back to the defaults. */
export function normaliseConfig(raw: unknown): DisplayConfig {
  const value = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const bool = (key: keyof DisplayConfig) =>
    typeof value[key] === "boolean" ? (value[key] as boolean) : (DEFAULT_CONFIG[key] as boolean);
  const num = (key: "defaultDuration" | "maxVisible", min: number, max: number) =>
    typeof value[key] === "number" && Number.isFinite(value[key]) ? clamp(Math.round(value[key] as number), min, max) : DEFAULT_CONFIG[key];
  return {
    enabled: bool("enabled"),
    position: POSITIONS.includes(value.position as ToastPosition) ? (value.position as ToastPosition) : DEFAULT_CONFIG.position,
    defaultAutoClose: bool("defaultAutoClose"),
    defaultDuration: num("defaultDuration", DURATION_RANGE_MS.min, DURATION_RANGE_MS.max),
    maxVisible: num("maxVisible", MAX_VISIBLE_RANGE.min, MAX_VISIBLE_RANGE.max),
    sound: bool("sound"),
    animation: ANIMATIONS.includes(value.animation as ToastAnimation) ? (value.animation as ToastAnimation) : DEFAULT_CONFIG.animation,
  };
}

export function readConfig(storage: Storage = localStorage): DisplayConfig {
  try {
    const raw = storage.getItem(CONFIG_KEY);
    return normaliseConfig(raw ? JSON.parse(raw) : null);
  } catch {
    return DEFAULT_CONFIG;
  }
}

export function writeConfig(config: DisplayConfig, storage: Storage = localStorage, target: EventTarget = window): void {
  storage.setItem(CONFIG_KEY, JSON.stringify(normaliseConfig(config)));
  target.dispatchEvent(new Event(CONFIG_CHANGED_EVENT));
}

let cached: { raw: string | null; config: DisplayConfig } | null = null;

function snapshot(): DisplayConfig {
  const raw = localStorage.getItem(CONFIG_KEY);
  if (!cached || cached.raw !== raw) cached = { raw, config: readConfig() };
  return cached.config;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONFIG_KEY) onChange();
  };
  window.addEventListener(CONFIG_CHANGED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CONFIG_CHANGED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The config as stored now, and a setter that stores a change and tells the tab. */
export function useDisplayConfig(): [DisplayConfig, (change: Partial<DisplayConfig>) => void] {
  const config = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_CONFIG);
  const update = useCallback((change: Partial<DisplayConfig>) => writeConfig({ ...snapshot(), ...change }), []);
  return [config, update];
}
