import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { keywordMarketFixture, slotMarketFixture } from "@/features/market/test-fixtures";
import type { SlotMarket } from "@/features/market/types";
import type { SlotView } from "@/lib/slots/api";
import { defaultFieldsFixture, pageFixture, slotFixture } from "@/lib/slots/test-fixtures";
import { userFixture } from "@/lib/test-fixtures";
import { fail, ok, signedInAs, stubApi, type Handler } from "@/test/fake-api";
import { isolateAppTests, pickFromRowMenu, renderSignedIn } from "@/test/render-app";

// A slot's market view (issue 29) against a stubbed api with contract-shaped answers.

const advertiser = userFixture({ id: 3, email: "advertiser01", fullName: "홍길동", role: "user" });
const operator = userFixture({ id: 1, email: "operator01", fullName: "운영자", role: "operator" });
const rankDays = ["2026-11-14", "2026-11-16", "2026-11-19", "2026-11-22"].map((date, index) => ({
  date,
  rank: [60, 50, 41, 37][index],
  minRank: null,
  maxRank: null,
  avgRank: null,
  prevRank: null,
}));

function serve(user: unknown, extra: Handler = () => undefined) {
  return stubApi(extra, signedInAs(user, { siteName: "Simple Slot" }), (call) => {
    if (call.url === "/api/slots/7/market") return ok(slotMarketFixture());
    if (call.url.startsWith("/api/slots/7/market/keyword")) return ok(keywordMarketFixture());
    if (call.url.startsWith("/api/slots/7/rank-history?")) return ok({ items: rankDays, dateRange: { startDate: "2026-11-09", endDate: "2026-11-22" } });
    return undefined;
  });
}

isolateAppTests();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T05:30:00Z"));
});

describe("/slots/:id/market", () => {
  it("shows the effect beside the rank chart of the slot's period", async () => {
    const { calls } = serve(advertiser);
    renderSignedIn("/slots/7/market", advertiser);
    const effect = await screen.findByTestId("market-effect");
    expect(screen.getByRole("heading", { level: 1, name: "시장 보기" })).toBeInTheDocument();
    expect(screen.getByText("무선 이어폰 · 내 무선 이어폰 프로")).toBeInTheDocument();
    const figure = (key: string) => effect.querySelector(`[data-figure="${key}"] dd`)?.textContent;
    expect([figure("start"), figure("today"), figure("best"), figure("top10"), figure("top40"), figure("top100")]).toEqual([
      "50위2026-11-16",
      "37위2026-11-22",
      "35위2026-11-21",
      "0일측정 7일 중",
      "3일측정 7일 중",
      "7일측정 7일 중",
    ]);
    // The change since the start is one phrase, red for a climb (50위 → 37위).
    const change = effect.querySelector('[data-figure="change"] [data-direction]');
    expect(change).toHaveAttribute("data-direction", "up");
    expect(change).toHaveClass("change-up");
    expect(figure("change")).toBe("13위 상승11.16 → 11.22");
    expect(await within(effect).findByRole("figure", { name: "순위 추이 차트" })).toBeInTheDocument();
    expect(within(effect).getByText("슬롯 기간 2026-11-16 ~ 2026-12-15")).toBeInTheDocument();
    // The chart covers the period from a week before its start up to today.
    expect(calls.some((call) => call.url === "/api/slots/7/rank-history?startDate=2026-11-09&endDate=2026-11-22")).toBe(true);
  });

  it("shows today's neighbourhood with the own product marked, and the day of the start", async () => {
    serve(advertiser);
    renderSignedIn("/slots/7/market", advertiser);
    const section = await screen.findByTestId("market-neighbourhood");
    const table = within(section).getByRole("table", { name: "오늘 (2026-11-22) 주변 상품" });
    expect(table).toHaveClass("table-stack");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(11);
    const own = rows.find((row) => row.dataset.thisSlot === "true");
    expect(own).toHaveClass("market-row-own");
    expect(own?.textContent).toBe("37위37위내 무선 이어폰 프로내 상품로켓배송29,900원정가 39,900원25%★ 4.7 · 1,234개");
    expect(rows[1].textContent).toContain("광고");
    expect(rows[2].textContent).toContain("품절");
    expect(rows[2].textContent).toContain("내 다른 슬롯");
    // On a phone each place is a card: headed by its place and name (the place column is left off),
    // then one labelled line per figure.
    const cells = (own as HTMLElement).children;
    expect(cells[0]).toHaveClass("cell-phone-hidden");
    expect(cells[1]).toHaveClass("cell-stack-title");
    expect(cells[1].querySelector(".market-place-inline")).toHaveTextContent("37위");
    expect([...cells].slice(2).map((cell) => cell.getAttribute("data-label"))).toEqual(["가격", "평점 · 리뷰"]);

    fireEvent.click(within(section).getByRole("button", { name: "슬롯 시작일" }));
    expect(within(section).getByRole("table", { name: "슬롯 시작일 (2026-11-16) 주변 상품" })).toBeInTheDocument();
  });

  it("says who passed and whom it passed, with what changed for them", async () => {
    serve(advertiser);
    renderSignedIn("/slots/7/market", advertiser);
    const section = await screen.findByTestId("market-movers");
    expect(within(section).getByText("내 순위 35위 → 37위")).toBeInTheDocument();
    const passed = within(section).getByRole("list", { name: "나를 추월한 상품" });
    const items = within(passed).getAllByTestId("market-mover");
    expect(items.map((item) => item.textContent)).toEqual([
      "노이즈캔슬링 이어폰 X41위 → 35위가격 −12%리뷰 +340신규 광고",
      "신상 무선 이어폰순위 밖 → 36위신규 진입",
    ]);
    // A figure's chip is red when it rose and blue when it fell; a change without a figure is grey.
    const chip = (text: string) => within(section).getByText(text);
    expect(chip("가격 −12%")).toHaveClass("market-chip", "change-down");
    expect(chip("리뷰 +340")).toHaveClass("market-chip", "change-up");
    expect(chip("신규 광고").className).toBe("market-chip");
    const behind = within(section).getByRole("list", { name: "내가 앞지른 상품" });
    expect(behind).toHaveTextContent("품절할인 종료평점 4.6 → 4.4");

    fireEvent.click(within(section).getByRole("button", { name: "시작일 대비" }));
    expect(within(section).getByText("내 순위 50위 → 37위")).toBeInTheDocument();
    expect(within(section).getByText("나를 추월한 상품이 없습니다.")).toBeInTheDocument();
    // A product gone from the results did not fall behind: it is listed apart, as gone.
    const fellBehind = within(within(section).getByRole("list", { name: "내가 앞지른 상품" })).getAllByTestId("market-mover");
    expect(fellBehind.map((item) => item.textContent)).toEqual(["스포츠 이어폰40위 → 52위가격 +8%광고 종료로켓배송 종료"]);
    const dropped = within(section).getByRole("list", { name: "검색 결과에서 빠진 상품" });
    expect(within(dropped).getAllByTestId("market-mover").map((item) => item.textContent)).toEqual(["상품 904545위 → 검색 결과에서 빠짐눈에 띄는 변화 없음"]);

    // Since yesterday nothing left the results: no such list.
    fireEvent.click(within(section).getByRole("button", { name: "어제 대비" }));
    expect(within(section).queryByRole("list", { name: "검색 결과에서 빠진 상품" })).not.toBeInTheDocument();
  });

  it("shows the keyword's first page, the shelf and the entrants, and asks again for a chosen range", async () => {
    const { calls } = serve(advertiser);
    renderSignedIn("/slots/7/market", advertiser);
    const section = await screen.findByTestId("market-keyword");
    // Its days are short, as on the chart's axis: "11.22".
    await within(section).findByText("11.22 기준");
    const figure = (key: string) => section.querySelector(`[data-figure="${key}"] dd`)?.textContent;
    expect([figure("share"), figure("priceBand"), figure("ads"), figure("newEntrants")]).toEqual([
      "3%1 / 36자리",
      "10,500원 ~ 56,000원중앙값 24,900원",
      "8개첫 페이지 8개 · 전체 26개",
      "6개조회 기간 합계",
    ]);
    const chart = within(section).getByRole("figure", { name: "키워드 추이 차트" });
    // The top 10 as a bump chart: a line per product of the latest day's top 10, each named at its
    // right end, first place on top; no legend to match colours against.
    expect(within(section).getByText("11.22 상위 10위 상품이 조회 기간 동안 몇 위였는지입니다.")).toBeInTheDocument();
    await within(chart).findByText("상위 상품 1");
    const labels = [...chart.querySelectorAll(".market-bump-label")];
    expect(labels.map((label) => label.textContent)).toEqual(Array.from({ length: 10 }, (_, place) => `상위 상품 ${place + 1}`));
    const ys = labels.map((label) => Number(label.getAttribute("y")));
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(chart.querySelector(".recharts-legend-wrapper")).toBeNull();
    fireEvent.click(within(section).getByRole("button", { name: "가격대" }));
    expect(await within(chart).findByText("중앙값")).toBeInTheDocument();
    fireEvent.click(within(section).getByRole("button", { name: "점유율·광고" }));
    expect(await within(chart).findByText("첫 페이지 광고")).toBeInTheDocument();
    const shelf = within(section).getByRole("table", { name: "상위 10위를 지킨 상품" });
    expect(within(shelf).getAllByRole("row")).toHaveLength(5);
    expect(within(shelf).getByText("내 다른 슬롯")).toBeInTheDocument();
    const entrants = within(section).getByRole("table", { name: "새로 들어온 상품" });
    expect(entrants).toHaveTextContent("새로 뜬 이어폰11.223위");
    // Both tables fit their half of the section: a long name is cut to one line, the whole of it in its title.
    for (const table of [shelf, entrants]) expect(table).toHaveClass("market-table-fit");
    expect(within(entrants).getByText("새로 뜬 이어폰")).toHaveAttribute("title", "새로 뜬 이어폰");
    expect(within(shelf).getByText("상위 상품 8")).toHaveAttribute("title", "상위 상품 8");
    // The api's default range fills the control; a shortcut asks for its days.
    expect(calls.some((call) => call.url === "/api/slots/7/market/keyword")).toBe(true);
    expect(within(section).getByLabelText("시작일")).toHaveValue("2026-10-24");
    await act(async () => fireEvent.click(within(section).getByRole("button", { name: "7일" })));
    expect(calls.some((call) => call.url === "/api/slots/7/market/keyword?startDate=2026-11-16&endDate=2026-11-22")).toBe(true);
  });

  it("on a phone shows five of each long list and a 더보기 button for the rest", async () => {
    // jsdom has no layout: matchMedia answers the phone width.
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(max-width: 640px)", media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const market = slotMarketFixture();
    const many = Array.from({ length: 12 }, (_, i) => ({ productId: 9400 + i, name: `추월한 상품 ${i}`, placeFrom: 60 + i, placeTo: 20 + i, changes: [] }));
    const keyword = keywordMarketFixture();
    const entrants = Array.from({ length: 8 }, (_, i) => ({ productId: 9300 + i, name: `새 상품 ${i}`, day: "2026-11-21", place: 10 + i }));
    serve(advertiser, (call) => {
      if (call.url === "/api/slots/7/market") return ok({ ...market, sinceYesterday: { ...market.sinceYesterday!, passed: many } });
      if (call.url.startsWith("/api/slots/7/market/keyword")) return ok({ ...keyword, entrants });
      return undefined;
    });
    try {
      renderSignedIn("/slots/7/market", advertiser);
      const movers = await screen.findByTestId("market-movers");
      const passed = within(movers).getByRole("list", { name: "나를 추월한 상품" });
      expect(within(passed).getAllByTestId("market-mover")).toHaveLength(5);
      // A list of five or fewer has no button.
      const more = within(movers).getByRole("button", { name: "더보기 (7개)" });
      expect(within(movers).getAllByRole("button", { name: /더보기/ })).toHaveLength(1);
      expect(more).toHaveAttribute("aria-expanded", "false");
      fireEvent.click(more);
      expect(within(passed).getAllByTestId("market-mover")).toHaveLength(12);
      expect(within(movers).getByRole("button", { name: "접기" })).toHaveAttribute("aria-expanded", "true");

      const section = await screen.findByTestId("market-keyword");
      const table = await within(section).findByRole("table", { name: "새로 들어온 상품" });
      expect(within(table).getAllByRole("row")).toHaveLength(6);
      fireEvent.click(within(section).getByRole("button", { name: "더보기 (3개)" }));
      expect(within(table).getAllByRole("row")).toHaveLength(9);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("says there is no market data yet, and shows the range that exists for dates outside it", async () => {
    serve(advertiser, (call) => {
      if (call.url === "/api/slots/7/market") {
        return ok(slotMarketFixture({ available: { first: null, last: null }, today: null, atStart: null, sinceYesterday: null, sinceStart: null }));
      }
      return undefined;
    });
    renderSignedIn("/slots/7/market", advertiser);
    const empty = await screen.findByTestId("market-empty");
    expect(empty).toHaveTextContent("아직 시장 데이터가 없습니다");
    expect(empty).toHaveTextContent("첫 측정 후 이곳에 나타납니다.");
    expect(screen.getByTestId("market-effect")).toBeInTheDocument();
    expect(screen.queryByTestId("market-keyword")).not.toBeInTheDocument();
  });

  /** The effect of a slot without any rank in its period, and the slot itself as GET /api/slots/7 answers it. */
  function serveWithoutRank(effect: Partial<SlotMarket["effect"]>, slot: SlotView) {
    const noRank = { firstDay: null, firstRank: null, lastDay: null, lastRank: null, bestRank: null, bestDay: null, change: null, daysInTop10: 0, daysInTop40: 0, daysInTop100: 0 };
    return serve(advertiser, (call) => {
      if (call.url === "/api/slots/7/market") return ok(slotMarketFixture({ effect: { ...slotMarketFixture().effect, ...noRank, ...effect } }));
      if (call.url === "/api/slots/7") return ok(slot);
      return undefined;
    });
  }

  it("says once why a slot without a rank has no effect yet, instead of figures of '-'", async () => {
    serveWithoutRank({ daysMeasured: 0 }, slotFixture({ id: 7, status: "pending", displayStatus: "pending", rank: null, yesterdayRank: null, firstRank: null }));
    renderSignedIn("/slots/7/market", advertiser);
    const effect = await screen.findByTestId("market-effect");
    expect(await within(effect).findByText("아직 측정된 순위가 없습니다")).toBeInTheDocument();
    expect(within(effect).getByRole("status")).toHaveTextContent("승인 전인 슬롯입니다. 승인되면 매일 순위를 측정합니다.");
    expect(effect.querySelector("dl")).toBeNull();
    expect(within(effect).queryByText("-")).toBeNull();
    expect(within(effect).queryByRole("figure")).toBeNull();
  });

  it("says an approved slot was measured but not found within 500", async () => {
    serveWithoutRank({ daysMeasured: 4 }, slotFixture({ id: 7, rank: 0, yesterdayRank: 0, lastCheckedAt: "2026-11-22T01:00:00Z" }));
    renderSignedIn("/slots/7/market", advertiser);
    const effect = await screen.findByTestId("market-effect");
    expect(await within(effect).findByText("측정했지만 검색 결과 500위 안에서 상품을 찾지 못했습니다.")).toBeInTheDocument();
    expect(effect.querySelector("dl")).toBeNull();
  });

  it("shows the range that exists for dates outside the data, and the api's refusal of a range over a year", async () => {
    const { calls } = serve(advertiser, (call) => {
      if (call.url === "/api/slots/7/market/keyword") return ok(keywordMarketFixture({ startDate: "2026-01-01", endDate: "2026-01-31", days: [], shelf: [], entrants: [] }));
      if (call.url.startsWith("/api/slots/7/market/keyword?startDate=2025")) return fail(400, "조회 기간은 1년을 넘을 수 없습니다.");
      return undefined;
    });
    renderSignedIn("/slots/7/market", advertiser);
    const section = await screen.findByTestId("market-keyword");
    expect(await within(section).findByText("조회 기간에는 시장 데이터가 없습니다")).toBeInTheDocument();
    expect(within(section).getByText("데이터가 있는 기간: 2026-11-10 ~ 2026-11-22")).toBeInTheDocument();
    await act(async () => fireEvent.click(within(section).getByRole("button", { name: "데이터가 있는 기간 보기" })));
    expect(calls.some((call) => call.url === "/api/slots/7/market/keyword?startDate=2026-11-10&endDate=2026-11-22")).toBe(true);

    await act(async () => fireEvent.change(within(section).getByLabelText("시작일"), { target: { value: "2025-01-01" } }));
    expect(await within(section).findByText(/조회 기간은 1년을 넘을 수 없습니다\./)).toBeInTheDocument();
  });

  it("is reached from the rank history of a slot", async () => {
    const slot = slotFixture({ id: 7, keyword: "무선 이어폰" });
    serve(advertiser, (call) => {
      if (call.url === "/api/slots/7") return ok(slot);
      if (call.url === "/api/field-configs") return ok(defaultFieldsFixture());
      if (call.url.startsWith("/api/slots?")) return ok(pageFixture([slot]));
      return undefined;
    });
    const router = renderSignedIn("/slots?rankHistory=7", advertiser);
    const dialog = await screen.findByRole("dialog", { name: "순위 이력" });
    await act(async () => fireEvent.click(within(dialog).getByRole("link", { name: "시장 보기" })));
    expect(router.state.location.pathname).toBe("/slots/7/market");
    expect(await screen.findByTestId("market-effect")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "슬롯 목록으로" })).toHaveAttribute("href", "/slots");
  });

  it("is reached by an operator from the slot's row menu on /admin/slots", async () => {
    const slot = slotFixture({ id: 7, keyword: "무선 이어폰" });
    serve(operator, (call) => {
      if (call.url === "/api/field-configs") return ok(defaultFieldsFixture());
      if (call.url.startsWith("/api/slots?")) return ok(pageFixture([slot]));
      return undefined;
    });
    const router = renderSignedIn("/admin/slots", operator);
    await pickFromRowMenu(await screen.findByTestId("admin-slot-row-7"), "시장 보기");
    expect(router.state.location.pathname).toBe("/admin/slots/7/market");
    expect(await screen.findByTestId("market-effect")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "슬롯 목록으로" })).toHaveAttribute("href", "/admin/slots");
  });
});
