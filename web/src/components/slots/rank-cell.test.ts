import { createElement } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RankCell, type RankSlot } from "@/components/slots/rank-cell";
import { RankChangeMark } from "@/components/slots/rank-change-mark";
import { placesChange } from "@/lib/slots/format";

const slot = (rank: number | null, yesterdayRank: number | null, status: RankSlot["status"] = "active"): RankSlot => ({
  id: 1, status, keyword: "무선 이어폰", rank, yesterdayRank, firstRank: 50, lastCheckedAt: null, startDate: null, endDate: null,
});

/** The change mark inside the rank cell of the only button. */
const mark = () => screen.getByRole("button").querySelector("[data-direction]");

describe("the rank cell of the slot list and cards", () => {
  it("shows a climb as whole places, red (12위 after 15위)", () => {
    render(createElement(RankCell, { slot: slot(12, 15), onOpen: vi.fn() }));
    expect(screen.getByRole("button")).toHaveTextContent(/^12위▲3어제보다 3위 상승$/);
    expect(mark()).toHaveClass("change-up");
    expect(mark()).not.toHaveClass("change-down");
  });

  it("shows a fall as whole places, blue (20위 after 15위)", () => {
    render(createElement(RankCell, { slot: slot(20, 15), onOpen: vi.fn() }));
    expect(screen.getByRole("button")).toHaveTextContent(/^20위▼5어제보다 5위 하락$/);
    expect(mark()).toHaveClass("change-down");
  });

  it("shows no change without yesterday's rank", () => {
    render(createElement(RankCell, { slot: slot(20, null), onOpen: vi.fn() }));
    expect(screen.getByRole("button")).toHaveTextContent(/^20위$/);
    expect(mark()).toBeNull();
  });

  it("says 승인 전 for a slot waiting for approval and 측정중 for an approved one not measured yet", () => {
    const { rerender } = render(createElement(RankCell, { slot: slot(null, null, "pending"), onOpen: vi.fn() }));
    expect(screen.getByRole("button")).toHaveTextContent(/^승인 전$/);
    expect(screen.getByRole("button")).toHaveClass("rank-unapproved");
    rerender(createElement(RankCell, { slot: slot(null, null, "active"), onOpen: vi.fn() }));
    expect(screen.getByRole("button")).toHaveTextContent(/^측정중$/);
  });
});

describe("a worded change", () => {
  it("is the one phrase, in the direction's colour", () => {
    const words = { up: (n: number) => `${n}위 상승`, down: (n: number) => `${n}위 하락`, flat: "변동 없음" };
    const { container, rerender } = render(createElement(RankChangeMark, { change: placesChange(2, words), worded: true }));
    expect(container).toHaveTextContent(/^2위 상승$/);
    expect(container.firstElementChild).toHaveClass("change-up");
    rerender(createElement(RankChangeMark, { change: placesChange(-2, words), worded: true }));
    expect(container).toHaveTextContent(/^2위 하락$/);
    expect(container.firstElementChild).toHaveClass("change-down");
  });
});
