import { createElement } from "react";
import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetcher } from "@/lib/api-client";
import {
  chatShownIn,
  defaultSiteSettings,
  documentTitleOf,
  mergeSiteSettings,
  SETTINGS_CHANGED_EVENT,
  SETTINGS_RELOAD_SPREAD_MS,
  useReloadSettingsOnChange,
  type SettingsChange,
  useReloadSettingsOnNavigation,
  useSiteSettings,
} from "@/lib/site-settings";
import { settingsDefaults } from "@/lib/settings-defaults";
import { ok, stubFetch } from "@/test/fake-api";

describe("public settings", () => {
  it("uses the server's defaults (generated from its rules) when nothing loaded, with no logo", () => {
    expect(mergeSiteSettings(undefined)).toEqual(defaultSiteSettings);
    expect(defaultSiteSettings).toEqual({ ...settingsDefaults, logoUrl: null });
  });

  it("keeps a default when the server sends a value of another type", () => {
    const merged = mergeSiteSettings({ featureSlotManagement: "no" as never, maxSlotsPerUser: 250, unknownKey: 1 } as never);
    expect(merged.featureSlotManagement).toBe(true);
    expect(merged.maxSlotsPerUser).toBe(250);
    expect(merged).not.toHaveProperty("unknownKey");
  });

  it("overlays server values and ignores nulls and unknown names", () => {
    const merged = mergeSiteSettings({
      siteName: "광고센터",
      chatEnabled: true,
      globalTheme: "neon" as never,
      globalLayout: "modern",
      siteTitle: null as never,
      logoUrl: "",
    });
    expect(merged).toMatchObject({
      siteName: "광고센터",
      chatEnabled: true,
      globalTheme: "simple",
      globalLayout: "modern",
      siteTitle: "광고 슬롯 관리 시스템",
      logoUrl: null,
    });
  });

  it("builds the document title", () => {
    expect(documentTitleOf(defaultSiteSettings)).toBe("Simple Slot - 광고 슬롯 관리 시스템");
    expect(documentTitleOf({ siteName: "Simple Slot", siteTitle: "" })).toBe("Simple Slot");
  });
});

describe("reloading", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function Probe() {
    useReloadSettingsOnNavigation();
    useReloadSettingsOnChange();
    const { settings } = useSiteSettings();
    return createElement("p", null, settings.siteName);
  }

  /** Announces a settings change to the tab, as the socket (with a version) or the settings screen does. */
  const announce = (detail?: SettingsChange) =>
    act(() => {
      window.dispatchEvent(detail ? new CustomEvent(SETTINGS_CHANGED_EVENT, { detail }) : new Event(SETTINGS_CHANGED_EVENT));
    });
  const advance = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  /** A screen that reads the settings in many places, as the app does (a dozen readers a page). */
  function ManyReaders() {
    useReloadSettingsOnChange();
    return createElement(
      "div",
      null,
      Array.from({ length: 12 }, (_, index) => createElement(Reader, { key: index })),
    );
  }

  function Reader() {
    const { settings } = useSiteSettings();
    return createElement("span", null, settings.siteName);
  }

  it("one change is one request for the whole tab, after a random wait within the spread", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const random = vi.spyOn(Math, "random").mockReturnValue(0.5);
    let version = 0;
    const { calls } = stubFetch(() => ok({ siteName: `사이트 ${++version}` }));
    const view = render(
      createElement(SWRConfig, { value: { fetcher, provider: () => new Map(), dedupingInterval: 0 } }, createElement(ManyReaders)),
    );
    await view.findAllByText("사이트 1");
    expect(calls).toHaveLength(1);

    // A burst of changes (a push and the catch-up after a reconnect) while the reload waits.
    announce();
    announce();
    await advance(SETTINGS_RELOAD_SPREAD_MS / 2 - 50);
    expect(calls).toHaveLength(1);
    await advance(100);
    expect(await view.findAllByText("사이트 2")).toHaveLength(12);
    expect(calls).toHaveLength(2);

    // The tab's own save does not wait.
    announce({ immediate: true });
    await advance(1);
    expect(await view.findAllByText("사이트 3")).toHaveLength(12);
    expect(calls).toHaveLength(3);
    view.unmount();
    random.mockRestore();
  });

  it("a change to the version the tab already holds reloads nothing; another version reloads once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const random = vi.spyOn(Math, "random").mockReturnValue(0);
    let served = { siteName: "사이트 1", version: "aaaaaaaaaaaaaaaa" };
    const { calls } = stubFetch(() => ok(served));
    const view = render(
      createElement(SWRConfig, { value: { fetcher, provider: () => new Map(), dedupingInterval: 0 } }, createElement(ManyReaders)),
    );
    await view.findAllByText("사이트 1");

    announce({ version: "aaaaaaaaaaaaaaaa" }); // the values this tab already read
    await advance(SETTINGS_RELOAD_SPREAD_MS + 10);
    expect(calls).toHaveLength(1);

    served = { siteName: "사이트 2", version: "bbbbbbbbbbbbbbbb" };
    announce({ version: "bbbbbbbbbbbbbbbb" });
    await advance(1);
    expect(await view.findAllByText("사이트 2")).toHaveLength(12);
    expect(calls).toHaveLength(2);
    view.unmount();
    random.mockRestore();
  });

  it("reloads the public settings on every route change and on the settings-changed event", async () => {
    const random = vi.spyOn(Math, "random").mockReturnValue(0);
    let version = 0;
    const { calls } = stubFetch(() => ok({ siteName: `사이트 ${++version}` }));
    const router = createMemoryRouter(
      [
        { path: "/a", element: createElement(Probe) },
        { path: "/b", element: createElement(Probe) },
      ],
      { initialEntries: ["/a"] },
    );
    const view = render(
      createElement(SWRConfig, { value: { fetcher, provider: () => new Map(), dedupingInterval: 0 } }, createElement(RouterProvider, { router })),
    );
    await view.findByText("사이트 1");
    await act(async () => {
      await router.navigate("/b");
    });
    await view.findByText("사이트 2");
    await act(async () => {
      window.dispatchEvent(new Event("settingsChanged"));
    });
    await view.findByText("사이트 3");
    expect(calls.every((call) => call.url === "/api/settings/public")).toBe(true);
    view.unmount();
    random.mockRestore();
  });
});

describe("where the chat shows", () => {
  it("needs chat on globally and for the theme on screen", () => {
    const on = { ...defaultSiteSettings, chatEnabled: true, chatEnabledModern: false };
    expect(chatShownIn(on, "simple")).toBe(true);
    expect(chatShownIn(on, "modern")).toBe(false);
    expect(chatShownIn({ ...on, chatEnabled: false }, "simple")).toBe(false);
  });
});
