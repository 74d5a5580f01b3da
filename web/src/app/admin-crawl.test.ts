import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CrawlRun, CrawlSummary } from "@/features/crawl/api";
import { pageFixture, slotFixture } from "@/lib/slots/test-fixtures";
import { userFixture } from "@/lib/test-fixtures";
import { fail, ok, signedInAs, stubApi, type Handler } from "@/test/fake-api";
import { confirmDialog, isolateAppTests, renderSignedIn } from "@/test/render-app";

// The rank crawl panel on /admin and the rank recrawl in the /admin/slots menu, against a stubbed api.

const now = "2026-11-22T05:30:00Z";
const operator = userFixture({ id: 9, email: "operator01", fullName: "운영자", role: "operator" });
const today = "2026-11-22";

const summary = (overrides: Partial<CrawlSummary> = {}): CrawlSummary => ({
  day: today, isToday: true, total: 10, queued: 2, running: 1, done: 6, failed: 1, pagesRead: 37,
  slotsRanked: 14, slotsUnranked: 3, firstStartedAt: "2026-11-21T21:00:00Z", lastFinishedAt: "2026-11-22T05:20:00Z",
  ...overrides,
});

const run = (id: number, keyword: string, status: CrawlRun["status"], lastErrorText: string | null = null): CrawlRun => ({
  id, keyword, day: today, status, trigger: "schedule", attempts: status === "failed" ? 5 : 1, pagesRead: 2, places: 80,
  complete: status === "done" ? true : status === "failed" ? false : null, lastError: lastErrorText ? "status 503" : null,
  lastErrorText, queuedAt: now, startedAt: now, finishedAt: status === "done" || status === "failed" ? now : null,
});


function serve(extra: Handler = () => undefined) {
  return stubApi(extra, signedInAs(operator, { siteName: "광고센터", useCashSystem: false }), (call) => {
    if (call.url === "/api/admin/dashboard") return ok(null);
    if (call.url === "/api/field-configs") return ok([]);
    return undefined;
  });
}

isolateAppTests();

describe("/admin rank crawl panel", () => {
  it("shows today's counts per status, the share ended, pages read, and the runs with failed ones first", async () => {
    const { calls } = serve((call) => {
      if (call.url === "/api/admin/crawl-runs/summary") return ok(summary());
      if (call.url === `/api/admin/crawl-runs?day=${today}&size=50`) {
        return ok({
          items: [run(3, "무선 마우스", "done"), run(2, "캠핑 의자", "failed", "마켓이 오류 응답을 보냈습니다. (HTTP 503)"), run(1, "책상", "queued")],
          pagination: { page: 1, limit: 50, total: 3, totalPages: 1 },
        });
      }
      return undefined;
    });
    renderSignedIn("/admin", operator);
    const panel = await screen.findByRole("region", { name: "순위 수집" });
    await within(panel).findByTestId("crawl-count-done");
    const counts = Object.fromEntries(
      ["queued", "running", "done", "failed"].map((status) => [status, within(panel).getByTestId(`crawl-count-${status}`).textContent]),
    );
    expect(counts).toEqual({ queued: "대기2개", running: "진행1개", done: "완료6개", failed: "실패1개" });
    const bar = within(panel).getByRole("progressbar", { name: "수집 진행률" });
    expect(bar).toHaveAttribute("aria-valuenow", "70");
    expect(within(panel).getByText("7 / 10 (70%)")).toBeInTheDocument();
    expect(within(panel).getByTestId("crawl-pages-read")).toHaveTextContent("37쪽");
    expect(within(panel).getByText("14개 확인 · 3개 대기")).toBeInTheDocument();
    expect(within(panel).getByText("오늘")).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith("/api/admin/crawl-runs?"))).toBe(false);

    fireEvent.click(within(panel).getByRole("button", { name: "키워드별 수집 내역 보기" }));
    const table = await within(panel).findByRole("table", { name: "키워드별 수집 내역" });
    const rows = await within(table).findAllByRole("row");
    expect(rows.slice(1).map((row) => within(row).getAllByRole("cell")[0].textContent)).toEqual(["캠핑 의자", "무선 마우스", "책상"]);
    expect(within(rows[1]).getByText("마켓이 오류 응답을 보냈습니다. (HTTP 503)")).toBeInTheDocument();
    expect(within(rows[1]).getByText("실패")).toBeInTheDocument();
  });

  it("says there is no crawl today, and shows the last day's figures when there was one", async () => {
    serve((call) => (call.url === "/api/admin/crawl-runs/summary" ? ok(summary({ day: today, total: 0, queued: 0, running: 0, done: 0, failed: 0, pagesRead: 0, slotsRanked: 0, slotsUnranked: 0, firstStartedAt: null, lastFinishedAt: null })) : undefined));
    renderSignedIn("/admin", operator);
    const panel = await screen.findByRole("region", { name: "순위 수집" });
    expect(await within(panel).findByText("오늘 수집 기록이 없습니다.")).toBeInTheDocument();
    expect(within(panel).queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("with no run today shows the last day's figures under the empty message", async () => {
    serve((call) => (call.url === "/api/admin/crawl-runs/summary" ? ok(summary({ day: "2026-11-21", isToday: false, total: 4, queued: 0, running: 0, done: 4, failed: 0 })) : undefined));
    renderSignedIn("/admin", operator);
    const panel = await screen.findByRole("region", { name: "순위 수집" });
    expect(await within(panel).findByText("오늘 수집 기록이 없습니다.")).toBeInTheDocument();
    expect(within(panel).getByText("최근 수집일 2026-11-21")).toBeInTheDocument();
    expect(within(panel).getByRole("progressbar", { name: "수집 진행률" })).toHaveAttribute("aria-valuenow", "100");
  });
});

describe("/admin/slots rank recrawl", () => {
  const active = slotFixture({ id: 2, slotNumber: 2, keyword: "캠핑 의자", allowedActions: ["edit", "pause", "refund", "recrawl"] });
  const waiting = slotFixture({ id: 3, slotNumber: 3, keyword: "책상", displayStatus: "waiting", allowedActions: ["edit"] });

  async function openRecrawl(row: HTMLElement) {
    fireEvent.click(within(row).getByRole("button", { name: "더보기" }));
    const menu = await screen.findByRole("menu");
    fireEvent.click(within(menu).getByRole("menuitem", { name: "순위 재수집" }));
  }

  it("asks first, then POSTs the recrawl and says it was requested, or that one was already waiting", async () => {
    let already = false;
    const { calls } = serve((call) => {
      if (call.method === "GET" && call.url.startsWith("/api/slots?")) return ok(pageFixture([active, waiting]));
      if (call.method === "POST" && call.url === "/api/admin/slots/2/recrawl") {
        const answer = ok({ runId: 7, status: "queued", alreadyQueued: already });
        already = true;
        return answer;
      }
      return undefined;
    });
    renderSignedIn("/admin/slots", operator);
    const row = await screen.findByTestId("admin-slot-row-2");

    fireEvent.click(within(await screen.findByTestId("admin-slot-row-3")).getByRole("button", { name: "더보기" }));
    expect(within(await screen.findByRole("menu")).queryByRole("menuitem", { name: "순위 재수집" })).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());

    await openRecrawl(row);
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("'캠핑 의자' 키워드의 오늘 순위를 지금 다시 수집하시겠습니까?")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await confirmDialog();
    expect(await screen.findByText("순위 재수집을 요청했습니다.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual(["/api/admin/slots/2/recrawl"]);

    await openRecrawl(row);
    await confirmDialog();
    expect(await screen.findByText("이미 수집 대기 중입니다.")).toBeInTheDocument();
  });

  it("cancelling the confirmation sends nothing; a refusal shows the server's message", async () => {
    const { calls } = serve((call) => {
      if (call.method === "GET" && call.url.startsWith("/api/slots?")) return ok(pageFixture([active]));
      if (call.method === "POST") return fail(409, "진행 중인 슬롯만 순위를 재수집할 수 있습니다.");
      return undefined;
    });
    renderSignedIn("/admin/slots", operator);
    const row = await screen.findByTestId("admin-slot-row-2");
    await openRecrawl(row);
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "취소" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await openRecrawl(row);
    await confirmDialog();
    expect(await screen.findByText("진행 중인 슬롯만 순위를 재수집할 수 있습니다.")).toBeInTheDocument();
  });
});
