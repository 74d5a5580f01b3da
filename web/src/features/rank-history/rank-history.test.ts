import { describe, expect, it } from "vitest";
import type { RankHistoryItem } from "@/features/rank-history/api";
import {
  cardDateLabel,
  chartPoints,
  isValidRange,
  lastDaysRange,
  periodMark,
  rankAxis,
  rankSummary,
  reportCards,
  showsSpread,
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

  it("keeps a calendar day between two measured days as a gap, in date order", () => {
    const points = chartPoints([day("2026-12-01", 30, null), day("2026-11-29", 33, null)]);
    expect(points).toEqual([
      { date: "2026-11-29", label: "11.29", rank: 33 },
      { date: "2026-11-30", label: "11.30", rank: null },
      { date: "2026-12-01", label: "12.01", rank: 30 },
    ]);
    expect(chartPoints([])).toEqual([]);
  });
});

describe("rankAxis", () => {
  it("fits a product moving between 417위 and 421위 instead of spanning 1 to 421", () => {
    expect(rankAxis([417, 419, null, 421, 420])).toEqual({ domain: [414, 424], ticks: [414, 416, 418, 420, 422, 424] });
  });

  it("leaves a margin around a single rank, on ticks one place apart", () => {
    expect(rankAxis([419])).toEqual({ domain: [417, 421], ticks: [417, 418, 419, 420, 421] });
  });

  it("stops at 1위 on top, on round ticks", () => {
    expect(rankAxis([1, 4])).toEqual({ domain: [1, 6], ticks: [1, 2, 3, 4, 5, 6] });
    expect(rankAxis([1, 6])).toEqual({ domain: [1, 9], ticks: [1, 3, 5, 7, 9] });
    expect(rankAxis([3, 12])).toEqual({ domain: [1, 15], ticks: [1, 5, 10, 15] });
    expect(rankAxis([10, 300])).toEqual({ domain: [1, 400], ticks: [1, 100, 200, 300, 400] });
  });

  it("stops at 500위 at the bottom", () => {
    expect(rankAxis([499])).toEqual({ domain: [497, 500], ticks: [497, 498, 499, 500] });
    expect(rankAxis([1, 500])).toEqual({ domain: [1, 500], ticks: [1, 100, 200, 300, 400, 500] });
  });

  it("keeps three to eight ticks and room around the ranks for any spread", () => {
    for (const [best, worst] of [[1, 1], [37, 60], [100, 180], [146, 151], [250, 500], [2, 499]]) {
      const axis = rankAxis([best, worst]);
      expect(axis?.ticks.length).toBeGreaterThanOrEqual(3);
      expect(axis?.ticks.length).toBeLessThanOrEqual(8);
      const [top, bottom] = axis?.domain ?? [0, 0];
      expect(best === 1 ? top === 1 : top < best).toBe(true);
      expect(worst === 500 ? bottom === 500 : bottom > worst).toBe(true);
      expect(axis?.ticks[0]).toBe(axis?.domain[0]);
      expect(axis?.ticks.at(-1)).toBe(axis?.domain[1]);
    }
  });

  it("has no axis when no day has a rank", () => {
    expect(rankAxis([])).toBeNull();
    expect(rankAxis([null, 0, 501])).toBeNull();
  });
});

describe("periodMark", () => {
  const points = chartPoints([day("2026-11-10", 5, null), day("2026-11-20", 4, null)]);

  it("shades the charted days of the period and marks the ends that fall on the chart", () => {
    expect(periodMark(points, { startDate: "2026-11-15", endDate: "2026-12-14" })).toEqual({
      from: "2026-11-15", to: "2026-11-20", startsHere: true, endsHere: false,
    });
    expect(periodMark(points, { startDate: "2026-10-20", endDate: "2026-11-18" })).toEqual({
      from: "2026-11-10", to: "2026-11-18", startsHere: false, endsHere: true,
    });
  });

  it("marks nothing for a period off the chart or unknown dates", () => {
    expect(periodMark(points, { startDate: "2026-11-21", endDate: "2026-12-20" })).toBeNull();
    expect(periodMark(points, { startDate: null, endDate: null })).toBeNull();
    expect(periodMark([], { startDate: "2026-11-15", endDate: "2026-12-14" })).toBeNull();
  });
});

describe("tableRows", () => {
  it("lists newest first with best, worst, a one-decimal average and prevRank - rank", () => {
    const rows = tableRows(items);
    expect(rows.map((row) => row.date)).toEqual(["2026-11-22", "2026-11-21", "2026-11-20"]);
    expect(rows[0]).toMatchObject({ rank: "37위", best: "35위", worst: "41위", average: "37.3" });
    // The day before had no rank, so there is no change to show.
    expect(rows[0].change).toBeNull();
  });

  it("shows a day's rank once when its best, worst and average are that rank", () => {
    const rows = tableRows(items);
    expect(rows[2]).toMatchObject({ rank: "40위", best: "", worst: "", average: "" });
    expect(rows[1]).toMatchObject({ rank: "순위 없음", best: "", worst: "", average: "", change: null });
    expect(showsSpread(items)).toBe(true);
    expect(showsSpread([day("2026-11-20", 40, null), day("2026-11-21", 38, 40)])).toBe(false);
  });

  it("shows whole places, red up, blue down and grey flat", () => {
    const [flat, down, up] = tableRows([day("2026-11-20", 10, 15), day("2026-11-21", 12, 10), day("2026-11-22", 12, 12)]);
    expect(up.change).toMatchObject({ direction: "up", value: 5, text: "▲5", description: "전날보다 5위 상승", className: "rank-change change-up" });
    expect(down.change).toMatchObject({ direction: "down", value: -2, text: "▼2", className: "rank-change change-down" });
    expect(flat.change).toMatchObject({ direction: "flat", text: "-", className: "rank-change change-flat" });
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
