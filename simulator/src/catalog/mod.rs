//! The products a keyword finds, as a pure function of `(keyword, KST day, seed)`.
//!
//! - **Depth**: most keywords are *common* (550–1000 organic products), some *rare* (5–200), and
//!   about 5 % find *none*, as does any keyword containing [`NO_RESULTS_MARKER`]. The class comes
//!   from a stable hash of the keyword and the seed.
//! - **Ids**: a product's ids depend on the keyword, the seed and its place in the keyword's base
//!   list only, so a slot can follow a product across days. A few listings are sold in several
//!   options (the same productId with another itemId, or the same item from another vendor), so
//!   matching by the most specific ids matters.
//! - **Drift**: each day the base list is shuffled a little ([`DRIFT`] places at most either way
//!   for each product's sort key), so a product's rank between two days differs by a few places.
//! - **Repeats**: about 2.5 % of products appear a second time further down the organic list.
//! - **The market** ([`market`]): from [`market::EPOCH`] on, price cuts, review surges, sold-out
//!   spells and new entrants change what the cards show and move the products they touch further
//!   than the drift does.
//!
//! Rank is counted on this list by the rule of MARKETPLACE.md, in [`true_rank`].

mod listing;
pub mod market;
mod truth;
pub(crate) mod words;

use chrono::{Datelike, NaiveDate};
use serde::Serialize;

use crate::rng::{self, Rng};
use listing::{another_option, new_listing, product_id};

pub use truth::{
    FirstAppearance, MAX_RANK, MatchKind, RankMatch, Tracked, first_appearances, match_rank,
    true_rank,
};

/// Any keyword containing this finds nothing, whatever its hash says.
pub const NO_RESULTS_MARKER: &str = "없는상품";

/// How far (in places) a product's sort key moves from its base place on a given day.
pub const DRIFT: f64 = 2.5;

/// Share of products shown a second time further down the list.
const REPEAT_SHARE: f64 = 0.025;
/// Share of products that are another option of an earlier listing.
const OPTION_SHARE: f64 = 0.02;
/// Sponsored-only products per keyword, besides organic products advertised again.
const AD_POOL: usize = 80;
/// Suffixes of new entrants ([`market`]) start here: organic ones (at most 1,000) stay below and
/// `MAX_GENERATIONS` per place fit under [`AD_SUFFIX_BASE`].
const ENTRANT_SUFFIX_BASE: u64 = 1_000;
/// Suffixes of sponsored-only products start here; organic ones stay below.
const AD_SUFFIX_BASE: u64 = 5_000;
/// A product id is `prefix * ID_SPREAD + suffix`: ten digits, like the marketplace's.
const ID_SPREAD: u64 = 10_000;

/// One product as a result card shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Product {
    /// The listing.
    pub product_id: i64,
    /// The option (SKU) of the listing.
    pub item_id: i64,
    /// One seller's offer of the item; the card's `data-id`.
    pub vendor_item_id: i64,
    /// Korean name built from the keyword.
    pub name: String,
    /// Sale price in won.
    pub price: i64,
    /// Price before the discount in won; equal to `price` when there is none.
    pub list_price: i64,
    /// Whole-percent discount shown beside the list price; 0 when there is none.
    pub discount_percent: u32,
    /// Stars out of 5 in half steps; 0 when there are no reviews.
    pub rating: f32,
    /// Number of reviews.
    pub review_count: u32,
    /// Delivered by the marketplace's own next-day service (the card shows a badge).
    pub rocket_delivery: bool,
    /// The card says it is sold out today ([`market`]).
    pub sold_out: bool,
    /// Path of the thumbnail on the simulator (`/thumb/{productId}.svg`).
    pub image_path: String,
}

impl Product {
    /// The ids as `(productId, itemId, vendorItemId)`: what makes a card a repeat of another.
    pub fn ids(&self) -> (i64, i64, i64) {
        (self.product_id, self.item_id, self.vendor_item_id)
    }
}

/// How many products a keyword finds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum DepthClass {
    /// No results at all.
    None,
    /// 5–200 organic products.
    Rare,
    /// 550–1000 organic products.
    Common,
}

/// The depth class of a keyword.
pub fn depth_class(keyword: &str, seed: u64) -> DepthClass {
    if keyword.contains(NO_RESULTS_MARKER) {
        return DepthClass::None;
    }
    let draw = rng::unit(rng::key(&[seed, rng::hash_str(keyword), Tag::Depth as u64]));
    if draw < 0.05 {
        DepthClass::None
    } else if draw < 0.20 {
        DepthClass::Rare
    } else {
        DepthClass::Common
    }
}

/// How many distinct organic products a keyword finds (the same every day).
pub fn depth(keyword: &str, seed: u64) -> usize {
    let mut rng = Rng::new(rng::key(&[
        seed,
        rng::hash_str(keyword),
        Tag::DepthSize as u64,
    ]));
    match depth_class(keyword, seed) {
        DepthClass::None => 0,
        DepthClass::Rare => rng.range(5, 200) as usize,
        DepthClass::Common => rng.range(550, 1000) as usize,
    }
}

/// The organic result list of `keyword` on `day`, in rank order, repeats included.
pub fn organic(keyword: &str, day: NaiveDate, seed: u64) -> Vec<Product> {
    Catalog::build(keyword, seed).organic(day)
}

/// A product of `keyword` (organic or sponsored-only) by its ids: the exact option when
/// `item_id`/`vendor_item_id` name one, else the listing's first option.
pub fn find_product(
    keyword: &str,
    seed: u64,
    product_id: i64,
    item_id: Option<i64>,
    vendor_item_id: Option<i64>,
) -> Option<Product> {
    Catalog::build(keyword, seed).find(product_id, item_id, vendor_item_id)
}

/// The id prefix shared by every product of `keyword`: product ids are `prefix * 10000 + n`.
pub fn id_prefix(keyword: &str, seed: u64) -> u64 {
    100_000 + rng::key(&[seed, rng::hash_str(keyword), Tag::Prefix as u64]) % 900_000
}

/// The id prefix of a product id (see [`id_prefix`]); keywords sharing it are candidates.
pub fn prefix_of(product_id: i64) -> u64 {
    product_id.unsigned_abs() / ID_SPREAD
}

/// Separate random streams for separate purposes, so changing one never shifts another.
#[derive(Clone, Copy)]
enum Tag {
    Depth = 1,
    DepthSize,
    Prefix,
    Keyword,
    Product,
    Repeat,
    Drift,
    Ad,
    Cut,
    Surge,
    SoldOut,
    Entrant,
    EntrantListing,
}

/// Mixes a purpose tag and numbers into a generator seed.
pub(crate) fn stream(seed: u64, keyword_hash: u64, tag: u64, parts: &[u64]) -> Rng {
    let mut all = vec![seed, keyword_hash, tag];
    all.extend_from_slice(parts);
    Rng::new(rng::key(&all))
}

/// A keyword's products before the day's drift.
#[derive(Debug, Clone)]
pub(crate) struct Catalog {
    /// Stable hash of the keyword, mixed into every draw.
    pub(crate) keyword_hash: u64,
    pub(crate) seed: u64,
    /// Distinct organic products in base order.
    pub(crate) products: Vec<Product>,
    /// Products that are only ever sponsored.
    pub(crate) ads: Vec<Product>,
    /// `(base index, places after it)`: products shown a second time.
    repeats: Vec<(usize, usize)>,
    /// The keyword as searched (trimmed), its id prefix and typical price: new entrants share them.
    keyword: String,
    prefix: u64,
    base_price: f64,
}

/// What every product of a keyword shares.
struct KeywordTraits<'a> {
    keyword: &'a str,
    prefix: u64,
    /// Typical price of the keyword's products in won.
    base_price: f64,
}

impl Catalog {
    /// Generates the keyword's products.
    pub(crate) fn build(keyword: &str, seed: u64) -> Self {
        let keyword_hash = rng::hash_str(keyword);
        let mut rng = stream(seed, keyword_hash, Tag::Keyword as u64, &[]);
        let traits = KeywordTraits {
            keyword: keyword.trim(),
            prefix: id_prefix(keyword, seed),
            base_price: (3_000f64.ln() + rng.unit() * (200_000f64.ln() - 3_000f64.ln())).exp(),
        };
        let depth = depth(keyword, seed);

        let mut products: Vec<Product> = Vec::with_capacity(depth);
        for index in 0..depth {
            let mut rng = stream(seed, keyword_hash, Tag::Product as u64, &[index as u64]);
            let option_of = (index >= 5 && rng.chance(OPTION_SHARE))
                .then(|| index - rng.range(1, (index as u64).min(40)) as usize);
            let product = match option_of {
                Some(parent) => another_option(&products[parent], index, &mut rng),
                None => new_listing(&traits, index as u64, index, depth, &mut rng),
            };
            products.push(product);
        }

        let ads = if depth == 0 {
            Vec::new()
        } else {
            (0..AD_POOL)
                .map(|n| {
                    let mut rng = stream(seed, keyword_hash, Tag::Ad as u64, &[n as u64]);
                    new_listing(&traits, AD_SUFFIX_BASE + n as u64, depth, depth, &mut rng)
                })
                .collect()
        };

        let repeats = (0..depth)
            .filter_map(|index| {
                let mut rng = stream(seed, keyword_hash, Tag::Repeat as u64, &[index as u64]);
                rng.chance(REPEAT_SHARE)
                    .then(|| (index, rng.range(12, 160) as usize))
            })
            .collect();

        Self {
            keyword_hash,
            seed,
            products,
            ads,
            repeats,
            keyword: traits.keyword.to_owned(),
            prefix: traits.prefix,
            base_price: traits.base_price,
        }
    }

    /// The listing that replaced the one at base place `index` for the `generation`th time: new
    /// ids, the keyword's kind of name and price, a handful of reviews.
    fn entrant(&self, index: usize, generation: u32) -> Product {
        let traits = KeywordTraits {
            keyword: &self.keyword,
            prefix: self.prefix,
            base_price: self.base_price,
        };
        let mut rng = stream(
            self.seed,
            self.keyword_hash,
            Tag::EntrantListing as u64,
            &[index as u64, u64::from(generation)],
        );
        let mut product = new_listing(
            &traits,
            Self::entrant_suffix(index, generation),
            index,
            self.products.len(),
            &mut rng,
        );
        product.review_count = rng.range(0, 30) as u32;
        product.rating = if product.review_count == 0 { 0.0 } else { 4.5 };
        product
    }

    fn entrant_suffix(index: usize, generation: u32) -> u64 {
        ENTRANT_SUFFIX_BASE
            + index as u64 * u64::from(market::MAX_GENERATIONS)
            + u64::from(generation - 1)
    }

    fn entrant_id(&self, index: usize, generation: u32) -> i64 {
        product_id(self.prefix, Self::entrant_suffix(index, generation))
    }

    /// The product at base place `index` as it is on `day`, and the places the market moves it.
    fn on_day(&self, index: usize, day: NaiveDate) -> (Product, f64) {
        let spells = market::Spells::on(self.seed, self.keyword_hash, index, day);
        let listing = match spells.generation {
            0 => spells.apply(&self.products[index]),
            generation => spells.apply(&self.entrant(index, generation)),
        };
        (listing, spells.shift(index))
    }

    /// The organic list on `day`: every product and repeat, as the market left it that day,
    /// sorted by its base place plus the market's move and the day's noise of at most [`DRIFT`]
    /// places.
    pub(crate) fn organic(&self, day: NaiveDate) -> Vec<Product> {
        let day_number = day.num_days_from_ce() as u64;
        let noise = |index: usize, copy: u64| {
            let mut rng = stream(
                self.seed,
                self.keyword_hash,
                Tag::Drift as u64,
                &[day_number, index as u64, copy],
            );
            (rng.unit() * 2.0 - 1.0) * DRIFT
        };
        let today: Vec<(Product, f64)> = (0..self.products.len())
            .map(|index| self.on_day(index, day))
            .collect();
        let mut keyed: Vec<(f64, usize, &Product)> = today
            .iter()
            .enumerate()
            .map(|(index, (p, shift))| (index as f64 + shift + noise(index, 0), 2 * index, p))
            .collect();
        keyed.extend(self.repeats.iter().map(|&(index, gap)| {
            let (product, shift) = &today[index];
            let place = (index + gap) as f64 + shift + noise(index, 1);
            (place, 2 * index + 1, product)
        }));
        keyed.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        keyed.into_iter().map(|(_, _, p)| p.clone()).collect()
    }

    /// A product by its ids, organic or sponsored-only; see [`find_product`].
    pub(crate) fn find(
        &self,
        product_id: i64,
        item_id: Option<i64>,
        vendor_item_id: Option<i64>,
    ) -> Option<Product> {
        let entrants: Vec<Product> = (0..self.products.len())
            .flat_map(|index| (1..=market::MAX_GENERATIONS).map(move |g| (index, g)))
            .filter(|&(index, g)| self.entrant_id(index, g) == product_id)
            .map(|(index, g)| self.entrant(index, g))
            .collect();
        let mut options = self
            .products
            .iter()
            .chain(&self.ads)
            .chain(&entrants)
            .filter(|p| p.product_id == product_id);
        let first = options.clone().next()?;
        let exact = options.find(|p| {
            item_id.is_none_or(|id| id == p.item_id)
                && vendor_item_id.is_none_or(|id| id == p.vendor_item_id)
        });
        Some(exact.unwrap_or(first).clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, d).expect("a valid date")
    }

    #[test]
    fn ids_have_the_marketplaces_lengths_and_are_unique_per_option() {
        let catalog = Catalog::build("무선 이어폰", 1);
        let mut seen = std::collections::HashSet::new();
        for p in catalog.products.iter().chain(&catalog.ads) {
            assert_eq!(p.product_id.to_string().len(), 10, "{p:?}");
            assert_eq!(p.item_id.to_string().len(), 11);
            assert_eq!(p.vendor_item_id.to_string().len(), 11);
            assert_eq!(prefix_of(p.product_id), id_prefix("무선 이어폰", 1));
            assert!(seen.insert(p.ids()), "the same option twice: {p:?}");
        }
    }

    #[test]
    fn some_listings_come_in_several_options() {
        let catalog = Catalog::build("무선 이어폰", 1);
        let mut listings = std::collections::HashMap::<i64, usize>::new();
        for p in &catalog.products {
            *listings.entry(p.product_id).or_default() += 1;
        }
        assert!(listings.values().any(|&n| n > 1));
    }

    #[test]
    fn names_prices_and_ratings_look_like_the_marketplaces() {
        for p in &Catalog::build("캠핑 의자", 9).products {
            assert!(p.name.contains("캠핑 의자"), "{}", p.name);
            assert!(p.price >= 1_000 && p.price <= p.list_price);
            assert_eq!(p.discount_percent == 0, p.price == p.list_price);
            assert!((0.0..=5.0).contains(&p.rating));
            assert_eq!(p.rating == 0.0, p.review_count == 0);
        }
    }

    #[test]
    fn a_product_is_found_by_its_ids_and_by_its_listing_alone() {
        let catalog = Catalog::build("텀블러", 5);
        let p = &catalog.products[10];
        let exact = catalog.find(p.product_id, Some(p.item_id), Some(p.vendor_item_id));
        assert_eq!(exact, Some(p.clone()));
        assert!(catalog.find(p.product_id, None, None).is_some());
        assert_eq!(catalog.find(42, None, None), None);
        let ad = &catalog.ads[3];
        assert_eq!(catalog.find(ad.product_id, None, None), Some(ad.clone()));
    }

    #[test]
    fn the_no_results_marker_empties_any_keyword() {
        assert_eq!(depth_class("이건없는상품이에요", 1), DepthClass::None);
        assert!(organic("이건없는상품이에요", day(1), 1).is_empty());
    }

    #[test]
    fn every_product_appears_each_day_with_the_repeats() {
        let catalog = Catalog::build("노트북 거치대", 3);
        let list = catalog.organic(day(2));
        assert_eq!(list.len(), catalog.products.len() + catalog.repeats.len());
    }
}
