//! The neighbourhood of a slot's product on a day: the places just above and below it, with what
//! each offered, whether it also bought an ad spot, and which of them are the advertiser's own.

use std::collections::HashSet;

use serde::Serialize;

use super::MarketProduct;
use crate::values::market::{MarketSnapshot, Offer};

/// Places shown each way around the product.
pub const AROUND: u32 = 5;

/// A place around the slot's product.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Neighbour {
    pub place: u32,
    /// `thisSlot` marks the place the rank rule finds the slot's product at.
    #[serde(flatten)]
    pub product: MarketProduct,
    #[serde(flatten)]
    pub offer: Offer,
    /// The product also holds an ad spot on that day's pages.
    pub advertised: bool,
}

/// Up to [`AROUND`] places above and below `place` (the slot's, from [`super::locate`]) and the
/// place itself, in place order; empty when the product is not in the snapshot. `own` holds the
/// products of the advertiser's other slots.
pub fn neighbourhood(
    snapshot: &MarketSnapshot,
    place: Option<u32>,
    own: &HashSet<i64>,
) -> Vec<Neighbour> {
    let Some(place) = place.filter(|p| (1..=snapshot.places.len() as u32).contains(p)) else {
        return Vec::new();
    };
    let advertised: HashSet<i64> = snapshot.ads.iter().map(|a| a.product_id).collect();
    let first = place.saturating_sub(AROUND).max(1);
    let last = (place + AROUND).min(snapshot.places.len() as u32);
    (first..=last)
        .map(|at| {
            let placed = &snapshot.places[at as usize - 1];
            Neighbour {
                place: at,
                product: MarketProduct::new(
                    placed.product_id,
                    placed.name.clone(),
                    at == place,
                    own,
                ),
                offer: placed.offer.clone(),
                advertised: advertised.contains(&placed.product_id),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::market::{locate, test_support::*};

    #[test]
    fn five_places_each_way_with_the_ads_and_the_advertisers_own_marked() {
        let ids: Vec<i64> = (1..=20).collect();
        let s = snapshot(&ids, &[(6, 1), (30, 1)]);
        let own = HashSet::from([12, 99]);
        let around = neighbourhood(&s, locate(&s, &target(9)), &own);
        let places: Vec<u32> = around.iter().map(|n| n.place).collect();
        assert_eq!(places, (4..=14).collect::<Vec<_>>());
        let flagged = |f: fn(&Neighbour) -> bool| {
            around
                .iter()
                .filter(|n| f(n))
                .map(|n| n.product.product_id)
                .collect::<Vec<_>>()
        };
        assert_eq!(flagged(|n| n.product.this_slot), [9]);
        assert_eq!(flagged(|n| n.product.own_slot), [12]);
        assert_eq!(flagged(|n| n.advertised), [6]);
        assert_eq!(around[0].product.name.as_deref(), Some("p4"));
        assert_eq!(around[0].offer.sale_price, Some(10_000));
    }

    #[test]
    fn the_edges_cut_the_neighbourhood_and_an_absent_product_has_none() {
        let s = snapshot(&[1, 2, 3, 4, 5, 6, 7], &[]);
        let top: Vec<u32> = neighbourhood(&s, Some(2), &HashSet::new())
            .iter()
            .map(|n| n.place)
            .collect();
        assert_eq!(top, [1, 2, 3, 4, 5, 6, 7]);
        let bottom: Vec<u32> = neighbourhood(&s, Some(7), &HashSet::new())
            .iter()
            .map(|n| n.place)
            .collect();
        assert_eq!(bottom, [2, 3, 4, 5, 6, 7]);
        assert_eq!(neighbourhood(&s, None, &HashSet::new()), []);
        assert_eq!(neighbourhood(&s, Some(8), &HashSet::new()), []);
    }
}
