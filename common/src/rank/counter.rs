//! Counts organic places across a crawl's pages and finds the tracked products, applying the rule
//! stated in [`super::parser`]: sponsored cards skipped, repeats keep their first place, at most
//! [`MAX_RANK`] places, and a match by the most specific ids available.

use std::collections::{HashMap, HashSet};

use super::parser::Card;
use crate::db::slots::TrackedSlot;

/// Places beyond this are "no rank".
pub const MAX_RANK: u32 = 500;

/// A tracked product: the ids extracted from a slot's URL, and the slot's optional merchant id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Target {
    pub product_id: i64,
    pub item_id: Option<i64>,
    pub vendor_item_id: Option<i64>,
    /// The slot's `mid` when it is a number: matches a card whose productId or vendorItemId it is.
    pub mid: Option<i64>,
}

impl Target {
    /// What a crawl looks for on behalf of `slot`.
    pub fn of(slot: &TrackedSlot) -> Self {
        Target {
            product_id: slot.product_id,
            item_id: slot.item_id,
            vendor_item_id: slot.vendor_item_id,
            mid: slot.mid,
        }
    }
}

/// How specifically a card matched a target, most specific first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum MatchKind {
    /// productId + itemId + vendorItemId.
    Exact,
    ProductAndVendorItem,
    ProductAndItem,
    ProductOnly,
    /// The slot's merchant id is the card's productId or vendorItemId (the URL's ids did not match).
    MerchantId,
}

impl MatchKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Exact => "exact",
            Self::ProductAndVendorItem => "product_vendor_item",
            Self::ProductAndItem => "product_item",
            Self::ProductOnly => "product",
            Self::MerchantId => "mid",
        }
    }
}

/// The organic places of one crawl so far and the best match of each target.
#[derive(Debug)]
pub struct RankCounter {
    targets: Vec<Target>,
    place: u32,
    seen: HashSet<(i64, Option<i64>, Option<i64>)>,
    best: HashMap<Target, (MatchKind, u32)>,
}

impl RankCounter {
    pub fn new(targets: impl IntoIterator<Item = Target>) -> Self {
        let mut targets: Vec<Target> = targets.into_iter().collect();
        targets.sort_by_key(|t| (t.product_id, t.item_id, t.vendor_item_id, t.mid));
        targets.dedup();
        Self {
            targets,
            place: 0,
            seen: HashSet::new(),
            best: HashMap::new(),
        }
    }

    /// Counts the next page's cards in order.
    pub fn feed(&mut self, cards: &[Card]) {
        self.feed_each(cards, |_| ());
    }

    /// [`feed`](Self::feed), calling `counted` with each card that took the next place.
    pub fn feed_each(&mut self, cards: &[Card], mut counted: impl FnMut(&Card)) {
        for card in cards.iter().filter(|c| !c.sponsored) {
            if self.place >= MAX_RANK {
                return;
            }
            if !self
                .seen
                .insert((card.product_id, card.item_id, card.vendor_item_id))
            {
                continue; // a repeat keeps its first place
            }
            self.place += 1;
            counted(card);
            for target in &self.targets {
                if let Some(kind) = match_kind(target, card) {
                    let better = self.best.get(target).is_none_or(|(best, _)| kind < *best);
                    if better {
                        self.best.insert(*target, (kind, self.place));
                    }
                }
            }
        }
    }

    /// Organic places counted so far.
    pub fn places(&self) -> u32 {
        self.place
    }

    /// Whether more pages can change nothing: every target found exactly, or 500 places read.
    pub fn done(&self) -> bool {
        self.place >= MAX_RANK || self.targets.iter().all(|t| self.exact_or_best_possible(t))
    }

    /// The best match of a target so far: `(place, kind)`.
    pub fn found(&self, target: &Target) -> Option<(u32, MatchKind)> {
        self.best.get(target).map(|(kind, place)| (*place, *kind))
    }

    /// Once the crawl read every page it needed: the rank of a target, 0 when not found.
    pub fn final_rank(&self, target: &Target) -> u32 {
        self.found(target).map_or(0, |(place, _)| place)
    }

    fn exact_or_best_possible(&self, target: &Target) -> bool {
        let best_possible = match (target.item_id, target.vendor_item_id) {
            (Some(_), Some(_)) => MatchKind::Exact,
            (None, Some(_)) => MatchKind::ProductAndVendorItem,
            (Some(_), None) => MatchKind::ProductAndItem,
            (None, None) => MatchKind::ProductOnly,
        };
        self.best
            .get(target)
            .is_some_and(|(kind, _)| *kind == best_possible)
    }
}

/// How `card` matches `target`, if at all.
pub fn match_kind(target: &Target, card: &Card) -> Option<MatchKind> {
    match_ids(target, card.product_id, card.item_id, card.vendor_item_id)
}

/// How a card with these ids matches `target`, if at all (a stored place is matched the same way:
/// [`crate::market::locate`]).
pub fn match_ids(
    target: &Target,
    product_id: i64,
    item_id: Option<i64>,
    vendor_item_id: Option<i64>,
) -> Option<MatchKind> {
    if product_id != target.product_id {
        let by_mid = target
            .mid
            .is_some_and(|mid| product_id == mid || vendor_item_id == Some(mid));
        return by_mid.then_some(MatchKind::MerchantId);
    }
    let item = target.item_id.is_some() && target.item_id == item_id;
    let vendor = target.vendor_item_id.is_some() && target.vendor_item_id == vendor_item_id;
    Some(match (item, vendor) {
        (true, true) => MatchKind::Exact,
        (false, true) => MatchKind::ProductAndVendorItem,
        (true, false) => MatchKind::ProductAndItem,
        (false, false) => MatchKind::ProductOnly,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(product_id: i64, item_id: i64, vendor_item_id: i64, sponsored: bool) -> Card {
        Card {
            product_id,
            item_id: Some(item_id),
            vendor_item_id: Some(vendor_item_id),
            sponsored,
            name: None,
            image: None,
            offer: Default::default(),
        }
    }

    fn target(product_id: i64, item_id: i64, vendor_item_id: i64) -> Target {
        Target {
            product_id,
            item_id: Some(item_id),
            vendor_item_id: Some(vendor_item_id),
            mid: None,
        }
    }

    #[test]
    fn places_count_organic_cards_across_pages_skipping_ads_and_repeats() {
        let wanted = target(3, 30, 300);
        let mut counter = RankCounter::new([wanted, target(9, 90, 900)]);
        counter.feed(&[
            card(3, 30, 300, true),
            card(1, 10, 100, false),
            card(2, 20, 200, false),
        ]);
        counter.feed(&[
            card(1, 10, 100, false),
            card(9, 90, 900, true),
            card(3, 30, 300, false),
        ]);

        assert_eq!(
            counter.found(&wanted),
            Some((3, MatchKind::Exact)),
            "the sponsored copy and the repeat do not count"
        );
        assert_eq!(counter.places(), 3);
        assert!(!counter.done(), "9 was only seen sponsored");
        assert_eq!(counter.final_rank(&target(9, 90, 900)), 0);
    }

    #[test]
    fn a_more_specific_match_later_wins_over_a_loose_one_earlier() {
        let wanted = target(5, 50, 500);
        let mut counter = RankCounter::new([wanted]);
        counter.feed(&[card(5, 51, 501, false), card(5, 51, 500, false)]);
        assert_eq!(
            counter.found(&wanted),
            Some((2, MatchKind::ProductAndVendorItem))
        );
        assert!(!counter.done(), "an exact match may still come");
        counter.feed(&[card(5, 50, 500, false)]);
        assert_eq!(counter.found(&wanted), Some((3, MatchKind::Exact)));
        assert!(counter.done());
    }

    #[test]
    fn nothing_counts_past_place_five_hundred() {
        let wanted = target(999, 1, 1);
        let mut counter = RankCounter::new([wanted]);
        let page: Vec<Card> = (1..=500).map(|i| card(i, i, i, false)).collect();
        counter.feed(&page);
        counter.feed(&[card(999, 1, 1, false)]);
        assert!(counter.done());
        assert_eq!(counter.final_rank(&wanted), 0);
    }

    #[test]
    fn a_slot_url_without_item_ids_matches_the_product_alone() {
        let loose = Target {
            product_id: 7,
            item_id: None,
            vendor_item_id: None,
            mid: None,
        };
        let mut counter = RankCounter::new([loose]);
        counter.feed(&[card(6, 1, 1, false), card(7, 2, 2, false)]);
        assert_eq!(counter.found(&loose), Some((2, MatchKind::ProductOnly)));
        assert!(counter.done());
    }

    #[test]
    fn a_merchant_id_matches_a_card_by_product_or_vendor_item_and_the_url_ids_win() {
        let by_mid = Target {
            mid: Some(4000),
            ..target(1, 10, 100)
        };
        let mut counter = RankCounter::new([by_mid]);
        counter.feed(&[card(5, 50, 500, false), card(4000, 40, 400, false)]);
        assert_eq!(counter.found(&by_mid), Some((2, MatchKind::MerchantId)));
        assert!(!counter.done(), "the URL's product may still come");
        counter.feed(&[card(1, 10, 100, false)]);
        assert_eq!(counter.found(&by_mid), Some((3, MatchKind::Exact)));

        let by_vendor_item = Target {
            mid: Some(600),
            ..target(2, 20, 200)
        };
        let mut counter = RankCounter::new([by_vendor_item]);
        counter.feed(&[card(6, 60, 600, true), card(6, 60, 600, false)]);
        assert_eq!(
            counter.found(&by_vendor_item),
            Some((1, MatchKind::MerchantId)),
            "the sponsored card does not count"
        );
    }
}
