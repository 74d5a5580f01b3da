import { createElement } from "react";
import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { SWRConfig } from "swr";
import { describe, expect, it } from "vitest";
import { fetcher } from "@/lib/api-client";
import {
  chatShownIn,
  defaultSiteSettings,
  documentTitleOf,
  mergeSiteSettings,
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
  function Probe() {
    useReloadSettingsOnNavigation();
    const { settings } = useSiteSettings();
    return createElement("p", null, settings.siteName);
  }

  it("reloads the public settings on every route change and on the settings-changed event", async () => {
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
