//! Who passed me and why: between two snapshots of a keyword, the products that overtook the
//! slot's product and those that fell behind it, each with what changed for it (price, discount,
//! reviews, rating, ad, stock, rocket badge, or new to the results).
//!
//! A product is known by its product id at its first place. A product absent from a snapshot
//! stands below everything in it: the crawl read past the slot's product, so one it did not
//! reach was below it.

use std::collections::{HashMap, HashSet};

use chrono::NaiveDate;
use serde::Serialize;

use super::locate;
use crate::{
    rank::counter::Target,
    values::market::{MarketSnapshot, Placed},
};

/// Most movers listed each way.
pub const MAX_MOVERS: usize = 20;

pub use crate::values::market::{Change, Mover};

/// The movement around the slot's product from `from` to `to`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Movers {
    #[schema(value_type = String, format = Date)]
    pub from: NaiveDate,
    #[schema(value_type = String, format = Date)]
    pub to: NaiveDate,
    pub rank_from: Option<u32>,
    pub rank_to: Option<u32>,
    /// Below (or absent) on `from`, above on `to`: most places gained first.
    pub passed: Vec<Mover>,
    /// Above on `from`, below (or gone) on `to`: most places lost first.
    pub fell_behind: Vec<Mover>,
}

/// Each product's first place and its card, by product id.
struct Places<'a> {
    at: HashMap<i64, (u32, &'a Placed)>,
    advertised: HashSet<i64>,
    /// Where an absent product stands: below every place.
    below_all: u32,
}

impl<'a> Places<'a> {
    fn of(snapshot: &'a MarketSnapshot) -> Self {
        let mut at = HashMap::with_capacity(snapshot.places.len());
        for (i, placed) in snapshot.places.iter().enumerate() {
            at.entry(placed.product_id)
                .or_insert((i as u32 + 1, placed));
        }
        Self {
            at,
            advertised: snapshot.ads.iter().map(|a| a.product_id).collect(),
            below_all: snapshot.places.len() as u32 + 1,
        }
    }

    fn place(&self, product_id: i64) -> Option<u32> {
        self.at.get(&product_id).map(|(place, _)| *place)
    }

    /// The place for comparing: absent is below all.
    fn standing(&self, product_id: i64) -> u32 {
        self.place(product_id).unwrap_or(self.below_all)
    }
}

/// Who passed the product `target` tracks, and who fell behind it, from `from` to `to`.
pub fn movers(
    (from_day, from): (NaiveDate, &MarketSnapshot),
    (to_day, to): (NaiveDate, &MarketSnapshot),
    target: &Target,
) -> Movers {
    let (rank_from, rank_to) = (locate(from, target), locate(to, target));
    let (before, after) = (Places::of(from), Places::of(to));
    let mover = |(id, placed): (i64, &Placed)| Mover {
        product_id: id,
        name: placed.name.clone(),
        place_from: before.place(id),
        place_to: after.place(id),
        changes: changes(id, &before, &after),
    };
    let passed = crossed(&after, rank_to, &before, rank_from);
    let fell_behind = crossed(&before, rank_from, &after, rank_to);
    Movers {
        from: from_day,
        to: to_day,
        rank_from,
        rank_to,
        passed: passed.into_iter().map(mover).collect(),
        fell_behind: fell_behind.into_iter().map(mover).collect(),
    }
}

/// The products above the slot's product (at `mine`) in `upper` that stand below it (at
/// `mine_lower`) in `lower`, the farthest moved first (then by place in `upper`), at most
/// [`MAX_MOVERS`]. With `upper` the later day these passed it; with `upper` the earlier, they
/// fell behind.
fn crossed<'a>(
    upper: &Places<'a>,
    mine: Option<u32>,
    lower: &Places,
    mine_lower: Option<u32>,
) -> Vec<(i64, &'a Placed)> {
    let me_upper = mine.unwrap_or(upper.below_all);
    let me_lower = mine_lower.unwrap_or(lower.below_all);
    let mut found: Vec<(i64, u32, i64, &Placed)> = upper
        .at
        .iter()
        .filter(|(id, (place, _))| *place < me_upper && lower.standing(**id) > me_lower)
        .map(|(id, (place, placed))| {
            let moved = i64::from(lower.standing(*id)) - i64::from(*place);
            (-moved, *place, *id, *placed)
        })
        .collect();
    found.sort_unstable_by_key(|(far, place, _, _)| (*far, *place));
    found
        .into_iter()
        .take(MAX_MOVERS)
        .map(|(_, _, id, placed)| (id, placed))
        .collect()
}

/// What changed for product `id` between the two snapshots, in a fixed order: new to the
/// results, then the offer (price, discount, reviews, rating), the ad, stock and the badge.
fn changes(id: i64, before: &Places, after: &Places) -> Vec<Change> {
    let mut out = Vec::new();
    let was = before.at.get(&id).map(|(_, p)| &p.offer);
    let is = after.at.get(&id).map(|(_, p)| &p.offer);
    if was.is_none() && is.is_some() {
        out.push(Change::NewEntrant);
    }
    if let (Some(was), Some(is)) = (was, is) {
        if let Some(percent) = price_change(was.sale_price, is.sale_price) {
            out.push(Change::Price { percent });
        }
        if was.discount_percent != is.discount_percent {
            out.push(Change::Discount {
                from: was.discount_percent,
                to: is.discount_percent,
            });
        }
        if let (Some(a), Some(b)) = (was.review_count, is.review_count)
            && b > a
        {
            out.push(Change::Reviews { added: b - a });
        }
        if let (Some(a), Some(b)) = (was.rating_tenths, is.rating_tenths)
            && a != b
        {
            out.push(Change::Rating {
                from_tenths: a,
                to_tenths: b,
            });
        }
    }
    match (
        before.advertised.contains(&id),
        after.advertised.contains(&id),
    ) {
        (false, true) => out.push(Change::NewAd),
        (true, false) => out.push(Change::AdEnded),
        _ => {}
    }
    if let (Some(was), Some(is)) = (was, is) {
        match (was.sold_out, is.sold_out) {
            (true, false) => out.push(Change::BackInStock),
            (false, true) => out.push(Change::SoldOut),
            _ => {}
        }
        match (was.rocket, is.rocket) {
            (false, true) => out.push(Change::RocketGained),
            (true, false) => out.push(Change::RocketLost),
            _ => {}
        }
    }
    out
}

/// The sale price's change in whole percent, rounded half away from zero; none when either price
/// is unknown or the change rounds to 0.
fn price_change(was: Option<i64>, is: Option<i64>) -> Option<i32> {
    let (was, is) = (was.filter(|p| *p > 0)?, is?);
    let percent = ((is - was) as f64 * 100.0 / was as f64).round() as i32;
    (percent != 0).then_some(percent)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::market::test_support::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
    }

    fn ids(list: &[Mover]) -> Vec<(i64, Option<u32>, Option<u32>)> {
        list.iter()
            .map(|m| (m.product_id, m.place_from, m.place_to))
            .collect()
    }

    #[test]
    fn who_passed_and_who_fell_behind_with_what_changed() {
        // Yesterday: 1 2 3 [4] 5 6 7; today: 1 6 [4] 2 8 3 5 (7 gone, 8 new).
        let from = snapshot(&[1, 2, 3, 4, 5, 6, 7], &[(2, 1)]);
        let mut to = snapshot(&[1, 6, 4, 2, 8, 3, 5], &[(6, 1)]);
        to.places[1].offer.sale_price = Some(8_800); // 6: 12 % cheaper
        to.places[1].offer.review_count = Some(440); // +340 reviews
        to.places[1].offer.rocket = true;
        let m = movers((day(1), &from), (day(2), &to), &target(4));
        assert_eq!((m.rank_from, m.rank_to), (Some(4), Some(3)));
        assert_eq!(ids(&m.passed), [(6, Some(6), Some(2))]);
        assert_eq!(
            m.passed[0].changes,
            [
                Change::Price { percent: -12 },
                Change::Reviews { added: 340 },
                Change::NewAd,
                Change::RocketGained
            ]
        );
        assert_eq!(
            ids(&m.fell_behind),
            [(3, Some(3), Some(6)), (2, Some(2), Some(4))],
            "most places lost first"
        );
        assert_eq!(m.fell_behind[1].changes, [Change::AdEnded]);
    }

    #[test]
    fn a_new_entrant_above_and_a_product_gone_from_above() {
        let from = snapshot(&[1, 2, 3], &[]);
        let to = snapshot(&[9, 1, 3], &[]);
        let m = movers((day(1), &from), (day(2), &to), &target(3));
        assert_eq!(ids(&m.passed), [(9, None, Some(1))]);
        assert_eq!(m.passed[0].changes, [Change::NewEntrant]);
        assert_eq!(ids(&m.fell_behind), [(2, Some(2), None)]);
        assert_eq!(m.fell_behind[0].changes, []);
    }

    #[test]
    fn offer_changes_each_kind() {
        let mut from = snapshot(&[5, 1], &[]);
        let mut to = snapshot(&[1, 5], &[]);
        from.places[1].offer.discount_percent = None;
        from.places[1].offer.rating_tenths = Some(42);
        from.places[1].offer.sold_out = true;
        from.places[1].offer.rocket = true;
        to.places[0].offer.discount_percent = Some(15);
        to.places[0].offer.rating_tenths = Some(45);
        to.places[0].offer.sale_price = Some(10_040); // +0.4 %: no price change
        to.places[0].offer.review_count = Some(90); // fewer: not a change
        let m = movers((day(1), &from), (day(2), &to), &target(5));
        assert_eq!(
            m.passed[0].changes,
            [
                Change::Discount {
                    from: None,
                    to: Some(15)
                },
                Change::Rating {
                    from_tenths: 42,
                    to_tenths: 45
                },
                Change::BackInStock,
                Change::RocketLost
            ]
        );
    }

    #[test]
    fn a_product_absent_then_found_is_passed_by_none_and_gone_from_the_top_lists_everyone_above() {
        let from = snapshot(&[1, 2], &[]);
        let to = snapshot(&[1, 2, 7], &[]);
        let m = movers((day(1), &from), (day(2), &to), &target(7));
        assert_eq!((m.rank_from, m.rank_to), (None, Some(3)));
        assert_eq!(m.passed, []);
        assert_eq!(m.fell_behind, []);
        let back = movers((day(2), &to), (day(3), &from), &target(7));
        assert_eq!(back.passed, [], "1 and 2 were above already");
        let gone = movers(
            (day(2), &to),
            (day(3), &snapshot(&[4, 1, 2], &[])),
            &target(7),
        );
        assert_eq!(ids(&gone.passed), [(4, None, Some(1))]);
    }

    #[test]
    fn at_most_twenty_each_way() {
        let from: Vec<i64> = (1..=60).collect();
        let to: Vec<i64> = (31..=60).chain(1..=30).collect();
        let m = movers(
            (day(1), &snapshot(&from, &[])),
            (day(2), &snapshot(&to, &[])),
            &target(30),
        );
        assert_eq!(m.passed.len(), MAX_MOVERS);
        assert_eq!(m.passed[0].product_id, 31, "31 gained the most");
    }
}
