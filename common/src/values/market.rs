//! What a crawl read of the market besides the ranks (issue 29): each card's offer, and the
//! snapshot of a keyword's places and ads. Read by [`crate::rank::parser`], built by
//! [`crate::rank::market`], stored by [`crate::db::market_snapshots`]. Also the data the market
//! rules ([`crate::market`]) answer with that the layers below them name: the days a keyword has
//! snapshots, what the keyword view reads of one, and a mover with its changes (the "overtaken by"
//! alert's text is made from them).

use serde::{Deserialize, Serialize};

/// The offer a card shows. `rating_tenths` is the star rating times ten (4.5 stars: 45).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
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
    /// Organic places counted on each page read, in page order: `pages[0]` places are page 1's.
    #[serde(default)]
    pub pages: Vec<u32>,
}

impl MarketSnapshot {
    /// Organic places on the crawl's first result page (0 when the snapshot does not say).
    pub fn first_page_places(&self) -> usize {
        self.pages
            .first()
            .map_or(0, |n| *n as usize)
            .min(self.places.len())
    }
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

/// The first and last day a keyword has a snapshot.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct Available {
    #[schema(value_type = Option<String>, format = Date)]
    pub first: Option<chrono::NaiveDate>,
    #[schema(value_type = Option<String>, format = Date)]
    pub last: Option<chrono::NaiveDate>,
}

/// What changed for a product between two days.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Change {
    /// Sale price change in signed whole percent (-12: 12 % cheaper).
    Price {
        percent: i32,
    },
    /// The discount shown.
    Discount {
        from: Option<u8>,
        to: Option<u8>,
    },
    /// The review count grew by this many.
    Reviews {
        added: u32,
    },
    Rating {
        #[serde(rename = "fromTenths")]
        from_tenths: u8,
        #[serde(rename = "toTenths")]
        to_tenths: u8,
    },
    /// Holds an ad spot now and did not before.
    NewAd,
    AdEnded,
    BackInStock,
    SoldOut,
    RocketGained,
    RocketLost,
    /// Not in the earlier snapshot at all.
    NewEntrant,
}

/// A product that moved past the slot's product, either way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Mover {
    pub product_id: i64,
    pub name: Option<String>,
    pub place_from: Option<u32>,
    pub place_to: Option<u32>,
    pub changes: Vec<Change>,
}

/// What a keyword's view reads of a day's snapshot ([`crate::market::keyword`]): every place's
/// product, and the details of the first places only. [`KeywordDay::of`] cuts a whole snapshot the
/// way `db::market_snapshots::keyword_days` reads one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeywordDay {
    pub day: chrono::NaiveDate,
    /// Every organic place's product: `product_ids[0]` is place 1.
    pub product_ids: Vec<i64>,
    /// The names of the first [`KeywordDay::NAMED`] places.
    pub names: Vec<Option<String>>,
    /// The sale prices of the first page's places, or of the top 10 when it holds fewer.
    pub sale_prices: Vec<Option<i64>>,
    /// The review counts of the top 10.
    pub reviews: Vec<Option<u32>>,
    /// Organic places on the crawl's first result page (0 when the snapshot does not say).
    pub first_page: usize,
    /// Each ad spot's page.
    pub ad_pages: Vec<u32>,
}

impl KeywordDay {
    /// Places whose names are read (the top 100, where entrants are looked for).
    pub const NAMED: usize = 100;
    /// Places whose reviews are read, and whose prices at least.
    pub const TOP: usize = 10;

    /// The part of `snapshot` the keyword view reads.
    pub fn of(day: chrono::NaiveDate, snapshot: &MarketSnapshot) -> Self {
        let places = &snapshot.places;
        let first_page = snapshot.first_page_places();
        let upto = |n: usize| &places[..n.min(places.len())];
        Self {
            day,
            product_ids: places.iter().map(|p| p.product_id).collect(),
            names: upto(Self::NAMED).iter().map(|p| p.name.clone()).collect(),
            sale_prices: upto(first_page.max(Self::TOP))
                .iter()
                .map(|p| p.offer.sale_price)
                .collect(),
            reviews: upto(Self::TOP)
                .iter()
                .map(|p| p.offer.review_count)
                .collect(),
            first_page,
            ad_pages: snapshot.ads.iter().map(|a| a.page).collect(),
        }
    }
}
