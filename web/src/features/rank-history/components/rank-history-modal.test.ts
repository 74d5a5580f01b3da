import { createElement } from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { swrConfig } from "@/app/provider";
import { ToastProvider } from "@/components/toast";
import type { RankSlot } from "@/components/slots/rank-cell";
import type { RankHistoryItem } from "@/features/rank-history/api";
import { RankHistoryModal } from "@/features/rank-history/components/rank-history-modal";
import { browser } from "@/lib/browser";
import { storageKeys } from "@/lib/session-storage";
import { fail, makeJwt, ok, stubFetch } from "@/test/fake-api";

// The modal against a stubbed api. jsdom has no ResizeObserver, so the chart keeps the fixed
// initial size its ResponsiveContainer is given (640x260) and renders.

const slot: RankSlot = {
  id: 7, status: "active", keyword: "무선 이어폰", rank: 37, yesterdayRank: 40, firstRank: 50, lastCheckedAt: null,
  startDate: "2026-11-16", endDate: "2026-12-15",
};

function day(date: string, rank: number, prevRank: number | null): RankHistoryItem {
  return { date, rank, minRank: rank, maxRank: rank, avgRank: rank, prevRank };
}

/** Nine days ending on "today" (2026-11-22 KST): a climb, a fall, a flat day and a day without rank. */
const nineDays: RankHistoryItem[] = [
  day("2026-11-14", 60, null),
  day("2026-11-15", 55, 60),
  day("2026-11-16", 58, 55),
  day("2026-11-17", 58, 58),
  day("2026-11-18", 0, 58),
  day("2026-11-19", 45, 0),
  day("2026-11-20", 40, 45),
  day("2026-11-21", 42, 40),
  { date: "2026-11-22", rank: 37, minRank: 35, maxRank: 41, avgRank: 37.25, prevRank: 42 },
];

function history(items: RankHistoryItem[], startDate: string, endDate: string) {
  return ok({ items, dateRange: { startDate, endDate } });
}

function renderModal(shown: RankSlot = slot) {
  localStorage.setItem(storageKeys.accessToken, makeJwt(900));
  localStorage.setItem(storageKeys.refreshToken, "refresh");
  const onClose = vi.fn();
  render(
    createElement(
      SWRConfig,
      { value: { ...swrConfig, provider: () => new Map(), dedupingInterval: 0 } },
      createElement(ToastProvider, null, createElement(RankHistoryModal, { slot: shown, onClose })),
    ),
  );
  return onClose;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T05:30:00Z"));
  vi.spyOn(browser, "go").mockImplementation(() => undefined);
});

describe("RankHistoryModal", () => {
  it("loads the last 30 KST days and shows the chart and the daily table newest first", async () => {
    const { calls } = stubFetch(() => history(nineDays, "2026-10-24", "2026-11-22"));
    renderModal();
    const dialog = screen.getByRole("dialog", { name: "순위 이력" });
    expect(within(dialog).getByText("순위 이력을 불러오는 중입니다.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("시작일")).toHaveValue("2026-10-24");
    expect(within(dialog).getByLabelText("종료일")).toHaveValue("2026-11-22");
    expect(within(dialog).getByRole("button", { name: "30일" })).toHaveAttribute("aria-pressed", "true");

    const table = await within(dialog).findByRole("table", { name: "일별 순위" });
    expect(calls[0].url).toBe("/api/slots/7/rank-history?startDate=2026-10-24&endDate=2026-11-22");
    const headers = within(table).getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["날짜", "순위", "최고", "최저", "평균", "전일 대비"]);

    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(9);
    const cells = (row: HTMLElement) => within(row).getAllByRole("cell");
    // A rank change is whole places; a climb (42위 → 37위) is red, a fall (40위 → 42위) blue.
    expect(cells(rows[0]).map((cell) => cell.textContent)).toEqual([
      "2026-11-22", "37위", "35위", "41위", "37.3", "▲5전날보다 5위 상승",
    ]);
    expect(cells(rows[0])[5].querySelector(".change-up")).toHaveTextContent("▲5");
    expect(cells(rows[1])[5].querySelector(".change-down")).toHaveTextContent("▼2");
    expect(cells(rows[1])[5].querySelector(".change-up")).toBeNull();
    // A day measured once shows its rank once, not again as its best, worst and average.
    expect(cells(rows[1]).map((cell) => cell.textContent)).toEqual(["2026-11-21", "42위", "", "", "", "▼2전날보다 2위 하락"]);
    // 11-17: flat is grey; 11-18 has no rank and no change.
    expect(cells(rows[4])[1]).toHaveTextContent("순위 없음");
    expect(cells(rows[4])[5]).toHaveTextContent("-");
    expect(cells(rows[5])[5].querySelector(".change-flat")).not.toBeNull();

    const chart = within(dialog).getByRole("figure", { name: "순위 추이 차트" });
    // The chart loads lazily. Eight ranked days are points; the day without a rank is a gap (the
    // line restarts after it), not a dot at 0.
    // (The first test to import recharts waits for it: seconds on a busy machine.)
    await waitFor(() => expect(chart.querySelectorAll(".recharts-line-dot")).toHaveLength(8), { timeout: 10_000 });
    const line = chart.querySelector(".recharts-line-curve")?.getAttribute("d") ?? "";
    expect(line.match(/M/g)).toHaveLength(2);
    // The Y axis fits the ranks (37..60 with a margin of 4, ticks 10 apart), each tick read as a rank.
    const ticks = Array.from(chart.querySelectorAll(".recharts-yAxis-tick-labels text")).map((tick) => tick.textContent);
    expect(ticks).toEqual(["30위", "40위", "50위", "60위", "70위"]);
    // The slot's period starts on 11-16: shaded from there, a line labelled 시작, and the caption.
    expect(chart.querySelector(".recharts-reference-area")).not.toBeNull();
    expect(within(chart).getByText("시작")).toBeInTheDocument();
    expect(within(chart).queryByText("종료")).toBeNull();
    expect(chart.querySelector("figcaption")).toHaveTextContent("슬롯 기간 2026-11-16 ~ 2026-12-15");
  });

  it("leaves out the best, worst and average columns when every day was one rank", async () => {
    stubFetch(() => history(nineDays.slice(0, 8), "2026-10-24", "2026-11-22"));
    renderModal();
    const table = await screen.findByRole("table", { name: "일별 순위" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["날짜", "순위", "전일 대비"]);
    const newest = within(table).getAllByRole("row")[1];
    expect(within(newest).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["2026-11-21", "42위", "▼2전날보다 2위 하락"]);
  });

  it("opens with the focus on its title, not on the start date", () => {
    stubFetch(() => history(nineDays, "2026-10-24", "2026-11-22"));
    renderModal();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "순위 이력" }));
  });

  it("refetches when a shortcut or a date changes", async () => {
    const { calls } = stubFetch(() => history(nineDays, "", ""));
    renderModal();
    const dialog = screen.getByRole("dialog", { name: "순위 이력" });
    await within(dialog).findByRole("table", { name: "일별 순위" });

    fireEvent.click(within(dialog).getByRole("button", { name: "7일" }));
    expect(within(dialog).getByLabelText("시작일")).toHaveValue("2026-11-16");
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/slots/7/rank-history?startDate=2026-11-16&endDate=2026-11-22"));

    fireEvent.click(within(dialog).getByRole("button", { name: "90일" }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/slots/7/rank-history?startDate=2026-08-25&endDate=2026-11-22"));

    fireEvent.change(within(dialog).getByLabelText("시작일"), { target: { value: "2026-11-01" } });
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/slots/7/rank-history?startDate=2026-11-01&endDate=2026-11-22"));
    expect(within(dialog).getByRole("button", { name: "90일" })).toHaveAttribute("aria-pressed", "false");

    const count = calls.length;
    fireEvent.change(within(dialog).getByLabelText("시작일"), { target: { value: "2026-11-30" } });
    expect(within(dialog).getByRole("alert")).toHaveTextContent("시작일은 종료일보다 늦을 수 없습니다.");
    expect(calls).toHaveLength(count);
  });

  it("switches to the rank analysis report: summary figures and 7 daily cards per row, then back", async () => {
    stubFetch(() => history(nineDays, "2026-10-24", "2026-11-22"));
    renderModal();
    const dialog = screen.getByRole("dialog", { name: "순위 이력" });
    await within(dialog).findByRole("table", { name: "일별 순위" });

    fireEvent.click(within(dialog).getByRole("button", { name: "순위 분석 리포트" }));
    const report = within(dialog).getByRole("region", { name: "순위 분석 리포트" });
    expect(within(dialog).queryByRole("table")).toBeNull();
    const figure = (label: string) => within(report).getByText(label).nextElementSibling;
    expect(figure("최고 순위")).toHaveTextContent("37위");
    expect(figure("평균 순위")).toHaveTextContent("49.4위");
    expect(figure("측정 일수")).toHaveTextContent("9일");

    const grid = within(report).getByRole("list", { name: "일별 순위 카드" });
    expect(grid.style.gridTemplateColumns).toBe("repeat(7, minmax(0, 1fr))");
    const cards = within(grid).getAllByRole("listitem");
    expect(cards).toHaveLength(9);
    expect(cards[0]).toHaveTextContent("11.14 (토)");
    expect(cards[0]).toHaveTextContent("60위");
    expect(cards[4]).toHaveTextContent("11.18 (수)");
    expect(cards[4]).toHaveTextContent("순위 없음");
    expect(cards[8]).toHaveTextContent("11.22 (일)");
    expect(cards[8].querySelector(".change-up")).toHaveTextContent("▲5");
    expect(cards[7].querySelector(".change-down")).toHaveTextContent("▼2");

    fireEvent.click(within(dialog).getByRole("button", { name: "차트로 돌아가기" }));
    expect(within(dialog).getByRole("table", { name: "일별 순위" })).toBeInTheDocument();
    expect(within(dialog).getByRole("figure", { name: "순위 추이 차트" })).toBeInTheDocument();
  });

  /** The modal of `shown` over `items`, once the one empty state (with `hint`) stands in for the chart and the table. */
  async function emptyStateOver(items: RankHistoryItem[], hint: string, shown: RankSlot = slot) {
    stubFetch(() => history(items, "2026-10-24", "2026-11-22"));
    renderModal(shown);
    const dialog = screen.getByRole("dialog", { name: "순위 이력" });
    const empty = (await within(dialog).findByText("아직 측정된 순위가 없습니다")).closest("[role=status]");
    expect(empty).toHaveTextContent(hint);
    expect(within(dialog).queryByRole("figure")).toBeNull();
    expect(within(dialog).queryByRole("table")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "순위 분석 리포트" })).toBeDisabled();
    return dialog;
  }

  it("says the first crawl is still to come when a slot never checked has no rows", async () => {
    await emptyStateOver([], "첫 순위 측정 전입니다.", { ...slot, rank: null, yesterdayRank: null, firstRank: null, lastCheckedAt: null });
  });

  it("says the range had no measured day when the slot was checked before", async () => {
    await emptyStateOver([], "이 기간에는 측정한 날이 없습니다.", { ...slot, lastCheckedAt: "2026-11-22T01:00:00Z" });
  });

  it("says a slot waiting for approval is not measured until it is approved", async () => {
    const pending: RankSlot = { ...slot, status: "pending", rank: null, yesterdayRank: null, firstRank: null, lastCheckedAt: null };
    await emptyStateOver([], "승인 전인 슬롯입니다. 승인되면 매일 순위를 측정합니다.", pending);
  });

  it("shows one empty state instead of a bare chart and rows of 순위 없음 when no measured day has a rank", async () => {
    const dialog = await emptyStateOver([day("2026-11-21", 0, null), day("2026-11-22", 0, 0)], "500위 안에서 상품을 찾지 못했습니다.");
    expect(within(dialog).queryByText("순위 없음")).toBeNull();
  });

  it("shows the failure message when the lookup fails (another user's slot is a 404)", async () => {
    stubFetch(() => fail(404, "슬롯을 찾을 수 없습니다."));
    renderModal();
    const dialog = screen.getByRole("dialog", { name: "순위 이력" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("순위 이력 조회에 실패했습니다.");
    expect(within(dialog).queryByRole("table")).toBeNull();
  });
  it("downloads the rank history as Excel or CSV with the session's token", async () => {
    const { calls } = stubFetch((call) => (call.url.includes("/export") ? new Response("\ufeffdate,rank\n", { status: 200 }) : history(nineDays, "", "")));
    Object.assign(URL, { createObjectURL: () => "blob:1", revokeObjectURL: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    try {
      renderModal();
      const dialog = screen.getByRole("dialog", { name: "순위 이력" });
      fireEvent.click(within(dialog).getByRole("button", { name: "CSV" }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      const exported = calls.find((call) => call.url.includes("/export"));
      expect(exported?.url).toBe("/api/slots/7/rank-history/export?format=csv");
      expect(exported?.headers.Authorization).toMatch(/^Bearer /);
    } finally {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    }
  });
});
