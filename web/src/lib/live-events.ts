/**
 * Pushes from the server over one WebSocket per tab (`/api/ws` on the page's own origin, ws:// or
 * wss:// as the page): text frames of JSON with a `type` (the api's `ServerMessage`). Each known
 * message becomes a window event the screens listen to:
 * - `settingsChanged` → SETTINGS_CHANGED_EVENT (every reader of the public settings reloads them);
 * - `notification` → LIVE_NOTIFICATION_EVENT with the notification as `detail`;
 * - `notificationsChanged` → NOTIFICATIONS_STALE_EVENT (another tab read or deleted some);
 * - `chatMessage` → CHAT_MESSAGE_EVENT with the message as `detail`;
 * - `chatRead` / `chatDelivered` → CHAT_RECEIPT_EVENT with `{ roomId }` (the other side read or
 *   received messages: the room's checks change).
 *
 * The socket signs in without putting the token in the URL: on open, and whenever the session's
 * token changes (SESSION_CHANGED_EVENT), it sends `{"type":"auth","token":…}` (null signs out).
 * `authenticated` marks the socket live for the user; screens poll only while it is not
 * (`useLiveAuthenticated`).
 *
 * A dropped connection is opened again after 1 s, 2 s, 4 s … up to 30 s; while the tab is hidden it
 * waits and reconnects when the tab is shown. After a reconnect the settings are reloaded once and
 * notifications and chats refetched (NOTIFICATIONS_STALE_EVENT, CHAT_STALE_EVENT), as changes may
 * have been missed in between.
 * `useLiveEvents` is mounted once, at the router root.
 */
import { useEffect, useSyncExternalStore } from "react";
import type { components } from "@/lib/api-types";
import { getAccessToken, SESSION_CHANGED_EVENT } from "@/lib/session-storage";
import { SETTINGS_CHANGED_EVENT } from "@/lib/site-settings";

export type LiveNotification = components["schemas"]["NotificationView"];
export type LiveChatMessage = components["schemas"]["ChatMessageView"];

/** Window event: a notification for the signed-in user arrived (`detail`: LiveNotification). */
export const LIVE_NOTIFICATION_EVENT = "liveNotification";
/** Window event: the user's notifications changed elsewhere, or may have: refetch counts and lists. */
export const NOTIFICATIONS_STALE_EVENT = "notificationsStale";
/** Window event: a chat message arrived in a room the user takes part in (`detail`: LiveChatMessage). */
export const CHAT_MESSAGE_EVENT = "liveChatMessage";
/** Window event: a room's delivery or read marks changed (`detail`: `{ roomId }`). */
export const CHAT_RECEIPT_EVENT = "liveChatReceipt";
/** Window event: chats may have changed while no socket was open: refetch rooms and messages. */
export const CHAT_STALE_EVENT = "chatStale";

/** What this module needs of a WebSocket (tests pass a fake). */
export interface LiveSocket {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

/** Whether this tab's socket is open and signed in as a user (then nothing needs polling). */
let authenticated = false;
const authListeners = new Set<() => void>();

function setAuthenticated(value: boolean): void {
  if (authenticated === value) return;
  authenticated = value;
  for (const listener of authListeners) listener();
}

export function isLiveAuthenticated(): boolean {
  return authenticated;
}

/** True while the socket carries the signed-in user's events; screens poll while it is false. */
export function useLiveAuthenticated(): boolean {
  return useSyncExternalStore(
    (listener) => {
      authListeners.add(listener);
      return () => authListeners.delete(listener);
    },
    isLiveAuthenticated,
    () => false,
  );
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

type Frame = Record<string, unknown>;

/** A record with a numeric `id` (a notification, a chat message), or null when malformed. */
function withNumericId(value: unknown): unknown {
  return typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "number" ? value : null;
}

/** A settings change's `{ version }` (the values now current; absent from an older server). */
function settingsVersion(message: Frame): { version?: string } {
  return typeof message.version === "string" ? { version: message.version } : {};
}

/** A room's receipt: `{ roomId }`, or null when malformed. */
function roomReceipt(message: Frame): { roomId: number } | null {
  return typeof message.roomId === "number" ? { roomId: message.roomId } : null;
}

/**
 * Each known message type: the window event it becomes (none: acted on elsewhere) and, for a
 * CustomEvent, its `detail` taken from the message (null: malformed, the message is ignored).
 */
const LIVE_MESSAGES = new Map<string, { event?: string; detail?: (message: Frame) => unknown }>([
  ["settingsChanged", { event: SETTINGS_CHANGED_EVENT, detail: settingsVersion }],
  ["notification", { event: LIVE_NOTIFICATION_EVENT, detail: (message) => withNumericId(message.notification) }],
  ["notificationsChanged", { event: NOTIFICATIONS_STALE_EVENT }],
  ["chatMessage", { event: CHAT_MESSAGE_EVENT, detail: (message) => withNumericId(message.message) }],
  ["chatRead", { event: CHAT_RECEIPT_EVENT, detail: roomReceipt }],
  ["chatDelivered", { event: CHAT_RECEIPT_EVENT, detail: roomReceipt }],
  ["authenticated", {}],
  ["authFailed", {}],
]);

/** Turns one frame into its window event; returns the message type it acted on, or null. */
export function handleLiveMessage(data: unknown, target: EventTarget = window): string | null {
  if (typeof data !== "string") return null;
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return null; // not JSON: ignored
  }
  if (typeof message !== "object" || message === null) return null;
  const { type } = message as { type?: unknown };
  const known = typeof type === "string" ? LIVE_MESSAGES.get(type) : undefined;
  if (!known || typeof type !== "string") return null;
  if (known.event && known.detail) {
    const detail = known.detail(message as Frame);
    if (detail === null) return null;
    target.dispatchEvent(new CustomEvent(known.event, { detail }));
  } else if (known.event) {
    target.dispatchEvent(new Event(known.event));
  }
  return type;
}

type VisibilitySource = Pick<Document, "hidden" | "addEventListener" | "removeEventListener">;

export interface LiveEventsOptions {
  url: string;
  createSocket: SocketFactory;
  /** Where the window events go (default `window`). */
  target?: EventTarget;
  /** Whose `hidden` pauses reconnecting (default `document`; null: never paused). */
  visibility?: VisibilitySource | null;
  /** The access token to sign the socket in with (default: the stored one). */
  token?: () => string | null;
  /** Where SESSION_CHANGED_EVENT is heard (default `window`). */
  sessionEvents?: EventTarget;
}

/** Opens the connection and keeps it open; the returned function closes it for good. */
export function connectLiveEvents(options: LiveEventsOptions): () => void {
  const target = options.target ?? window;
  const visibility = options.visibility === undefined ? document : options.visibility;
  const token = options.token ?? getAccessToken;
  const sessionEvents = options.sessionEvents ?? window;
  let socket: LiveSocket | null = null;
  /** The socket once open (the one to send the token on). */
  let signedInSocket: LiveSocket | null = null;
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
      signedInSocket = current;
      if (opened) {
        // Catch up on what was missed while no socket was open.
        target.dispatchEvent(new Event(SETTINGS_CHANGED_EVENT));
        target.dispatchEvent(new Event(NOTIFICATIONS_STALE_EVENT));
        target.dispatchEvent(new Event(CHAT_STALE_EVENT));
      }
      opened = true;
      attempt = 0;
      signIn(current);
    };
    current.onmessage = (event) => {
      const type = handleLiveMessage(event.data, target);
      if (type === "authenticated") setAuthenticated(true);
      if (type === "authFailed") setAuthenticated(false);
    };
    current.onerror = () => undefined; // a close follows
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      signedInSocket = null;
      setAuthenticated(false);
      schedule();
    };
  };

  const signIn = (current: LiveSocket) => {
    const value = token();
    setAuthenticated(false);
    try {
      current.send(JSON.stringify({ type: "auth", token: value }));
    } catch {
      // closing: the next connection signs in
    }
  };
  const onSessionChanged = () => {
    if (signedInSocket) signIn(signedInSocket);
  };
  sessionEvents.addEventListener(SESSION_CHANGED_EVENT, onSessionChanged);

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
    sessionEvents.removeEventListener(SESSION_CHANGED_EVENT, onSessionChanged);
    setAuthenticated(false);
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
