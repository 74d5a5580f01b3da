import { describe, expect, it } from "vitest";
import { bumpProducts, changeChip, effectChange, effectFigures, moverLists, moverPlaces, priceBandText, priceText, productMarks, ratingText, reviewsText, shareText } from "@/features/market/market";
import { keywordMarketFixture, slotMarketFixture } from "@/features/market/test-fixtures";
import type { MarketChange, Mover } from "@/features/market/types";

describe("market view texts", () => {
  it("says what changed for a product in short chips, a figure red when it rose and blue when it fell", () => {
    const cases: Array<[MarketChange, string, string]> = [
      [{ kind: "price", percent: -12 }, "가격 −12%", "market-chip change-down"],
      [{ kind: "price", percent: 8 }, "가격 +8%", "market-chip change-up"],
      [{ kind: "discount", from: null, to: 25 }, "할인 25% 시작", "market-chip change-up"],
      [{ kind: "discount", from: 10, to: null }, "할인 종료", "market-chip change-down"],
      [{ kind: "discount", from: 10, to: 20 }, "할인 10% → 20%", "market-chip change-up"],
      [{ kind: "reviews", added: 1340 }, "리뷰 +1,340", "market-chip change-up"],
      [{ kind: "rating", fromTenths: 46, toTenths: 44 }, "평점 4.6 → 4.4", "market-chip change-down"],
      [{ kind: "newAd" }, "신규 광고", "market-chip"],
      [{ kind: "adEnded" }, "광고 종료", "market-chip"],
      [{ kind: "backInStock" }, "재입고", "market-chip"],
      [{ kind: "soldOut" }, "품절", "market-chip"],
      [{ kind: "rocketGained" }, "로켓배송 시작", "market-chip"],
      [{ kind: "rocketLost" }, "로켓배송 종료", "market-chip"],
      [{ kind: "newEntrant" }, "신규 진입", "market-chip"],
    ];
    expect(cases.map(([change]) => [change, changeChip(change).text, changeChip(change).className])).toEqual(cases);
  });

  it("reads the effect's figures and its change since the start", () => {
    const figures = effectFigures(slotMarketFixture().effect).map((figure) => [figure.label, figure.value, figure.detail]);
    expect(figures).toEqual([
      ["시작 순위", "50위", "2026-11-16"],
      ["오늘 순위", "37위", "2026-11-22"],
      ["최고 순위", "35위", "2026-11-21"],
      ["10위 안", "0일", "측정 7일 중"],
      ["40위 안", "3일", "측정 7일 중"],
      ["100위 안", "7일", "측정 7일 중"],
    ]);
    // Since the start, in one phrase that agrees with its colour: a climb is red, a fall blue.
    expect(effectChange(13)).toMatchObject({ description: "13위 상승", className: "rank-change change-up" });
    expect(effectChange(-4)).toMatchObject({ description: "4위 하락", className: "rank-change change-down" });
    expect(effectChange(0)).toMatchObject({ description: "변동 없음", className: "rank-change change-flat" });
    expect(effectChange(null)).toBeNull();
    // 0 is "not found within 500"; null is "not measured".
    const unmeasured = effectFigures({ ...slotMarketFixture().effect, firstRank: 0, lastRank: null, daysMeasured: 0 });
    expect(unmeasured.slice(0, 2).map((figure) => figure.value)).toEqual(["순위 없음", "-"]);
    expect(unmeasured[3].detail).toBe("측정 전");
  });

  it("shows price, rating, reviews and marks as found, and nothing it does not have", () => {
    expect(priceText({ salePrice: 29900, listPrice: 39900, discountPercent: 25 })).toEqual({ sale: "29,900원", list: "39,900원", discount: "25%" });
    expect(priceText({ salePrice: 29900, listPrice: 29900, discountPercent: null })).toEqual({ sale: "29,900원", list: null, discount: null });
    expect(priceText({ salePrice: null, listPrice: null, discountPercent: null }).sale).toBe("-");
    expect([ratingText(47), ratingText(null), reviewsText(1234), reviewsText(null)]).toEqual(["★ 4.7", "-", "1,234개", "-"]);
    expect(productMarks({ productId: 1, name: null, thisSlot: true, advertised: true, rocket: true, soldOut: true })).toEqual(["thisSlot", "ad", "rocket", "soldOut"]);
    expect(productMarks({ productId: 1, name: null, ownSlot: true })).toEqual(["ownSlot"]);
  });

  it("reads the first page's share and price band", () => {
    const page = { places: 36, own: 2, priceMin: 9900, priceMedian: 24900, priceMax: 59000, ads: 8 };
    expect(shareText(page)).toEqual({ places: "2 / 36자리", percent: "6%" });
    expect(shareText({ ...page, places: 0 })).toBeNull();
    expect(priceBandText(page)).toEqual({ band: "9,900원 ~ 59,000원", median: "중앙값 24,900원" });
    expect(priceBandText({ ...page, priceMin: null })).toBeNull();
  });

  it("lists a product that left the results apart, not as one that passed or fell behind", () => {
    const mover = (productId: number, placeFrom: number | null, placeTo: number | null): Mover => ({ productId, name: null, placeFrom, placeTo, changes: [] });
    const movers = slotMarketFixture().sinceStart!;
    const lists = moverLists({
      ...movers,
      passed: [mover(1, 40, 30), mover(2, null, 31), mover(3, 45, null)],
      fellBehind: [mover(4, 20, 41), mover(5, 21, null)],
    });
    const ids = (list: Mover[]) => list.map((item) => item.productId);
    expect([ids(lists.passed), ids(lists.fellBehind), ids(lists.droppedOut)]).toEqual([[1, 2], [4], [3, 5]]);
    expect(moverPlaces(mover(1, 40, 30))).toBe("40위 → 30위");
    expect(moverPlaces(mover(2, null, 31))).toBe("순위 밖 → 31위");
    expect(moverPlaces(mover(5, 21, null))).toBe("21위 → 검색 결과에서 빠짐");
  });

  it("draws the latest day's top 10 in the bump chart, and the slot's own product if it was there earlier", () => {
    const { days, shelf } = keywordMarketFixture();
    expect(bumpProducts(days, shelf).map((product) => product.productId)).toEqual([9001, 9002, 9100, 9004, 9005, 9006, 9007, 9008, 9009, 9010]);
    const earlier = shelf.map((product) => (product.productId === 9003 ? { ...product, thisSlot: true } : product));
    expect(bumpProducts(days, earlier).at(-1)).toEqual({ productId: 9003, name: "상위 상품 3", thisSlot: true });
    expect(bumpProducts([], shelf)).toEqual([]);
  });
});
