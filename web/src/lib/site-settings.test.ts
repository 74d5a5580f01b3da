import { describe, expect, it } from "vitest";
import { defaultSiteSettings, documentTitleOf, mergeSiteSettings } from "@/lib/site-settings";

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
    });
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
