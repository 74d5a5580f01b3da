import { cleanup, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userFixture } from "@/lib/test-fixtures";
import { ok, signedInAs, stubApi } from "@/test/fake-api";
import { isolateAppTests, renderSignedIn } from "@/test/render-app";

// RequireFeature on the routes of the switchable features (spec part 2 §3 feature settings).

const advertiser = userFixture({ id: 3, email: "advertiser01", fullName: "홍길동", role: "user" });

function serve(settings: Record<string, unknown>) {
  return stubApi(signedInAs(advertiser, { siteName: "Simple Slot", ...settings }), (call) => {
    if (call.url === "/api/cash/balance") return ok({ balance: 0 });
    return undefined;
  });
}

isolateAppTests();

describe("RequireFeature", () => {
  it("ranking off: the access-denied panel says the feature is off", async () => {
    serve({ featureRanking: false });
    renderSignedIn("/ranking", advertiser);
    expect(await screen.findByRole("heading", { name: "접근 권한이 없습니다." })).toBeInTheDocument();
    expect(screen.getByText("랭킹 기능이 꺼져 있어 이용할 수 없습니다.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "랭킹" })).not.toBeInTheDocument();
  });

  it("ranking on: the page", async () => {
    serve({ featureRanking: true });
    renderSignedIn("/ranking", advertiser);
    expect(await screen.findByRole("heading", { name: "랭킹" })).toBeInTheDocument();
  });

  it("slot management off: /slots makes no slot calls and says so; the menu drops the entry", async () => {
    const { calls } = serve({ featureSlotManagement: false });
    renderSignedIn("/slots", advertiser);
    expect(await screen.findByText("광고 슬롯 기능이 꺼져 있어 이용할 수 없습니다.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "광고 슬롯" })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.url.startsWith("/api/slots"))).toBe(false));
    expect(calls.some((call) => call.url === "/api/field-configs")).toBe(false);
  });

  it("cash history off, under both spellings", async () => {
    for (const path of ["/cash/history", "/cash-history"]) {
      serve({ featureCashHistory: false });
      renderSignedIn(path, advertiser);
      expect(await screen.findByText("캐시 내역 기능을 사용하지 않습니다.")).toBeInTheDocument();
      cleanup();
    }
  });
});
