//! The market around each slot (issue 29): what the slot did for its product's rank ([`effect`]),
//! read from the rank history, and who stood around it and why they moved, read from the market
//! snapshots a complete crawl stores ([`crate::db::market_snapshots`]).
//!
//! # Layout
//! - [`effect`]: first, last and best rank within the slot's period, days per tier.
//! - [`neighbourhood`]: the places around the slot's product on a day.
//! - [`movers`]: who passed the product, or fell behind it, between two days, and what changed
//!   for each.
//! - [`keyword`]: a keyword's days (top 10, the first page, ads, new entrants) and, over a range,
//!   who held the shelf and who entered.
//! - [`read`]: the two calls that read them for a slot (`GET /slots/{id}/market`, `…/keyword`).
//! - here: where the slot's product stands in a snapshot ([`locate`]).

pub mod effect;
pub mod keyword;
pub mod movers;
pub mod neighbourhood;
pub mod read;

use std::collections::HashSet;

use serde::Serialize;

use crate::{
    rank::counter::{Target, match_ids},
    values::market::MarketSnapshot,
};

/// A product as the views name it, and whose it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketProduct {
    pub product_id: i64,
    pub name: Option<String>,
    /// The slot's own product.
    pub this_slot: bool,
    /// A product of another slot of the same advertiser.
    pub own_slot: bool,
}

impl MarketProduct {
    /// Product `product_id`: the slot's when `this_slot`, else the advertiser's when in `own` (the
    /// products of their other slots).
    pub fn new(product_id: i64, name: Option<String>, this_slot: bool, own: &HashSet<i64>) -> Self {
        Self {
            product_id,
            name,
            this_slot,
            own_slot: !this_slot && own.contains(&product_id),
        }
    }
}

/// The place of `target` in `snapshot` (1-based), by the rank's own rule: the most specific match,
/// the first place among equals. `None` when the snapshot does not hold it.
pub fn locate(snapshot: &MarketSnapshot, target: &Target) -> Option<u32> {
    let mut best = None;
    for (index, placed) in snapshot.places.iter().enumerate() {
        let kind = match_ids(
            target,
            placed.product_id,
            placed.item_id,
            placed.vendor_item_id,
        );
        if let Some(kind) = kind
            && best.is_none_or(|(b, _)| kind < b)
        {
            best = Some((kind, index as u32 + 1));
        }
    }
    best.map(|(_, place)| place)
}

#[cfg(test)]
pub(crate) mod test_support {
    //! Hand-built snapshots for the rules' tests.
    use crate::values::market::{AdSpot, MarketSnapshot, Offer, Placed};

    /// A place holding product `id` (item and vendor item `id * 10`, `id * 100`), named `p{id}`.
    pub fn placed(id: i64, offer: Offer) -> Placed {
        Placed {
            product_id: id,
            item_id: Some(id * 10),
            vendor_item_id: Some(id * 100),
            name: Some(format!("p{id}")),
            offer,
        }
    }

    /// An offer at `price` won with `reviews` reviews.
    pub fn offer(price: i64, reviews: u32) -> Offer {
        Offer {
            sale_price: Some(price),
            review_count: Some(reviews),
            ..Offer::default()
        }
    }

    /// Products `ids` in place order, each at 10,000 won with 100 reviews, and ads for `ads`
    /// (product, page).
    pub fn snapshot(ids: &[i64], ads: &[(i64, u32)]) -> MarketSnapshot {
        MarketSnapshot {
            places: ids
                .iter()
                .map(|id| placed(*id, offer(10_000, 100)))
                .collect(),
            ads: ads
                .iter()
                .enumerate()
                .map(|(i, (id, page))| AdSpot {
                    page: *page,
                    position: i as u32 + 1,
                    product_id: *id,
                    item_id: None,
                    vendor_item_id: None,
                })
                .collect(),
            pages: vec![ids.len() as u32],
        }
    }

    /// The slot tracking product `id` as [`placed`] names it.
    pub fn target(id: i64) -> crate::rank::counter::Target {
        crate::rank::counter::Target {
            product_id: id,
            item_id: Some(id * 10),
            vendor_item_id: Some(id * 100),
            mid: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{test_support::*, *};

    #[test]
    fn the_product_is_found_where_the_rank_rule_puts_it() {
        let mut s = snapshot(&[1, 2, 3, 4], &[]);
        // Place 2 holds another item of product 3: a looser match than place 3's.
        s.places[1].product_id = 3;
        assert_eq!(locate(&s, &target(3)), Some(3));
        let loose = Target {
            item_id: None,
            vendor_item_id: None,
            ..target(3)
        };
        assert_eq!(locate(&s, &loose), Some(2), "the first place among equals");
        assert_eq!(locate(&s, &target(9)), None);
    }
}
