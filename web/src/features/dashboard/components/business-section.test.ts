import { createElement } from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { swrConfig } from "@/app/provider";
import { ToastProvider } from "@/components/toast";
import type { BusinessFigures, Figures } from "@/features/dashboard/business";
import { BusinessSection } from "@/features/dashboard/components/business-section";
import { storageKeys } from "@/lib/session-storage";
import { makeJwt, ok, stubFetch } from "@/test/fake-api";

const zero: Figures = {
  charges: 0, cashCharged: 0, bonus: 0, slotsSold: 0, slotsSoldWon: 0, slotsExtended: 0, slotsExtendedWon: 0,
  refunds: 0, refunded: 0, slotsEnded: 0, slotsRenewed: 0, renewalRate: null,
};

function period(day: string, active: number, figures: Partial<Figures>) {
  return { period: day, firstDay: day, lastDay: day, activeAdvertisers: active, figures: { ...zero, ...figures } };
}

const days: BusinessFigures = {
  unit: "day",
  startDate: "2026-11-20",
  endDate: "2026-11-22",
  periods: [
    period("2026-11-20", 2, { slotsEnded: 1, renewalRate: 0 }),
    period("2026-11-21", 1, { charges: 1, cashCharged: 200_000, bonus: 5_000, slotsSold: 1, slotsSoldWon: 30_000 }),
    period("2026-11-22", 2, { charges: 1, cashCharged: 100_000, refunds: 2, refunded: 83_333, slotsEnded: 2, slotsRenewed: 1, renewalRate: 0.5 }),
  ],
  totals: { ...zero, charges: 2, cashCharged: 300_000, bonus: 5_000, slotsSold: 1, slotsSoldWon: 30_000, refunds: 2, refunded: 83_333, slotsEnded: 3, slotsRenewed: 1, renewalRate: 1 / 3 },
};

const weeks: BusinessFigures = {
  ...days,
  unit: "week",
  startDate: "2026-09-07",
  periods: [{ ...period("2026-11-16", 2, { charges: 2, cashCharged: 300_000 }), lastDay: "2026-11-22" }],
};

const nothing: BusinessFigures = { ...days, periods: days.periods.map((p) => ({ ...p, activeAdvertisers: 0, figures: zero })), totals: zero };

function renderSection() {
  localStorage.setItem(storageKeys.accessToken, makeJwt(900));
  localStorage.setItem(storageKeys.refreshToken, "refresh");
  render(
    createElement(
      SWRConfig,
      { value: { ...swrConfig, provider: () => new Map(), dedupingInterval: 0 } },
      createElement(ToastProvider, null, createElement(BusinessSection)),
    ),
  );
}

// The charts themselves are recharts' (drawn in the screenshots); here they are a stand-in that
// shows what they were given, so the section's tests stay quick.
vi.mock("@/features/dashboard/components/business-charts", () => ({
  BusinessCharts: ({ points }: { points: Array<{ label: string }> }) =>
    createElement("div", { role: "group", "aria-label": "매출 추이 차트" }, points.map((p) => p.label).join(" ")),
}));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T05:30:00Z"));
});

describe("BusinessSection", () => {
  it("asks for the days by default and shows the totals first, then each period in won, counts and percent", async () => {
    const { calls } = stubFetch(() => ok(days));
    renderSection();
    const section = screen.getByTestId("business-section");
    expect(within(section).getByText("매출 추이를 불러오는 중...")).toBeInTheDocument();

    // The totals come first, before the charts and the table.
    const totals = await within(section).findByLabelText("기간 합계");
    const pairs = Array.from(totals.children).map((pair) => [pair.querySelector("dt")?.textContent, pair.querySelector("dd")?.textContent]);
    expect(pairs).toEqual([
      ["충전", "300,000원 (2건)"],
      ["환불", "83,333원 (2건)"],
      ["판매 슬롯", "1개 · 30,000원"],
      ["연장 슬롯", "0개"],
      ["갱신율", "33.3% (1/3)"],
    ]);
    const charts = await within(section).findByRole("group", { name: "매출 추이 차트" });
    expect(totals.compareDocumentPosition(charts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(within(section).getByRole("button", { name: "기간별 표 (3개 기간)" }));
    const table = within(section).getByRole("table", { name: "기간별 매출 추이" });
    expect(calls[0].url).toBe("/api/admin/business?unit=day");
    expect(within(section).getByRole("button", { name: "일" })).toHaveAttribute("aria-pressed", "true");
    expect(within(section).getByLabelText("시작일")).toHaveValue("2026-11-20");
    expect(within(section).getByLabelText("종료일")).toHaveValue("2026-11-22");
    const rows = within(table).getAllByRole("row").slice(1).map((row) => row.textContent);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toContain("11.21");
    expect(rows[1]).toContain("200,000원 (1건)");
    expect(rows[1]).toContain("1개 · 30,000원");
    expect(rows[2]).toContain("83,333원 (2건)");
    expect(rows[2]).toContain("50.0% (1/2)");
    expect(rows[3]).toContain("합계");
    expect(rows[3]).toContain("33.3% (1/3)");
    expect(await within(section).findByRole("group", { name: "매출 추이 차트" })).toHaveTextContent("11.20 11.21 11.22");
  });

  it("switches to weeks with the server's default period, and sends a period chosen", async () => {
    const { calls } = stubFetch((request) => ok(request.url.includes("unit=week") ? weeks : days));
    renderSection();
    const section = screen.getByTestId("business-section");
    fireEvent.click(await within(section).findByRole("button", { name: "기간별 표 (3개 기간)" }));

    fireEvent.click(within(section).getByRole("button", { name: "주" }));
    await waitFor(() => expect(within(section).getByLabelText("시작일")).toHaveValue("2026-09-07"));
    expect(calls.at(-1)?.url).toBe("/api/admin/business?unit=week");
    expect(within(section).getByRole("table", { name: "기간별 매출 추이" })).toHaveTextContent("11.16~");

    fireEvent.change(within(section).getByLabelText("시작일"), { target: { value: "2026-10-01" } });
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe("/api/admin/business?unit=week&startDate=2026-10-01&endDate=2026-11-22"),
    );
  });

  it.each([
    ["at a desk", false],
    ["on a phone", true],
  ])("folds the period table under the charts %s until asked for", async (_, phone) => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: phone && query === "(max-width: 640px)", addEventListener: () => undefined, removeEventListener: () => undefined }));
    stubFetch(() => ok(days));
    renderSection();
    const section = screen.getByTestId("business-section");
    const toggle = await within(section).findByRole("button", { name: "기간별 표 (3개 기간)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(section).queryByRole("table")).toBeNull();

    fireEvent.click(toggle);
    expect(within(section).getByRole("table", { name: "기간별 매출 추이" })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it("says so when nothing happened in the period, and still offers the period and the exports", async () => {
    stubFetch(() => ok(nothing));
    renderSection();
    const section = screen.getByTestId("business-section");
    expect(await within(section).findByText("이 기간에는 충전, 판매, 환불 내역이 없습니다.")).toBeInTheDocument();
    expect(within(section).queryByRole("table")).toBeNull();
    expect(within(section).getByRole("button", { name: "엑셀" })).toBeInTheDocument();
  });
});
