import { describe, expect, it } from "vitest";
import { competitionBadge, movement, podiumClass, productCount, rankText, tabFrom } from "@/features/ranking/ranking";

describe("ranking words", () => {
  it("shows ranks within 500 and no rank otherwise", () => {
    expect(rankText(1)).toBe("1위");
    expect(rankText(500)).toBe("500위");
    expect(rankText(0)).toBe("순위 없음");
    expect(rankText(null)).toBe("순위 없음");
  });

  it("words the week's movement", () => {
    // As every rank change reads: whole places, red up, blue down.
    expect(movement(3, 5)).toEqual({ text: "▲3", label: "3위 상승", className: "ranking-move change-up" });
    expect(movement(-2, 12)).toEqual({ text: "▼2", label: "2위 하락", className: "ranking-move change-down" });
    expect(movement(0, 12)).toMatchObject({ text: "-", className: "ranking-move change-flat" });
    expect(movement(null, 12)).toMatchObject({ text: "신규", className: "ranking-move ranking-move-new" });
    expect(movement(null, null)).toMatchObject({ text: "-", className: "ranking-move change-flat" });
  });

  it("badges competition and counts products", () => {
    expect(competitionBadge("low")).toEqual({ text: "낮음", tone: "success" });
    expect(competitionBadge("high")).toEqual({ text: "높음", tone: "danger" });
    expect(competitionBadge(null).text).toBe("측정 전");
    expect(productCount(1534)).toBe("상품 1,534개");
    expect(productCount(null)).toBe("-");
  });

  it("highlights the top three and reads the tab", () => {
    expect(podiumClass(1)).toContain("ranking-podium-1");
    expect(podiumClass(4)).toBe("");
    expect(tabFrom("advertisers")).toBe("advertisers");
    expect(tabFrom("x")).toBe("keywords");
  });
});
