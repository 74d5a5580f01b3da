import { describe, expect, it } from "vitest";
import {
  addDays,
  directionClass,
  directionOf,
  expiryInfo,
  isEnded,
  kstToday,
  noRankReason,
  placesChange,
  rankChange,
  rankDisplay,
  slotRankDisplay,
  workPeriodText,
} from "@/lib/slots/format";

describe("D-n and its colour", () => {
  it("reads D-n, red within 3 days, orange within 7, green beyond", () => {
    expect(expiryInfo(1)).toMatchObject({ label: "D-1", tone: "red" });
    expect(expiryInfo(3)).toMatchObject({ label: "D-3", tone: "red", className: "expiry expiry-red" });
    expect(expiryInfo(4)).toMatchObject({ label: "D-4", tone: "orange" });
    expect(expiryInfo(7)).toMatchObject({ label: "D-7", tone: "orange" });
    expect(expiryInfo(8)).toMatchObject({ label: "D-8", tone: "green", className: "expiry expiry-green" });
  });

  it("0 or less is expired, no end date is nothing", () => {
    expect(expiryInfo(0)).toMatchObject({ label: "만료", tone: "ended" });
    expect(expiryInfo(-22)).toMatchObject({ label: "만료", tone: "ended" });
    expect(expiryInfo(null)).toBeNull();
    expect([isEnded(0), isEnded(-1), isEnded(1), isEnded(null)]).toEqual([true, true, false, false]);
  });

  it("work period text", () => {
    expect(workPeriodText("2026-11-22", "2026-12-21")).toBe("2026-11-22 ~ 2026-12-21");
    expect(workPeriodText(null, null)).toBe("기간 미정");
  });

  it("today is the Korean calendar date", () => {
    expect(kstToday(new Date("2026-11-21T15:30:00Z"))).toBe("2026-11-22");
    expect(kstToday(new Date("2026-11-21T14:59:00Z"))).toBe("2026-11-21");
  });

  it("moves calendar dates across months and years", () => {
    expect([addDays("2026-12-31", 1), addDays("2026-03-01", -1), addDays("2026-11-22", 29)]).toEqual(["2027-01-01", "2026-02-28", "2026-12-21"]);
  });
});

describe("rank display", () => {
  it("a real rank reads N위", () => {
    expect(rankDisplay(12, 15)).toEqual({ kind: "ranked", text: "12위" });
    expect(rankDisplay(500, null)).toEqual({ kind: "ranked", text: "500위" });
  });

  it("0 or above 500 is no rank", () => {
    expect(rankDisplay(0, 3)).toEqual({ kind: "none", text: "순위 없음" });
    expect(rankDisplay(501, 3)).toEqual({ kind: "none", text: "순위 없음" });
  });

  it("a missing rank is measuring, with yesterday's rank when there is one", () => {
    expect(rankDisplay(null, null)).toEqual({ kind: "measuring", text: "측정중" });
    expect(rankDisplay(null, 0)).toEqual({ kind: "measuring", text: "측정중" });
    expect(rankDisplay(null, 7)).toEqual({ kind: "measuring", text: "측정중 (어제 7위)" });
  });

  it("a slot not approved yet reads 승인 전, not 측정중: the crawl does not measure it", () => {
    expect(slotRankDisplay({ status: "pending", rank: null, yesterdayRank: null })).toEqual({ kind: "unapproved", text: "승인 전" });
    expect(slotRankDisplay({ status: "active", rank: null, yesterdayRank: null })).toEqual({ kind: "measuring", text: "측정중" });
    expect(slotRankDisplay({ status: "active", rank: null, yesterdayRank: 7 })).toEqual({ kind: "measuring", text: "측정중 (어제 7위)" });
    expect(slotRankDisplay({ status: "pending", rank: 12, yesterdayRank: null })).toEqual({ kind: "ranked", text: "12위" });
  });
});

describe("why a slot shows no rank", () => {
  it("measured days were not found; without one, not approved yet, not crawled yet, or not in these days", () => {
    expect(noRankReason({ status: "pending", lastCheckedAt: null }, 0)).toBe("unapproved");
    expect(noRankReason({ status: "pending", lastCheckedAt: null }, 2)).toBe("notFound");
    expect(noRankReason({ status: "active", lastCheckedAt: null }, 0)).toBe("firstCrawlPending");
    expect(noRankReason({ status: "active", lastCheckedAt: "2026-11-22T01:00:00Z" }, 0)).toBe("noneInRange");
    expect(noRankReason({ status: "active", lastCheckedAt: "2026-11-22T01:00:00Z" }, 3)).toBe("notFound");
  });
});

describe("rank change = yesterday's rank - rank, in whole places", () => {
  it("climbing (a smaller rank number) is up, ▲ and red", () => {
    expect(rankChange(12, 15)).toMatchObject({
      direction: "up", value: 3, text: "▲3", description: "어제보다 3위 상승", className: "rank-change change-up",
    });
  });

  it("falling (a larger rank number) is down, ▼ and blue", () => {
    expect(rankChange(20, 15)).toMatchObject({
      direction: "down", value: -5, text: "▼5", description: "어제보다 5위 하락", className: "rank-change change-down",
    });
  });

  it("no move is flat and grey", () => {
    expect(rankChange(9, 9)).toMatchObject({ direction: "flat", value: 0, text: "-", className: "rank-change change-flat" });
  });

  it("never shows a fraction of a place", () => {
    expect(placesChange(2.6).text).toBe("▲3");
    expect(placesChange(-1).text).toBe("▼1");
    expect(placesChange(0.2)).toMatchObject({ direction: "flat", text: "-" });
  });

  it("takes each screen's words for the same change", () => {
    const words = { up: (n: number) => `${n}위 상승`, down: (n: number) => `${n}위 하락`, flat: "변동 없음" };
    expect(rankChange(12, 15, words)?.description).toBe("3위 상승");
    expect(placesChange(-4, words)).toMatchObject({ text: "▼4", description: "4위 하락", className: "rank-change change-down" });
  });

  it("colours a figure by the way it moved, the same class as a rank's", () => {
    expect([directionOf(100, 120), directionOf(100, 90), directionOf(5, 5)]).toEqual(["up", "down", "flat"]);
    expect([directionClass("up"), directionClass("down"), directionClass("flat")]).toEqual(["change-up", "change-down", "change-flat"]);
  });

  it("no change without two real ranks", () => {
    expect(rankChange(null, 15)).toBeNull();
    expect(rankChange(12, null)).toBeNull();
    expect(rankChange(0, 15)).toBeNull();
    expect(rankChange(12, 600)).toBeNull();
  });
});
