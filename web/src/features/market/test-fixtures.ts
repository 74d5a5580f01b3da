/**
 * Contract-shaped answers of GET /api/slots/{id}/market and /market/keyword (issue 29) for the unit
 * tests and the screenshot harness: slot 7 on "무선 이어폰", in 37th place today after 50th at its start.
 */
import type { KeywordDay, KeywordMarketView, Mover, Neighbour, SlotMarket } from "@/features/market/types";

export function neighbourFixture(place: number, overrides: Partial<Neighbour> = {}): Neighbour {
  return {
    place,
    productId: 9000 + place,
    name: `블루투스 이어폰 ${place}호`,
    salePrice: 20000 + place * 100,
    listPrice: null,
    discountPercent: null,
    ratingTenths: 45,
    reviewCount: 100 + place,
    rocket: false,
    delivery: null,
    soldOut: false,
    advertised: false,
    thisSlot: false,
    ownSlot: false,
    ...overrides,
  };
}

/** Places `rank - 5` … `rank + 5`, the slot's product at `rank`. */
export function neighbourhoodFixture(rank: number, own: Partial<Neighbour> = {}): Neighbour[] {
  const places = [];
  for (let place = Math.max(1, rank - 5); place <= rank + 5; place += 1) {
    places.push(place === rank ? neighbourFixture(place, { productId: 123, name: "내 무선 이어폰 프로", thisSlot: true, ...own }) : neighbourFixture(place));
  }
  return places;
}

const passedToday: Mover[] = [
  {
    productId: 9041,
    name: "노이즈캔슬링 이어폰 X",
    placeFrom: 41,
    placeTo: 35,
    changes: [{ kind: "price", percent: -12 }, { kind: "reviews", added: 340 }, { kind: "newAd" }],
  },
  { productId: 9501, name: "신상 무선 이어폰", placeFrom: null, placeTo: 36, changes: [{ kind: "newEntrant" }] },
];

export function slotMarketFixture(overrides: Partial<SlotMarket> = {}): SlotMarket {
  const today = neighbourhoodFixture(37, { salePrice: 29900, listPrice: 39900, discountPercent: 25, ratingTenths: 47, reviewCount: 1234, rocket: true });
  today[1] = neighbourFixture(33, { advertised: true, listPrice: 30000, salePrice: 24000, discountPercent: 20 });
  today[2] = neighbourFixture(34, { soldOut: true, ownSlot: true, name: "내 다른 상품" });
  return {
    slotId: 7,
    keyword: "무선 이어폰",
    productId: 123,
    productName: "내 무선 이어폰 프로",
    period: { startDate: "2026-11-16", endDate: "2026-12-15" },
    effect: {
      firstDay: "2026-11-16",
      firstRank: 50,
      lastDay: "2026-11-22",
      lastRank: 37,
      bestRank: 35,
      bestDay: "2026-11-21",
      daysMeasured: 7,
      daysInTop10: 0,
      daysInTop40: 3,
      daysInTop100: 7,
      change: 13,
    },
    available: { first: "2026-11-10", last: "2026-11-22" },
    today: { day: "2026-11-22", rank: 37, neighbours: today },
    atStart: { day: "2026-11-16", rank: 50, neighbours: neighbourhoodFixture(50) },
    sinceYesterday: {
      from: "2026-11-21",
      to: "2026-11-22",
      rankFrom: 35,
      rankTo: 37,
      passed: passedToday,
      fellBehind: [
        {
          productId: 9036,
          name: "가성비 이어폰",
          placeFrom: 36,
          placeTo: 39,
          changes: [{ kind: "soldOut" }, { kind: "discount", from: 10, to: null }, { kind: "rating", fromTenths: 46, toTenths: 44 }],
        },
      ],
    },
    sinceStart: {
      from: "2026-11-16",
      to: "2026-11-22",
      rankFrom: 50,
      rankTo: 37,
      passed: [],
      fellBehind: [
        { productId: 9040, name: "스포츠 이어폰", placeFrom: 40, placeTo: 52, changes: [{ kind: "price", percent: 8 }, { kind: "adEnded" }, { kind: "rocketLost" }] },
        { productId: 9045, name: null, placeFrom: 45, placeTo: null, changes: [] },
      ],
    },
    ...overrides,
  };
}

function keywordDay(day: string, index: number): KeywordDay {
  const top10 = Array.from({ length: 10 }, (_, place) => ({
    place: place + 1,
    // The first two swap places every other day; 9003 drops out on the last day.
    productId: place < 2 ? 9001 + ((place + index) % 2) : index === 6 && place === 2 ? 9100 : 9001 + place,
    name: `상위 상품 ${place + 1}`,
    salePrice: 15000 + place * 1000,
    reviewCount: 5000 - place * 300,
    thisSlot: false,
    ownSlot: place === 7,
  }));
  return {
    day,
    top10,
    firstPage: { places: 36, own: 1 + (index % 2), priceMin: 9900 + index * 100, priceMedian: 24900, priceMax: 59000 - index * 500, ads: 8 },
    ads: 20 + index,
    newEntrants: index % 3,
  };
}

export function keywordMarketFixture(overrides: Partial<KeywordMarketView> = {}): KeywordMarketView {
  const days = ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"].map(keywordDay);
  return {
    keyword: "무선 이어폰",
    startDate: "2026-10-24",
    endDate: "2026-11-22",
    available: { first: "2026-11-10", last: "2026-11-22" },
    days,
    shelf: [
      { productId: 9001, name: "상위 상품 1", daysInTop10: 7, bestPlace: 1, lastPlace: 1, thisSlot: false, ownSlot: false },
      { productId: 9002, name: "상위 상품 2", daysInTop10: 7, bestPlace: 1, lastPlace: 2, thisSlot: false, ownSlot: false },
      { productId: 9008, name: "상위 상품 8", daysInTop10: 7, bestPlace: 8, lastPlace: 8, thisSlot: false, ownSlot: true },
      { productId: 9003, name: "상위 상품 3", daysInTop10: 6, bestPlace: 3, lastPlace: null, thisSlot: false, ownSlot: false },
    ],
    entrants: [
      { productId: 9100, name: "새로 뜬 이어폰", day: "2026-11-22", place: 3 },
      { productId: 9501, name: "신상 무선 이어폰", day: "2026-11-22", place: 36 },
    ],
    ...overrides,
  };
}
