//! The ground truth: the rank the crawler should report, counted on the organic list directly
//! (no pages, no ads). The rule is the one stated in `common::rank::parser` (MARKETPLACE.md "How
//! we count rank", rules 3–5); this is an independent implementation of it, so the two can check
//! each other: first appearances only, the most specific id match wins, nothing past
//! [`MAX_RANK`].

use std::collections::HashSet;

use chrono::NaiveDate;
use serde::Serialize;

use super::{Product, organic};

/// Places beyond this are "no rank" (0).
pub const MAX_RANK: u32 = 500;

/// A product's first organic appearance and its place (1-based).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FirstAppearance {
    /// Organic place, 1-based, repeats not counted.
    pub rank: u32,
    /// The product shown there.
    pub product: Product,
}

/// How a tracked product matched a card, most specific first. The names are the crawler's
/// (`common::rank::counter::MatchKind`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum MatchKind {
    /// productId + itemId + vendorItemId.
    #[serde(rename = "exact")]
    Exact,
    /// productId + vendorItemId.
    #[serde(rename = "product_vendor_item")]
    ProductAndVendorItem,
    /// productId + itemId.
    #[serde(rename = "product_item")]
    ProductAndItem,
    /// productId alone.
    #[serde(rename = "product")]
    ProductOnly,
}

/// Where and how a tracked product was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RankMatch {
    /// Organic place, 1..=500.
    pub rank: u32,
    /// Which ids matched.
    pub match_kind: MatchKind,
}

/// Every distinct organic product of `keyword` on `day` with its place, in order (unlimited:
/// callers cut at [`MAX_RANK`] where the rule needs it).
pub fn first_appearances(keyword: &str, day: NaiveDate, seed: u64) -> Vec<FirstAppearance> {
    let mut seen = HashSet::new();
    organic(keyword, day, seed)
        .into_iter()
        .filter(|p| seen.insert(p.ids()))
        .zip(1..)
        .map(|(product, rank)| FirstAppearance { rank, product })
        .collect()
}

/// The rank of a tracked product, 0 when it is not within the first 500 places.
pub fn true_rank(
    keyword: &str,
    day: NaiveDate,
    seed: u64,
    product_id: i64,
    item_id: Option<i64>,
    vendor_item_id: Option<i64>,
) -> u32 {
    match_rank(keyword, day, seed, (product_id, item_id, vendor_item_id)).map_or(0, |m| m.rank)
}

/// A tracked product as a slot names it: the product id, and its item and vendor item when known.
pub type Tracked = (i64, Option<i64>, Option<i64>);

/// Like [`true_rank`], with how the product matched; `None` is rank 0.
pub fn match_rank(keyword: &str, day: NaiveDate, seed: u64, tracked: Tracked) -> Option<RankMatch> {
    let places = first_appearances(keyword, day, seed);
    best_match(places.iter().take(MAX_RANK as usize), tracked)
}

/// The most specific match among `places`, the earliest of that kind.
fn best_match<'a>(
    places: impl Iterator<Item = &'a FirstAppearance>,
    (product_id, item_id, vendor_item_id): Tracked,
) -> Option<RankMatch> {
    let mut best: Option<RankMatch> = None;
    for place in places.filter(|p| p.product.product_id == product_id) {
        let item = item_id == Some(place.product.item_id);
        let vendor = vendor_item_id == Some(place.product.vendor_item_id);
        let match_kind = match (item, vendor) {
            (true, true) => MatchKind::Exact,
            (false, true) => MatchKind::ProductAndVendorItem,
            (true, false) => MatchKind::ProductAndItem,
            (false, false) => MatchKind::ProductOnly,
        };
        if best.is_none_or(|b| match_kind < b.match_kind) {
            best = Some(RankMatch {
                rank: place.rank,
                match_kind,
            });
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;

    fn day() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 22).expect("a valid date")
    }

    fn appearance(rank: u32, ids: (i64, i64, i64)) -> FirstAppearance {
        let mut product = Catalog::build("컵", 1).products[0].clone();
        (product.product_id, product.item_id, product.vendor_item_id) = ids;
        FirstAppearance { rank, product }
    }

    #[test]
    fn a_more_specific_match_later_wins_over_a_looser_one_earlier() {
        let places = [
            appearance(1, (5, 51, 501)),
            appearance(2, (5, 51, 500)),
            appearance(3, (5, 50, 500)),
        ];
        let found = |item, vendor| best_match(places.iter(), (5, item, vendor));
        assert_eq!(
            found(Some(50), Some(500)),
            Some(RankMatch {
                rank: 3,
                match_kind: MatchKind::Exact
            })
        );
        assert_eq!(
            found(Some(99), Some(500)).map(|m| (m.rank, m.match_kind)),
            Some((2, MatchKind::ProductAndVendorItem))
        );
        assert_eq!(
            found(Some(51), None).map(|m| (m.rank, m.match_kind)),
            Some((1, MatchKind::ProductAndItem))
        );
        assert_eq!(
            found(None, None).map(|m| (m.rank, m.match_kind)),
            Some((1, MatchKind::ProductOnly))
        );
        assert_eq!(best_match(places.iter(), (6, None, None)), None);
    }

    #[test]
    fn repeats_keep_their_first_place_and_places_stay_consecutive() {
        let places = first_appearances("블루투스 스피커", day(), 2);
        let raw = organic("블루투스 스피커", day(), 2);
        assert!(raw.len() > places.len(), "this keyword has repeats");
        assert!(places.iter().zip(1..).all(|(p, n)| p.rank == n));
    }

    #[test]
    fn products_past_place_five_hundred_have_rank_zero() {
        let places = first_appearances("블루투스 스피커", day(), 2);
        let early: HashSet<i64> = places[..500].iter().map(|p| p.product.product_id).collect();
        let deep = &places[500..]
            .iter()
            .find(|p| !early.contains(&p.product.product_id))
            .expect("a listing found only past place 500")
            .product;
        let rank_of = |p: &Product| {
            true_rank(
                "블루투스 스피커",
                day(),
                2,
                p.product_id,
                Some(p.item_id),
                Some(p.vendor_item_id),
            )
        };
        assert_eq!(rank_of(deep), 0);
        assert_eq!(rank_of(&places[99].product), 100);
    }
}
