import { describe, expect, it } from "vitest";
import type { RankHistoryItem } from "@/features/rank-history/api";
import {
  cardDateLabel,
  chartPoints,
  isValidRange,
  lastDaysRange,
  rankSummary,
  reportCards,
  tableRows,
} from "@/features/rank-history/rank-history";

function day(date: string, rank: number, prevRank: number | null): RankHistoryItem {
  return { date, rank, minRank: rank, maxRank: rank, avgRank: rank, prevRank };
}

const items: RankHistoryItem[] = [
  day("2026-11-20", 40, null),
  day("2026-11-21", 0, 40),
  { date: "2026-11-22", rank: 37, minRank: 35, maxRank: 41, avgRank: 37.25, prevRank: 0 },
];

describe("rank history ranges", () => {
  it("ends the default range today and counts today in it", () => {
    expect(lastDaysRange(30, "2026-11-22")).toEqual({ startDate: "2026-10-24", endDate: "2026-11-22" });
    expect(lastDaysRange(7, "2026-03-03")).toEqual({ startDate: "2026-02-25", endDate: "2026-03-03" });
  });

  it("rejects a start after the end and blank dates", () => {
    expect(isValidRange({ startDate: "2026-11-22", endDate: "2026-11-22" })).toBe(true);
    expect(isValidRange({ startDate: "2026-11-23", endDate: "2026-11-22" })).toBe(false);
    expect(isValidRange({ startDate: "", endDate: "2026-11-22" })).toBe(false);
  });
});

describe("chartPoints", () => {
  it("maps a day without a rank to a gap (null), never to 0", () => {
    expect(chartPoints([...items, day("2026-11-23", 501, 37)])).toEqual([
      { date: "2026-11-20", label: "11.20", rank: 40 },
      { date: "2026-11-21", label: "11.21", rank: null },
      { date: "2026-11-22", label: "11.22", rank: 37 },
      { date: "2026-11-23", label: "11.23", rank: null },
    ]);
  });
});

describe("tableRows", () => {
  it("lists newest first with best, worst, a one-decimal average and prevRank - rank", () => {
    const rows = tableRows(items);
    expect(rows.map((row) => row.date)).toEqual(["2026-11-22", "2026-11-21", "2026-11-20"]);
    expect(rows[0]).toMatchObject({ rank: "37위", best: "35위", worst: "41위", average: "37.3" });
    // The day before had no rank, so there is no change to show.
    expect(rows[0].change).toBeNull();
    expect(rows[1]).toMatchObject({ rank: "순위 없음", best: "-", worst: "-", average: "-", change: null });
  });

  it("shows green up, red down and grey flat arrows", () => {
    const [flat, down, up] = tableRows([day("2026-11-20", 10, 15), day("2026-11-21", 12, 10), day("2026-11-22", 12, 12)]);
    expect(up.change).toMatchObject({ direction: "up", value: 5, text: "▲5.0", className: "rank-change rank-up" });
    expect(down.change).toMatchObject({ direction: "down", value: -2, text: "▼2.0", className: "rank-change rank-down" });
    expect(flat.change).toMatchObject({ direction: "flat", text: "-", className: "rank-change rank-flat" });
  });
});

describe("rank analysis report", () => {
  it("labels cards MM.DD with the Korean weekday, oldest first", () => {
    expect(cardDateLabel("2026-11-22")).toBe("11.22 (일)");
    expect(cardDateLabel("2026-11-23")).toBe("11.23 (월)");
    expect(reportCards(items).map((card) => [card.label, card.rank])).toEqual([
      ["11.20 (금)", "40위"],
      ["11.21 (토)", "순위 없음"],
      ["11.22 (일)", "37위"],
    ]);
  });

  it("sums up the best rank, the mean of ranked days and the measured days", () => {
    expect(rankSummary(items)).toEqual({ best: "37위", average: "38.5위", measuredDays: "3일" });
    expect(rankSummary([day("2026-11-22", 0, null)])).toEqual({ best: "-", average: "-", measuredDays: "1일" });
  });
});
