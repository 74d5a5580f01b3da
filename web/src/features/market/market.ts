/**
 * What the market view shows, from GET /api/slots/{id}/market and /market/keyword (issue 29): the
 * effect figures as text, a product's price, rating and marks, the short chips of what changed for a
 * product that moved, and the keyword's first-page figures. The figures themselves come from the api
 * (common/src/market/): nothing here recomputes them.
 */
import { directionClass, directionOf, isRanked, placesChange, rankDisplay, type RankChange, type RankDirection } from "@/lib/slots/format";
import { marketMessages as m } from "@/features/market/messages";
import type { FirstPage, KeywordDay, MarketChange, Mover, Movers, Neighbour, ShelfProduct, SlotEffect, TopProduct } from "@/features/market/types";
import { formatNumber, formatWon } from "@/lib/format";
import { commonMessages } from "@/lib/messages";

/** A rank of the api: "37위"; 0 is "not within 500" ("순위 없음"); null (not measured) is "-". */
export function rankText(rank: number | null | undefined): string {
  return rank === null || rank === undefined ? commonMessages.empty : rankDisplay(rank).text;
}

/** A place before or after a move: "12위", or "순위 밖" when the product was not in that snapshot. */
export function placeText(place: number | null): string {
  return isRanked(place) ? rankDisplay(place).text : m.movers.absent;
}

/**
 * The change since the slot's start (the effect's `change`, places gained, + = rose) as one phrase
 * that agrees with itself: "13위 상승" red, "4위 하락" blue, "변동 없음" grey; null without one.
 */
export function effectChange(change: number | null): RankChange | null {
  return change === null ? null : placesChange(change, m.effect.sinceStart);
}

export interface EffectFigure {
  key: string;
  label: string;
  value: string;
  /** The day of the figure, or how many days it is of. */
  detail: string | null;
}

/** The effect's rank figures: start (first_rank), today, best, then the days in the top 10/40/100. */
export function effectFigures(effect: SlotEffect): EffectFigure[] {
  const measured = effect.daysMeasured > 0 ? m.effect.ofMeasured(effect.daysMeasured) : m.effect.notMeasured;
  return [
    { key: "start", label: m.effect.startRank, value: rankText(effect.firstRank), detail: effect.firstDay },
    { key: "today", label: m.effect.todayRank, value: rankText(effect.lastRank), detail: effect.lastDay },
    { key: "best", label: m.effect.bestRank, value: rankText(effect.bestRank), detail: effect.bestDay },
    { key: "top10", label: m.effect.top10, value: m.effect.days(effect.daysInTop10), detail: measured },
    { key: "top40", label: m.effect.top40, value: m.effect.days(effect.daysInTop40), detail: measured },
    { key: "top100", label: m.effect.top100, value: m.effect.days(effect.daysInTop100), detail: measured },
  ];
}

/** A product's name, or "상품 123" when the card carried none. */
export function productName(product: { productId: number; name: string | null }): string {
  return product.name?.trim() || m.neighbourhood.unnamed(product.productId);
}

export interface PriceText {
  sale: string;
  /** The list price, struck through, when it is above the sale price. */
  list: string | null;
  discount: string | null;
}

export function priceText(product: Pick<Neighbour, "salePrice" | "listPrice" | "discountPercent">): PriceText {
  const { salePrice, listPrice, discountPercent } = product;
  return {
    sale: salePrice === null ? commonMessages.empty : formatWon(salePrice),
    list: listPrice !== null && (salePrice === null || listPrice > salePrice) ? formatWon(listPrice) : null,
    discount: discountPercent ? m.neighbourhood.discount(discountPercent) : null,
  };
}

/** "4.5" from 45 tenths. */
function tenths(value: number): string {
  return (value / 10).toFixed(1);
}

export function ratingText(ratingTenths: number | null): string {
  return ratingTenths === null ? commonMessages.empty : m.neighbourhood.rating(tenths(ratingTenths));
}

export function reviewsText(reviewCount: number | null): string {
  return reviewCount === null ? commonMessages.empty : m.neighbourhood.reviews(formatNumber(reviewCount));
}

/** The marks beside a product's name, in a fixed order. */
export type ProductMark = "thisSlot" | "ownSlot" | "ad" | "rocket" | "soldOut";

/** A product's marks; what a row does not carry (a mover has none) is not shown. */
export type MarkedProduct = { productId: number; name: string | null } & Partial<Pick<Neighbour, "thisSlot" | "ownSlot" | "advertised" | "rocket" | "soldOut">>;

export function productMarks(product: MarkedProduct): ProductMark[] {
  const marks: ProductMark[] = [];
  if (product.thisSlot) marks.push("thisSlot");
  else if (product.ownSlot) marks.push("ownSlot");
  if (product.advertised) marks.push("ad");
  if (product.rocket) marks.push("rocket");
  if (product.soldOut) marks.push("soldOut");
  return marks;
}

export const MARK_TEXT: Record<ProductMark, string> = {
  thisSlot: m.neighbourhood.thisSlot,
  ownSlot: m.neighbourhood.ownSlot,
  ad: m.neighbourhood.ad,
  rocket: m.neighbourhood.rocket,
  soldOut: m.neighbourhood.soldOut,
};

export interface ChangeChip {
  text: string;
  /** Which way the chip's figure moved (a price up is red, down blue); null for a change without a figure. */
  direction: RankDirection | null;
  className: string;
}

const chip = (text: string, direction: RankDirection | null = null): ChangeChip => ({
  text,
  direction,
  className: direction ? `market-chip ${directionClass(direction)}` : "market-chip",
});

/** The chips of the changes that carry no figure: words, no direction. */
const PLAIN_CHIPS: Record<"newAd" | "adEnded" | "backInStock" | "soldOut" | "rocketGained" | "rocketLost" | "newEntrant", string> = {
  newAd: m.change.newAd,
  adEnded: m.change.adEnded,
  backInStock: m.change.backInStock,
  soldOut: m.change.soldOut,
  rocketGained: m.change.rocketGained,
  rocketLost: m.change.rocketLost,
  newEntrant: m.change.newEntrant,
};

/**
 * The short Korean chip of what changed for a product: "가격 −12%", "리뷰 +340", "신규 광고", "재입고" …
 * A chip with a figure takes the colour of the way that figure moved, as every change does (red up,
 * blue down): a price cut is blue, a price rise red.
 */
export function changeChip(change: MarketChange): ChangeChip {
  switch (change.kind) {
    case "price":
      return chip(m.change.price(change.percent), directionOf(0, change.percent));
    case "discount": {
      const from = change.from ?? 0;
      const to = change.to ?? 0;
      const text = !from ? m.change.discountStarted(to) : !to ? m.change.discountEnded : m.change.discount(from, to);
      return chip(text, directionOf(from, to));
    }
    case "reviews":
      return chip(m.change.reviews(formatNumber(change.added)), directionOf(0, change.added));
    case "rating":
      return chip(m.change.rating(tenths(change.fromTenths), tenths(change.toTenths)), directionOf(change.fromTenths, change.toTenths));
    default:
      return chip(PLAIN_CHIPS[change.kind]);
  }
}

/** Which comparison the movers show. */
export type MoversSpan = "sinceYesterday" | "sinceStart";
export const MOVERS_SPANS: readonly MoversSpan[] = ["sinceYesterday", "sinceStart"];

/** A mover's places: "41위 → 35위"; a product gone from the later results reads "45위 → 검색 결과에서 빠짐". */
export function moverPlaces(mover: Pick<Mover, "placeFrom" | "placeTo">): string {
  return m.movers.places(placeText(mover.placeFrom), mover.placeTo === null ? m.movers.leftResults : placeText(mover.placeTo));
}

/** The lists of a comparison as shown: the products that moved past the slot's product either way, and those that left the results. */
export interface MoverLists {
  passed: Mover[];
  fellBehind: Mover[];
  droppedOut: Mover[];
}

/**
 * The api's movers split by what happened: a product without a later place (`placeTo` null) did not
 * fall behind the slot's product or pass it, it left the results, so it is listed on its own; the
 * api's order is kept in each list.
 */
export function moverLists(movers: Movers): MoverLists {
  const moved = (mover: Mover) => mover.placeTo !== null;
  return {
    passed: movers.passed.filter(moved),
    fellBehind: movers.fellBehind.filter(moved),
    droppedOut: [...movers.passed, ...movers.fellBehind].filter((mover) => !moved(mover)),
  };
}

/** "내 순위 40위 → 37위" of a comparison. */
export function myRankLine(movers: Movers): string {
  return m.movers.myRank(placeText(movers.rankFrom), placeText(movers.rankTo));
}

/** The latest day of the keyword range, whose first page the summary shows; null without days. */
export function latestDay(days: KeywordDay[]): KeywordDay | null {
  return days.at(-1) ?? null;
}

/** The advertiser's share of the first page: "2 / 36자리" and "6%"; null when the page had no places. */
export function shareText(page: FirstPage): { places: string; percent: string } | null {
  if (page.places <= 0) return null;
  return { places: m.keyword.shareValue(page.own, page.places), percent: m.keyword.sharePercent(Math.round((page.own * 100) / page.places)) };
}

/** "9,900원 ~ 39,000원" and the median; null when the page carried no price. */
export function priceBandText(page: FirstPage): { band: string; median: string | null } | null {
  if (page.priceMin === null || page.priceMax === null) return null;
  return {
    band: m.keyword.priceBandValue(formatWon(page.priceMin), formatWon(page.priceMax)),
    median: page.priceMedian === null ? null : m.keyword.median(formatWon(page.priceMedian)),
  };
}

/** New entrants over the whole range (each day's count). */
export function entrantsInRange(days: KeywordDay[]): number {
  return days.reduce((sum, day) => sum + day.newEntrants, 0);
}

/** One chart point per day: the price band and the share of the first page. */
export interface KeywordPoint {
  day: string;
  priceMin: number | null;
  priceMedian: number | null;
  priceMax: number | null;
  own: number;
  ads: number;
}

export function keywordPoints(days: KeywordDay[]): KeywordPoint[] {
  return days.map((day) => ({
    day: day.day,
    priceMin: day.firstPage.priceMin,
    priceMedian: day.firstPage.priceMedian,
    priceMax: day.firstPage.priceMax,
    own: day.firstPage.own,
    ads: day.firstPage.ads,
  }));
}

/** A product drawn in the top-10 bump chart. */
export interface BumpProduct {
  productId: number;
  name: string | null;
  thisSlot: boolean;
}

/**
 * The products of the top-10 bump chart: the latest day's top 10 in its order (so the labels at the
 * lines' right ends stand one per place), then the slot's own product if it held the shelf on an
 * earlier day of the range but not on the last.
 */
export function bumpProducts(days: KeywordDay[], shelf: ShelfProduct[]): BumpProduct[] {
  const latest = days.at(-1)?.top10 ?? [];
  const products: BumpProduct[] = latest.map(({ productId, name, thisSlot }) => ({ productId, name, thisSlot }));
  const own = shelf.find((product) => product.thisSlot);
  if (own && !products.some((product) => product.productId === own.productId)) products.push({ productId: own.productId, name: own.name, thisSlot: true });
  return products;
}

/**
 * The top 10 over the days for a line chart: one series per product of the shelf (at most
 * `limit`, most days first), its place each day or null when it was not in the top 10.
 */
export function shelfSeries(days: KeywordDay[], productIds: number[]): Array<Record<string, number | string | null>> {
  return days.map((day) => {
    const point: Record<string, number | string | null> = { day: day.day };
    const byProduct = new Map<number, TopProduct>(day.top10.map((product) => [product.productId, product]));
    for (const id of productIds) point[`p${id}`] = byProduct.get(id)?.place ?? null;
    return point;
  });
}
