import { createElement } from "react";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { KeywordRanking } from "@/features/ranking/api";
import { KeywordRankingTable } from "@/features/ranking/components/ranking-tables";

const row = (keyword: string, bestRank: number | null, change: number | null): KeywordRanking => ({
  keyword, bestRank, change, competition: "low", lastCheckedAt: null, slotCount: 1, totalResults: 100,
});

describe("the keyword ranking's seven-day change", () => {
  it("reads like every rank change: ▲ red for a climb, ▼ blue for a fall, whole places", () => {
    const rows = [row("이어폰", 3, 4), row("충전기", 9, -2), row("케이블", 12, 0), row("거치대", 20, null)];
    render(createElement(KeywordRankingTable, { rows, offset: 0 }));
    const change = (keyword: string) => within(screen.getByRole("row", { name: new RegExp(keyword) })).getAllByRole("cell")[2].firstElementChild;
    expect(change("이어폰")).toHaveTextContent(/^▲4$/);
    expect(change("이어폰")).toHaveAccessibleName("4위 상승");
    expect(change("이어폰")).toHaveClass("change-up");
    expect(change("충전기")).toHaveTextContent(/^▼2$/);
    expect(change("충전기")).toHaveClass("change-down");
    expect(change("케이블")).toHaveTextContent(/^-$/);
    expect(change("케이블")).toHaveClass("change-flat");
    expect(change("거치대")).toHaveTextContent(/^신규$/);
  });
});
