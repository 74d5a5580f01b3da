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
import { ok, stubFetch } from "@/test/fake-api";

describe("public settings", () => {
  it("uses the spec defaults when nothing loaded", () => {
    expect(mergeSiteSettings(undefined)).toEqual(defaultSiteSettings);
    expect(defaultSiteSettings).toMatchObject({
      siteName: "Simple Slot",
      siteTitle: "광고 슬롯 관리 시스템",
      globalTheme: "simple",
      globalLayout: "classic",
      useCashSystem: true,
      registrationEnabled: true,
      chatEnabled: false,
      cashChargeMode: "modal",
      slotOperationMode: "normal",
      maintenanceMode: false,
      minCashCharge: 10000,
      maxCashCharge: 1000000,
    });
  });

  it("has the spec defaults of the fields the settings screen added (part 2 §9)", () => {
    expect(defaultSiteSettings).toMatchObject({
      featureSlotManagement: true,
      featureCashHistory: true,
      featureRanking: true,
      defaultSlotPrice: 50000,
      defaultSlotAllocation: 10,
      maxSlotsPerUser: 100,
      chatMaxMessages: 100,
      chatSoundEnabled: true,
      chatEnabledSimple: true,
      chatEnabledModern: true,
      chatEnabledLuxury: true,
      chatAutoReply: "",
      chatBusinessStart: 9,
      chatBusinessEnd: 18,
      notificationEnabled: true,
      notificationSound: true,
      notificationAutoRead: false,
      notificationDuration: 5000,
    });
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
