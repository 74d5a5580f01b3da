import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHAT_MESSAGE_EVENT,
  CHAT_RECEIPT_EVENT,
  CHAT_STALE_EVENT,
  connectLiveEvents,
  handleLiveMessage,
  isLiveAuthenticated,
  LIVE_NOTIFICATION_EVENT,
  liveEventsUrl,
  NOTIFICATIONS_STALE_EVENT,
  reconnectDelay,
  type LiveSocket,
} from "@/lib/live-events";
import { SESSION_CHANGED_EVENT } from "@/lib/session-storage";
import { SETTINGS_CHANGED_EVENT } from "@/lib/site-settings";

// The live-events socket with a fake socket constructor and fake timers: no network.

class FakeSocket implements LiveSocket {
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  /** Frames the client sent. */
  sent: string[] = [];
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
  }
  /** The server side: the connection opens, a frame arrives, the connection drops. */
  open() {
    this.onopen?.({});
  }
  send(data: string) {
    this.sent.push(data);
  }
  /** A frame from the server. */
  receive(data: unknown) {
    this.onmessage?.({ data });
  }
  drop() {
    this.onerror?.({});
    this.onclose?.({});
  }
}

class FakeVisibility extends EventTarget {
  hidden = false;
  set(hidden: boolean) {
    this.hidden = hidden;
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

let sockets: FakeSocket[];
let target: EventTarget;
let settingsChanges: number;

/** Connects with fake sockets (kept in `sockets`), the test's event target and `options` on top. */
function connect(visibility: FakeVisibility | null = null, options: Partial<Parameters<typeof connectLiveEvents>[0]> = {}) {
  return connectLiveEvents({
    url: "ws://example.test/api/ws",
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    target,
    visibility: visibility as unknown as Document | null,
    ...options,
  });
}

/** The first socket drops; after the first back-off (1 s) the second one opens. */
function reconnect() {
  sockets[0].drop();
  vi.advanceTimersByTime(1000);
  sockets[1].open();
}

/** Counts `name` events on the test's target from now on. */
function countEvents(name: string): () => number {
  let count = 0;
  target.addEventListener(name, () => {
    count += 1;
  });
  return () => count;
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  target = new EventTarget();
  settingsChanges = 0;
  target.addEventListener(SETTINGS_CHANGED_EVENT, () => {
    settingsChanges += 1;
  });
});

describe("messages", () => {
  it("settingsChanged becomes the settings-changed window event, with the version it names", () => {
    const versions: unknown[] = [];
    target.addEventListener(SETTINGS_CHANGED_EVENT, (event) => versions.push((event as CustomEvent).detail?.version));
    expect(handleLiveMessage('{"type":"settingsChanged","version":"0123456789abcdef"}', target)).toBe("settingsChanged");
    expect(handleLiveMessage('{"type":"settingsChanged"}', target)).toBe("settingsChanged");
    expect(settingsChanges).toBe(2);
    expect(versions).toEqual(["0123456789abcdef", undefined]);
  });

  it("ignores other types, non-JSON and non-text frames", () => {
    for (const frame of ['{"type":"newNotification"}', "settingsChanged", "{", "null", "[]", '{"kind":"settingsChanged"}', 42, new ArrayBuffer(2)]) {
      expect(handleLiveMessage(frame, target)).toBeNull();
    }
    expect(settingsChanges).toBe(0);
  });

  it("a frame on the socket reaches the target", () => {
    const stop = connect();
    expect(sockets).toHaveLength(1);
    expect(sockets[0].url).toBe("ws://example.test/api/ws");
    sockets[0].open();
    sockets[0].receive('{"type":"settingsChanged"}');
    sockets[0].receive("garbage");
    expect(settingsChanges).toBe(1);
    stop();
  });
});

describe("the address", () => {
  it("follows the page's protocol", () => {
    expect(liveEventsUrl({ protocol: "http:", host: "127.0.0.1:8080" })).toBe("ws://127.0.0.1:8080/api/ws");
    expect(liveEventsUrl({ protocol: "https:", host: "slot.example.com" })).toBe("wss://slot.example.com/api/ws");
  });
});

describe("reconnecting", () => {
  it("waits 1 s doubling up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it("opens a new socket after each drop with growing waits, and starts over once one opens", () => {
    const stop = connect();
    sockets[0].drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    sockets[1].drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    sockets[2].open();
    sockets[2].drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
    stop();
  });

  it.each([
    ["reloads the settings", SETTINGS_CHANGED_EVENT],
    ["makes the chats stale", CHAT_STALE_EVENT],
  ])("%s once after a reconnect, not on the first connection", (_what, event) => {
    const heard = countEvents(event);
    const stop = connect();
    sockets[0].open();
    expect(heard()).toBe(0);
    reconnect();
    expect(heard()).toBe(1);
    stop();
  });

  it("keeps one socket at a time", () => {
    const stop = connect();
    sockets[0].drop();
    sockets[0].drop(); // a second close event of the same socket schedules nothing more
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    stop();
  });

  it("waits while the tab is hidden and reconnects when it is shown", () => {
    const visibility = new FakeVisibility();
    const stop = connect(visibility);
    visibility.set(true);
    sockets[0].drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    visibility.set(false);
    expect(sockets).toHaveLength(2);
    stop();
  });

  it("stop closes the socket and cancels a pending reconnect", () => {
    const stop = connect();
    sockets[0].drop();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);

    const again = connect();
    again();
    expect(sockets[1].closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it("a constructor that throws is retried later", () => {
    let calls = 0;
    const stop = connectLiveEvents({
      url: "ws://example.test/api/ws",
      createSocket: (url) => {
        calls += 1;
        if (calls === 1) throw new Error("no WebSocket");
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      },
      target,
      visibility: null,
    });
    expect(sockets).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(1);
    stop();
  });
});

describe("signing the socket in", () => {
  it("sends the token as the first message, never in the URL, and again when the session changes", () => {
    let token: string | null = "token-1";
    const session = new EventTarget();
    const stop = connect(null, { token: () => token, sessionEvents: session });
    expect(sockets[0].url).not.toContain("token");
    session.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
    expect(sockets[0].sent).toEqual([]); // not open yet: the open sends it
    sockets[0].open();
    expect(sockets[0].sent).toEqual(['{"type":"auth","token":"token-1"}']);
    sockets[0].receive('{"type":"authenticated","userId":7}');
    expect(isLiveAuthenticated()).toBe(true);

    token = null; // signed out
    session.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
    expect(sockets[0].sent[1]).toBe('{"type":"auth","token":null}');
    expect(isLiveAuthenticated()).toBe(false);
    stop();
  });

  it("is not authenticated after a refusal or a drop", () => {
    const stop = connect();
    sockets[0].open();
    sockets[0].receive('{"type":"authenticated","userId":7}');
    expect(isLiveAuthenticated()).toBe(true);
    sockets[0].drop();
    expect(isLiveAuthenticated()).toBe(false);
    vi.advanceTimersByTime(1000);
    sockets[1].open();
    sockets[1].receive('{"type":"authFailed"}');
    expect(isLiveAuthenticated()).toBe(false);
    stop();
  });
});

describe("notification messages", () => {
  it("a notification becomes the live-notification event with the notification", () => {
    const heard: unknown[] = [];
    target.addEventListener(LIVE_NOTIFICATION_EVENT, (event) => heard.push((event as CustomEvent).detail));
    const notification = { id: 3, title: "공지" };
    expect(handleLiveMessage(JSON.stringify({ type: "notification", notification }), target)).toBe("notification");
    expect(heard).toEqual([notification]);
    expect(handleLiveMessage('{"type":"notification"}', target)).toBeNull();
  });

  it("a change elsewhere and a reconnect make the notifications stale", () => {
    const stale = countEvents(NOTIFICATIONS_STALE_EVENT);
    handleLiveMessage('{"type":"notificationsChanged"}', target);
    expect(stale()).toBe(1);
    const stop = connect();
    sockets[0].open();
    reconnect();
    expect(stale()).toBe(2);
    stop();
  });
});

describe("chat messages", () => {
  it("a chat message becomes the chat-message event; read and delivered marks the room's receipt event", () => {
    const messages: unknown[] = [];
    const receipts: unknown[] = [];
    target.addEventListener(CHAT_MESSAGE_EVENT, (event) => messages.push((event as CustomEvent).detail));
    target.addEventListener(CHAT_RECEIPT_EVENT, (event) => receipts.push((event as CustomEvent).detail));
    const message = { id: 9, roomId: 2, content: "안녕하세요" };
    expect(handleLiveMessage(JSON.stringify({ type: "chatMessage", message }), target)).toBe("chatMessage");
    expect(handleLiveMessage('{"type":"chatRead","roomId":2,"byOwner":false,"upTo":9}', target)).toBe("chatRead");
    expect(handleLiveMessage('{"type":"chatDelivered","roomId":2,"messageId":9}', target)).toBe("chatDelivered");
    expect(handleLiveMessage('{"type":"chatMessage"}', target)).toBeNull();
    expect(messages).toEqual([message]);
    expect(receipts).toEqual([{ roomId: 2 }, { roomId: 2 }]);
  });
});
