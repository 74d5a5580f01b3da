//! A keyword's market over days: per day the top 10, the first result page (its organic places,
//! how many the advertiser holds, its price band, its ads), all ads, and the products new to the
//! top 100; over a range, who held the top 10 (the shelf) and who entered.
//!
//! "New" means not in the previous snapshot at all (the day before the range counts for its first
//! day); a day without an earlier snapshot has no entrants. Products are known by product id: the
//! slot's product is its URL's.

use std::collections::{HashMap, HashSet};

use chrono::NaiveDate;
use serde::Serialize;

use super::MarketProduct;

pub use crate::values::market::KeywordDay;

/// Most shelf entries and entrants listed.
pub const MAX_LISTED: usize = 20;

/// Whose products are whose: the slot's, and those of the advertiser's other slots.
#[derive(Debug, Clone, Copy)]
pub struct Owners<'a> {
    pub this: Option<i64>,
    pub own: &'a HashSet<i64>,
}

impl Owners<'_> {
    fn product(&self, product_id: i64, name: Option<String>) -> MarketProduct {
        MarketProduct::new(product_id, name, self.this == Some(product_id), self.own)
    }

    fn holds(&self, product_id: i64) -> bool {
        self.this == Some(product_id) || self.own.contains(&product_id)
    }
}

/// A place of the day's top 10.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopPlace {
    pub place: u32,
    #[serde(flatten)]
    pub product: MarketProduct,
    pub sale_price: Option<i64>,
    pub review_count: Option<u32>,
}

/// The crawl's first result page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FirstPage {
    /// Organic places on it.
    pub places: u32,
    /// Of them held by the advertiser's slots' products (this slot's included).
    pub own: u32,
    #[serde(flatten)]
    pub prices: PriceBand,
    /// Ad spots on it.
    pub ads: u32,
}

/// The sale prices of a page's places.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceBand {
    pub price_min: Option<i64>,
    /// The middle one (the mean of the two middle ones, rounded down, for an even count).
    pub price_median: Option<i64>,
    pub price_max: Option<i64>,
}

/// One day of the keyword.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DayFigures {
    #[schema(value_type = String, format = Date)]
    pub day: NaiveDate,
    pub top10: Vec<TopPlace>,
    pub first_page: FirstPage,
    /// Ad spots on all pages read that day.
    pub ads: u32,
    /// Products in the day's top 100 not in the previous snapshot.
    pub new_entrants: u32,
}

/// A product that held the top 10 during the range.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShelfEntry {
    #[serde(flatten)]
    pub product: MarketProduct,
    pub days_in_top10: u32,
    pub best_place: u32,
    /// Its place on the range's last day, anywhere in that snapshot.
    pub last_place: Option<u32>,
}

/// A product that entered the top 100 during the range.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Entrant {
    pub product_id: i64,
    pub name: Option<String>,
    #[schema(value_type = String, format = Date)]
    pub day: NaiveDate,
    pub place: u32,
}

/// The keyword over a range.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KeywordRange {
    /// Oldest first.
    pub days: Vec<DayFigures>,
    /// Most days in the top 10 first, at most 20 ([`MAX_LISTED`]).
    pub shelf: Vec<ShelfEntry>,
    /// Newest first, at most 20 ([`MAX_LISTED`]).
    pub entrants: Vec<Entrant>,
}

/// The keyword from `start` on, over `days` (oldest first; one before `start` is read as the
/// previous snapshot of the first day in range, never shown).
pub fn keyword_range(days: &[KeywordDay], start: NaiveDate, owners: Owners) -> KeywordRange {
    let mut out = KeywordRange::default();
    let mut entered: Vec<Entrant> = Vec::new();
    for (i, today) in days.iter().enumerate().filter(|(_, d)| d.day >= start) {
        let previous = i.checked_sub(1).map(|p| &days[p]);
        let new = new_in_top(today, previous);
        entered.extend(new.iter().map(|(place, id)| Entrant {
            product_id: *id,
            name: name_at(today, *place),
            day: today.day,
            place: *place,
        }));
        out.days.push(figures(today, new.len() as u32, owners));
    }
    out.shelf = shelf(&out.days, days.last().filter(|d| d.day >= start));
    // Newest first; a product that entered twice is listed at its latest entry.
    entered.sort_by_key(|e| (std::cmp::Reverse(e.day), e.place));
    let mut seen = HashSet::new();
    out.entrants = entered
        .into_iter()
        .filter(|e| seen.insert(e.product_id))
        .take(MAX_LISTED)
        .collect();
    out
}

fn name_at(day: &KeywordDay, place: u32) -> Option<String> {
    day.names.get(place as usize - 1).cloned().flatten()
}

/// `(place, product)` of the products in `today`'s top 100 absent from `previous`, each once.
fn new_in_top(today: &KeywordDay, previous: Option<&KeywordDay>) -> Vec<(u32, i64)> {
    let Some(previous) = previous else {
        return Vec::new();
    };
    // The top 100 hashed, the previous day's 500 scanned: a month of days is read per call.
    let top = &today.product_ids[..today.product_ids.len().min(KeywordDay::NAMED)];
    let mut absent: HashSet<i64> = top.iter().copied().collect();
    for id in &previous.product_ids {
        absent.remove(id);
    }
    top.iter()
        .enumerate()
        .filter(|(_, id)| absent.remove(id))
        .map(|(i, id)| (i as u32 + 1, *id))
        .collect()
}

/// One day's figures.
fn figures(day: &KeywordDay, new_entrants: u32, owners: Owners) -> DayFigures {
    let top10 = day
        .product_ids
        .iter()
        .take(KeywordDay::TOP)
        .enumerate()
        .map(|(i, id)| TopPlace {
            place: i as u32 + 1,
            product: owners.product(*id, day.names.get(i).cloned().flatten()),
            sale_price: day.sale_prices.get(i).copied().flatten(),
            review_count: day.reviews.get(i).copied().flatten(),
        })
        .collect();
    let page = day.first_page.min(day.product_ids.len());
    let mut prices: Vec<i64> = day
        .sale_prices
        .iter()
        .take(page)
        .flatten()
        .copied()
        .collect();
    prices.sort_unstable();
    let median = match prices.len() {
        0 => None,
        n if n % 2 == 1 => Some(prices[n / 2]),
        n => Some((prices[n / 2 - 1] + prices[n / 2]) / 2),
    };
    DayFigures {
        day: day.day,
        top10,
        first_page: FirstPage {
            places: page as u32,
            own: day.product_ids[..page]
                .iter()
                .filter(|id| owners.holds(**id))
                .count() as u32,
            prices: PriceBand {
                price_min: prices.first().copied(),
                price_median: median,
                price_max: prices.last().copied(),
            },
            ads: day.ad_pages.iter().filter(|p| **p == 1).count() as u32,
        },
        ads: day.ad_pages.len() as u32,
        new_entrants,
    }
}

/// Who held the top 10 over `days`, most days first (then the best place); `last` is the range's
/// last snapshot.
fn shelf(days: &[DayFigures], last: Option<&KeywordDay>) -> Vec<ShelfEntry> {
    let mut by_product: HashMap<i64, ShelfEntry> = HashMap::new();
    for day in days {
        for top in &day.top10 {
            let entry = by_product
                .entry(top.product.product_id)
                .or_insert(ShelfEntry {
                    product: top.product.clone(),
                    days_in_top10: 0,
                    best_place: top.place,
                    last_place: None,
                });
            entry.days_in_top10 += 1;
            entry.best_place = entry.best_place.min(top.place);
            if top.product.name.is_some() {
                entry.product.name.clone_from(&top.product.name);
            }
        }
    }
    let mut shelf: Vec<ShelfEntry> = by_product.into_values().collect();
    if let Some(last) = last {
        for entry in &mut shelf {
            entry.last_place = last
                .product_ids
                .iter()
                .position(|id| *id == entry.product.product_id)
                .map(|i| i as u32 + 1);
        }
    }
    shelf.sort_by_key(|e| {
        (
            std::cmp::Reverse(e.days_in_top10),
            e.best_place,
            e.product.product_id,
        )
    });
    shelf.truncate(MAX_LISTED);
    shelf
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::market::test_support::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
    }

    /// A day with products `ids`, the first `page` on page 1, sale prices `10_000 + id`, and ads
    /// on the pages `ads`.
    fn kday(d: u32, ids: &[i64], page: u32, ads: &[u32]) -> KeywordDay {
        let mut s = snapshot(ids, &[]);
        for p in &mut s.places {
            p.offer.sale_price = Some(10_000 + p.product_id);
        }
        s.pages = vec![page, ids.len() as u32 - page];
        s.ads = snapshot(&[], &ads.iter().map(|p| (0, *p)).collect::<Vec<_>>()).ads;
        KeywordDay::of(day(d), &s)
    }

    #[test]
    fn a_days_top_ten_first_page_ads_and_entrants() {
        let own = HashSet::from([4]);
        let owners = Owners {
            this: Some(2),
            own: &own,
        };
        let ids: Vec<i64> = (1..=14).collect();
        let mut later: Vec<i64> = (1..=12).collect();
        later.extend([20, 21]);
        let days = [kday(1, &ids, 6, &[1]), kday(2, &later, 5, &[1, 1, 2])];
        let r = keyword_range(&days, day(1), owners);
        assert_eq!(r.days.len(), 2);
        let first = &r.days[0];
        assert_eq!(first.new_entrants, 0, "no snapshot before the first");
        assert_eq!(first.top10.len(), 10);
        assert_eq!(
            (
                first.top10[1].product.this_slot,
                first.top10[3].product.own_slot
            ),
            (true, true)
        );
        assert_eq!(first.top10[0].product.name.as_deref(), Some("p1"));
        assert_eq!(first.top10[0].review_count, Some(100));
        // Page 1 holds 1..=6: prices 10_001..=10_006, median of an even count rounded down.
        assert_eq!(
            first.first_page,
            FirstPage {
                places: 6,
                own: 2,
                prices: PriceBand {
                    price_min: Some(10_001),
                    price_median: Some(10_003),
                    price_max: Some(10_006),
                },
                ads: 1
            }
        );
        let second = &r.days[1];
        assert_eq!((second.ads, second.first_page.ads), (3, 2));
        assert_eq!(second.first_page.prices.price_median, Some(10_003));
        assert_eq!(second.new_entrants, 2);
        assert_eq!(
            r.entrants
                .iter()
                .map(|e| (e.product_id, e.day, e.place, e.name.clone()))
                .collect::<Vec<_>>(),
            [
                (20, day(2), 13, Some("p20".into())),
                (21, day(2), 14, Some("p21".into()))
            ]
        );
    }

    #[test]
    fn the_shelf_counts_days_in_the_top_ten_and_the_day_before_the_range_is_only_compared() {
        let own = HashSet::new();
        let owners = Owners {
            this: None,
            own: &own,
        };
        let base: Vec<i64> = (1..=12).collect();
        let mut swapped = base.clone();
        swapped.swap(9, 11); // 12 into place 10, 10 to place 12
        let mut newcomer = base.clone();
        newcomer.insert(0, 30);
        let days = [
            kday(1, &[50, 51], 2, &[]),
            kday(2, &base, 12, &[]),
            kday(3, &swapped, 12, &[]),
            kday(4, &newcomer, 12, &[]),
        ];
        let r = keyword_range(&days, day(2), owners);
        assert_eq!(r.days.len(), 3, "day 1 is not shown");
        assert_eq!(r.days[0].new_entrants, 12, "all new against day 1");
        let shelf: Vec<(i64, u32, u32, Option<u32>)> = r
            .shelf
            .iter()
            .map(|e| {
                (
                    e.product.product_id,
                    e.days_in_top10,
                    e.best_place,
                    e.last_place,
                )
            })
            .collect();
        assert_eq!(shelf[0], (1, 3, 1, Some(2)));
        assert_eq!(shelf.len(), 12);
        assert!(shelf.contains(&(10, 1, 10, Some(11))));
        assert!(shelf.contains(&(12, 1, 10, Some(13))));
        assert!(shelf.contains(&(30, 1, 1, Some(1))));
        assert_eq!(
            r.entrants.first().map(|e| (e.product_id, e.day)),
            Some((30, day(4))),
            "newest first"
        );
        assert_eq!(r.entrants.len(), 13);
    }
}
