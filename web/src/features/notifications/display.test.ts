import { beforeEach, describe, expect, it } from "vitest";
import { CONFIG_CHANGED_EVENT, CONFIG_KEY, DEFAULT_CONFIG, normaliseConfig, readConfig, writeConfig } from "@/features/notifications/display-config";
import { rememberShown, SHOWN_LIMIT, shownIds } from "@/features/notifications/shown-ids";
import { pushToast, toastTiming } from "@/features/notifications/toast-queue";
import type { LiveNotification } from "@/lib/live-events";

beforeEach(() => localStorage.clear());

const note = (id: number, extra: Partial<LiveNotification> = {}) =>
  ({ id, type: "info", title: `알림 ${id}`, message: "", priority: "normal", autoClose: true, duration: 5000, ...extra }) as LiveNotification;

describe("display config", () => {
  it("starts from the spec's defaults", () => {
    expect(readConfig()).toEqual({
      enabled: true,
      position: "top-right",
      defaultAutoClose: true,
      defaultDuration: 5000,
      maxVisible: 3,
      sound: true,
      animation: "slide",
    });
  });

  it("is stored under notificationConfig and announced with notificationConfigChanged", () => {
    let heard = 0;
    const target = new EventTarget();
    target.addEventListener(CONFIG_CHANGED_EVENT, () => (heard += 1));
    writeConfig({ ...DEFAULT_CONFIG, position: "bottom-left", sound: false }, localStorage, target);
    expect(JSON.parse(localStorage.getItem(CONFIG_KEY) ?? "{}")).toMatchObject({ position: "bottom-left", sound: false });
    expect(readConfig().position).toBe("bottom-left");
    expect(heard).toBe(1);
  });

  it("turns bad stored values back into defaults and clamps numbers", () => {
    expect(normaliseConfig({ position: "middle", animation: "spin", maxVisible: 99, defaultDuration: 10, sound: "yes" })).toEqual({
      ...DEFAULT_CONFIG,
      maxVisible: 5,
      defaultDuration: 1000,
    });
    localStorage.setItem(CONFIG_KEY, "{not json");
    expect(readConfig()).toEqual(DEFAULT_CONFIG);
  });
});

describe("shown notifications", () => {
  it("are remembered per user, once", () => {
    expect(rememberShown(7, 1)).toBe(true);
    expect(rememberShown(7, 1)).toBe(false);
    expect(rememberShown(8, 1)).toBe(true);
    expect(shownIds(7)).toEqual([1]);
  });

  it("keeps only the latest ids", () => {
    for (let id = 1; id <= SHOWN_LIMIT + 5; id += 1) rememberShown(7, id);
    expect(shownIds(7)).toHaveLength(SHOWN_LIMIT);
    expect(shownIds(7)[0]).toBe(6);
  });
});

describe("the toast stack", () => {
  it("puts the newest on top, at most maxVisible, without repeats", () => {
    const config = { ...DEFAULT_CONFIG, maxVisible: 3 };
    let shown: LiveNotification[] = [];
    for (const id of [1, 2, 3, 4]) shown = pushToast(shown, note(id), config);
    shown = pushToast(shown, note(4), config);
    expect(shown.map((n) => n.id)).toEqual([4, 3, 2]);
  });

  it("staggers entries 100 ms per index and keeps each toast's own duration", () => {
    expect(toastTiming(note(1, { duration: 8000, priority: "high" }), DEFAULT_CONFIG, 2)).toEqual({
      autoClose: true,
      duration: 8000,
      delay: 200,
      high: true,
    });
    expect(toastTiming(note(1, { autoClose: false, duration: 0 }), { ...DEFAULT_CONFIG, defaultDuration: 3000 }, 0)).toEqual({
      autoClose: false,
      duration: 3000,
      delay: 0,
      high: false,
    });
  });
});
