//! The market a crawl read (issue 29's market snapshot): per organic place the product's ids, name
//! and offer; per sponsored card its page and position. Built while the crawl counts its pages, from
//! the places the counter counts (so repeats and the cut at place 500 follow the one rule in
//! [`super::parser`]), and stored with the run's outcome only when the crawl was complete
//! ([`super::runs`]): it costs no page the rank did not need.

pub use crate::values::market::{AdSpot, MarketSnapshot, Placed};

use super::parser::Card;

impl MarketSnapshot {
    /// The card the counter just counted as the next organic place.
    pub fn place(&mut self, card: &Card) {
        self.places.push(Placed {
            product_id: card.product_id,
            item_id: card.item_id,
            vendor_item_id: card.vendor_item_id,
            name: card.name.clone(),
            offer: card.offer.clone(),
        });
    }

    /// Page `page` was counted: its sponsored cards, and how many organic places it gave (those
    /// [`place`](Self::place) took since the previous page).
    pub fn page_read(&mut self, page: u32, cards: &[Card]) {
        let before: u32 = self.pages.iter().sum();
        self.pages.push(self.places.len() as u32 - before);
        let ads = cards.iter().enumerate().filter(|(_, card)| card.sponsored);
        self.ads.extend(ads.map(|(index, card)| AdSpot {
            page,
            position: index as u32 + 1,
            product_id: card.product_id,
            item_id: card.item_id,
            vendor_item_id: card.vendor_item_id,
        }));
    }
}
