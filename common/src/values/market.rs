//! What a crawl read of the market besides the ranks (issue 29): each card's offer, and the
//! snapshot of a keyword's places and ads. Read by [`crate::rank::parser`], built by
//! [`crate::rank::market`], stored by [`crate::db::market_snapshots`].

use serde::{Deserialize, Serialize};

/// The offer a card shows. `rating_tenths` is the star rating times ten (4.5 stars: 45).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Offer {
    /// Sale price in won.
    pub sale_price: Option<i64>,
    /// Price before the discount, shown struck through; absent when there is no discount.
    pub list_price: Option<i64>,
    /// Whole-percent discount.
    pub discount_percent: Option<u8>,
    pub rating_tenths: Option<u8>,
    pub review_count: Option<u32>,
    /// The marketplace's own next-day delivery badge (`로켓배송`).
    pub rocket: bool,
    /// The delivery promise as shown (`내일 도착 보장`, `무료배송`).
    pub delivery: Option<String>,
    pub sold_out: bool,
}

/// What one crawl of a keyword saw.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarketSnapshot {
    /// Organic places in order: `places[0]` is place 1.
    pub places: Vec<Placed>,
    /// Sponsored cards in page order.
    pub ads: Vec<AdSpot>,
}

/// A product at an organic place.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub product_id: i64,
    pub item_id: Option<i64>,
    pub vendor_item_id: Option<i64>,
    pub name: Option<String>,
    pub offer: Offer,
}

/// A sponsored card: its page, its 1-based position among the page's product cards, its product.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AdSpot {
    pub page: u32,
    pub position: u32,
    pub product_id: i64,
    pub item_id: Option<i64>,
    pub vendor_item_id: Option<i64>,
}
