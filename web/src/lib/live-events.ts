/**
 * Pushes from the server over one WebSocket per tab (`/api/ws` on the page's own origin, ws:// or
 * wss:// as the page): text frames of JSON such as `{"type":"settingsChanged"}`. Each known message
 * becomes a window event the screens already listen to (`settingsChanged` → SETTINGS_CHANGED_EVENT,
 * so every reader of the public settings reloads them).
 *
 * A dropped connection is opened again after 1 s, 2 s, 4 s … up to 30 s; while the tab is hidden it
 * waits and reconnects when the tab is shown. After a reconnect the settings are reloaded once, as a
 * change may have been missed in between. `useLiveEvents` is mounted once, at the router root.
 */
import { useEffect } from "react";
import { SETTINGS_CHANGED_EVENT } from "@/lib/site-settings";

/** What this module needs of a WebSocket (tests pass a fake). */
export interface LiveSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(): void;
}

export type SocketFactory = (url: string) => LiveSocket;

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/** The wait before reconnect number `attempt` (0-based): 1 s doubling, at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
}

/** `ws://host/api/ws`, or `wss://` on an https page. */
export function liveEventsUrl(location: Pick<Location, "protocol" | "host">): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/api/ws`;
}

/** Turns one frame into its window event; returns the message type it acted on, or null. */
export function handleLiveMessage(data: unknown, target: EventTarget = window): string | null {
  if (typeof data !== "string") return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null; // not JSON: ignored
  }
  const type = typeof message === "object" && message !== null ? (message as { type?: unknown }).type : undefined;
  if (type === "settingsChanged") {
    target.dispatchEvent(new Event(SETTINGS_CHANGED_EVENT));
    return type;
  }
  return null;
}

type VisibilitySource = Pick<Document, "hidden" | "addEventListener" | "removeEventListener">;

export interface LiveEventsOptions {
  url: string;
  createSocket: SocketFactory;
  /** Where the window events go (default `window`). */
  target?: EventTarget;
  /** Whose `hidden` pauses reconnecting (default `document`; null: never paused). */
  visibility?: VisibilitySource | null;
}

/** Opens the connection and keeps it open; the returned function closes it for good. */
export function connectLiveEvents(options: LiveEventsOptions): () => void {
  const target = options.target ?? window;
  const visibility = options.visibility === undefined ? document : options.visibility;
  let socket: LiveSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let opened = false;
  let stopped = false;

  const schedule = () => {
    if (stopped || timer !== undefined || visibility?.hidden) return;
    const delay = reconnectDelay(attempt);
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      open();
    }, delay);
  };

  const open = () => {
    if (stopped || socket || visibility?.hidden) return;
    let current: LiveSocket;
    try {
      current = options.createSocket(options.url);
    } catch {
      schedule(); // a bad URL or no WebSocket: try again later
      return;
    }
    socket = current;
    current.onopen = () => {
      if (opened) target.dispatchEvent(new Event(SETTINGS_CHANGED_EVENT)); // catch up on what was missed
      opened = true;
      attempt = 0;
    };
    current.onmessage = (event) => {
      handleLiveMessage(event.data, target);
    };
    current.onerror = () => undefined; // a close follows
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      schedule();
    };
  };

  const onVisibilityChange = () => {
    if (!visibility?.hidden && !socket && timer === undefined) open();
  };
  visibility?.addEventListener("visibilitychange", onVisibilityChange);
  open();

  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    visibility?.removeEventListener("visibilitychange", onVisibilityChange);
    const current = socket;
    socket = null;
    if (current) {
      current.onclose = null;
      current.onmessage = null;
      current.close();
    }
  };
}

const browserSocket: SocketFactory = (url) => new WebSocket(url) as unknown as LiveSocket;

/** The tab's one connection, shared by every mount; closed a moment after the last one leaves. */
let shared: { stop: () => void; users: number; closing?: ReturnType<typeof setTimeout> } | null = null;

/** Keeps this tab's live-events connection open while mounted (mount once, under the router root). */
export function useLiveEvents(enabled = true): void {
  useEffect(() => {
    if (!enabled || typeof WebSocket === "undefined") return undefined;
    if (shared) {
      if (shared.closing !== undefined) clearTimeout(shared.closing);
      shared.closing = undefined;
      shared.users += 1;
    } else {
      shared = { stop: connectLiveEvents({ url: liveEventsUrl(window.location), createSocket: browserSocket }), users: 1 };
    }
    return () => {
      const current = shared;
      if (!current) return;
      current.users -= 1;
      if (current.users > 0) return;
      // StrictMode mounts twice: a remount right after keeps the same socket.
      current.closing = setTimeout(() => {
        if (shared === current && current.users === 0) {
          current.stop();
          shared = null;
        }
      }, 0);
    };
  }, [enabled]);
}
