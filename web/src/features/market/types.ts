/**
 * The JSON of GET /api/slots/{id}/market and GET /api/slots/{id}/market/keyword (issue 29), written
 * by hand from the contract until the calls are in `web/openapi.json`.
 * TODO(issue 29): replaced by the generated `components["schemas"][…]` types once the api lands.
 */

/** Snapshot days that exist for the keyword ("YYYY-MM-DD", KST), null when there is none. */
export interface AvailableDays {
  first: string | null;
  last: string | null;
}

/** common::market::effect::SlotEffect over the slot's period; a rank of 0 is "not within 500". */
export interface SlotEffect {
  firstDay: string | null;
  firstRank: number | null;
  lastDay: string | null;
  lastRank: number | null;
  bestRank: number | null;
  bestDay: string | null;
  daysMeasured: number;
  daysInTop10: number;
  daysInTop40: number;
  daysInTop100: number;
  /** Places gained since the first day: positive means the product rose. */
  change: number | null;
}

/** One organic place of a snapshot around the slot's product. */
export interface Neighbour {
  place: number;
  productId: number;
  name: string | null;
  salePrice: number | null;
  listPrice: number | null;
  discountPercent: number | null;
  ratingTenths: number | null;
  reviewCount: number | null;
  rocket: boolean;
  delivery: string | null;
  soldOut: boolean;
  /** The product also holds an ad spot on that day's pages. */
  advertised: boolean;
  /** The slot's own product. */
  thisSlot: boolean;
  /** A product of another slot of the same advertiser. */
  ownSlot: boolean;
}

/** A snapshot day around the slot's product: up to 5 places each way; [] when the product was not found. */
export interface Neighbourhood {
  day: string;
  rank: number | null;
  neighbours: Neighbour[];
}

/** What changed for a product between two snapshots. */
export type MarketChange =
  | { kind: "price"; percent: number }
  | { kind: "discount"; from: number | null; to: number | null }
  | { kind: "reviews"; added: number }
  | { kind: "rating"; fromTenths: number; toTenths: number }
  | { kind: "newAd" }
  | { kind: "adEnded" }
  | { kind: "backInStock" }
  | { kind: "soldOut" }
  | { kind: "rocketGained" }
  | { kind: "rocketLost" }
  | { kind: "newEntrant" };

export interface Mover {
  productId: number;
  name: string | null;
  placeFrom: number | null;
  placeTo: number | null;
  changes: MarketChange[];
}

/** Who overtook the product (`passed`) and whom it overtook (`fellBehind`) between two snapshot days. */
export interface Movers {
  from: string;
  to: string;
  rankFrom: number | null;
  rankTo: number | null;
  passed: Mover[];
  fellBehind: Mover[];
}

/** GET /api/slots/{id}/market. */
export interface SlotMarketView {
  slotId: number;
  keyword: string;
  productId: number | null;
  productName: string | null;
  period: { startDate: string | null; endDate: string | null };
  effect: SlotEffect;
  available: AvailableDays;
  today: Neighbourhood | null;
  atStart: Neighbourhood | null;
  sinceYesterday: Movers | null;
  sinceStart: Movers | null;
}

export interface TopProduct {
  place: number;
  productId: number;
  name: string | null;
  salePrice: number | null;
  reviewCount: number | null;
  thisSlot: boolean;
  ownSlot: boolean;
}

export interface FirstPage {
  /** Organic places on the crawl's first result page. */
  places: number;
  /** Of them held by this advertiser's slots' products. */
  own: number;
  priceMin: number | null;
  priceMedian: number | null;
  priceMax: number | null;
  /** Ad spots on the first page. */
  ads: number;
}

export interface KeywordDay {
  day: string;
  top10: TopProduct[];
  firstPage: FirstPage;
  /** Ad spots on all pages read that day. */
  ads: number;
  /** Products in the day's top 100 not in the previous snapshot. */
  newEntrants: number;
}

export interface ShelfProduct {
  productId: number;
  name: string | null;
  daysInTop10: number;
  bestPlace: number;
  lastPlace: number | null;
  thisSlot: boolean;
  ownSlot: boolean;
}

export interface Entrant {
  productId: number;
  name: string | null;
  day: string;
  place: number;
}

/** GET /api/slots/{id}/market/keyword?startDate&endDate: days oldest first. */
export interface KeywordMarketView {
  keyword: string;
  startDate: string;
  endDate: string;
  available: AvailableDays;
  days: KeywordDay[];
  shelf: ShelfProduct[];
  entrants: Entrant[];
}
