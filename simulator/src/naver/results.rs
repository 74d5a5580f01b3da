//! A keyword's Naver Shopping results, as a pure function of `(keyword, KST day, seed)`.
//!
//! - **Depth**: most keywords find 1,050–1,600 products (so MIDs beyond position 1,000 exist, which
//!   the API never reaches), some 20–300, about 5 % none. `total` reports a far larger result, as
//!   the real API does.
//! - **Kinds** (`productType`): catalog (price-comparison) products (1), store products not matched
//!   into a catalog (2) and matched ones (3), with used (4–6) and pre-sale (10–12) ones mixed in.
//! - **Drift**: each day the order moves a little ([`DRIFT`] places at most either way for each
//!   product's sort key), so a MID's position between two days differs by a few places.
//! - **Matched into a catalog**: some unmatched store products get matched on a day of their own
//!   (from [`MATCH_EPOCH`] on); from that day they leave the results and their catalog holds the
//!   place ([`NaverItem::matched_on`]).
//!
//! The answer's format (string values, `<b>` marks, entities) follows `shared/NAVER-SHOPPING.md`.

use chrono::NaiveDate;
use serde::Serialize;

use crate::{
    catalog::{NO_RESULTS_MARKER, stream},
    rng,
};

/// How far (in places) a product's sort key moves from its base place on a given day.
pub const DRIFT: f64 = 3.0;
/// Store products get matched into catalogs from this day on.
pub const MATCH_EPOCH: (i32, u32, u32) = (2026, 11, 1);
/// Days over which the matches are spread.
const MATCH_SPREAD_DAYS: u64 = 90;
/// Share of unmatched store products that get matched into a catalog on some day.
const MATCH_SHARE: f64 = 0.06;

/// Separate random streams (high numbers: the Coupang catalog's tags stay below).
#[derive(Clone, Copy)]
enum Tag {
    Depth = 101,
    Item,
    Drift,
    Prefix,
}

/// One product as the API's item describes it (before it is written as strings).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NaverItem {
    /// The MID.
    pub product_id: i64,
    /// 1–3 ordinary, 4–6 used, 10–12 pre-sale; within each: catalog, store, store matched.
    pub product_type: u8,
    /// The name, without the `<b>` marks and with entities decoded.
    pub name: String,
    pub lprice: i64,
    /// Catalog products only.
    pub hprice: Option<i64>,
    pub mall_name: String,
    pub brand: String,
    pub link: String,
    /// The day a store product is matched into a catalog and leaves the results.
    pub matched_on: Option<NaiveDate>,
}

impl NaverItem {
    /// A catalog (price-comparison) product.
    pub fn is_catalog(&self) -> bool {
        self.product_type % 3 == 1
    }

    /// Shown on `day`: not yet matched away.
    pub fn shown_on(&self, day: NaiveDate) -> bool {
        self.matched_on.is_none_or(|matched| day < matched)
    }
}

/// How many products `keyword` finds on Naver (the same every day).
pub fn depth(keyword: &str, seed: u64) -> usize {
    if keyword.contains(NO_RESULTS_MARKER) {
        return 0;
    }
    let mut rng = stream(seed, rng::hash_str(keyword), Tag::Depth as u64, &[]);
    let draw = rng.unit();
    if draw < 0.05 {
        0
    } else if draw < 0.20 {
        rng.range(20, 300) as usize
    } else {
        rng.range(1_050, 1_600) as usize
    }
}

/// The size of the whole result the API reports (`total`): far beyond what it lets one read.
pub fn total(keyword: &str, seed: u64) -> u64 {
    let depth = depth(keyword, seed) as u64;
    let mut rng = stream(seed, rng::hash_str(keyword), Tag::Depth as u64, &[1]);
    if depth < 1_000 {
        depth
    } else {
        depth * rng.range(40, 900) + rng.range(0, 999)
    }
}

/// Every product of `keyword` in base order (before the day's drift and matches).
pub fn catalog(keyword: &str, seed: u64) -> Vec<NaverItem> {
    let keyword_hash = rng::hash_str(keyword);
    let prefix = 10_000_000 + rng::key(&[seed, keyword_hash, Tag::Prefix as u64]) % 89_000_000;
    let base_price = {
        let mut rng = stream(seed, keyword_hash, Tag::Prefix as u64, &[1]);
        (5_000f64.ln() + rng.unit() * (300_000f64.ln() - 5_000f64.ln())).exp()
    };
    let words = keyword.trim();
    (0..depth(keyword, seed))
        .map(|index| {
            let mut rng = stream(seed, keyword_hash, Tag::Item as u64, &[index as u64]);
            let mid = (prefix * 1_000 + index as u64) as i64;
            let group = match rng.unit() {
                d if d < 0.04 => 3, // used
                d if d < 0.08 => 9, // pre-sale
                _ => 0,
            };
            let kind = match rng.unit() {
                d if d < 0.28 => 1,
                d if d < 0.88 => 2,
                _ => 3,
            };
            let product_type = (group + kind) as u8;
            let brand = rng.pick(crate::catalog::words::BRANDS).to_string();
            let adjective = rng.pick(crate::catalog::words::ADJECTIVES);
            let set = rng.chance(0.15);
            let name = if set {
                format!("{brand} {words} {adjective} 세트 & 케이스")
            } else {
                format!("{brand} {words} {adjective}")
            };
            let lprice = ((base_price * (0.6 + rng.unit() * 0.9)) / 10.0).round() as i64 * 10;
            let catalog = kind == 1;
            let store = format!("store{}", rng.range(1_000, 99_999));
            let matched_on = (kind == 2 && rng.chance(MATCH_SHARE)).then(|| {
                let (y, m, d) = MATCH_EPOCH;
                NaiveDate::from_ymd_opt(y, m, d).expect("a valid epoch")
                    + chrono::Duration::days(rng.range(0, MATCH_SPREAD_DAYS) as i64)
            });
            NaverItem {
                product_id: mid,
                product_type,
                name,
                lprice,
                hprice: catalog.then(|| lprice + lprice * rng.range(10, 60) as i64 / 100),
                mall_name: if catalog {
                    "네이버".to_owned()
                } else {
                    format!("{brand} 스토어")
                },
                brand,
                link: if catalog {
                    format!("https://search.shopping.naver.com/catalog/{mid}")
                } else {
                    format!(
                        "https://smartstore.naver.com/{store}/products/{}",
                        4_000_000_000 + rng.range(0, 999_999_999)
                    )
                },
                matched_on,
            }
        })
        .collect()
}

/// The results of `keyword` on `day` in relevance order (`sort=sim`): the products shown that
/// day, each once, after the day's drift.
pub fn results(keyword: &str, day: NaiveDate, seed: u64) -> Vec<NaverItem> {
    let keyword_hash = rng::hash_str(keyword);
    let day_number = day.num_days_from_ce_u64();
    let mut keyed: Vec<(f64, NaverItem)> = catalog(keyword, seed)
        .into_iter()
        .enumerate()
        .filter(|(_, item)| item.shown_on(day))
        .map(|(index, item)| {
            let mut rng = stream(
                seed,
                keyword_hash,
                Tag::Drift as u64,
                &[day_number, index as u64],
            );
            (index as f64 + (rng.unit() * 2.0 - 1.0) * DRIFT, item)
        })
        .collect();
    keyed.sort_by(|a, b| a.0.total_cmp(&b.0));
    keyed.into_iter().map(|(_, item)| item).collect()
}

/// Where `mid` stands among `keyword`'s results on `day` (1-based, beyond 1,000 too), and the
/// product itself, shown or matched away.
pub fn position(
    keyword: &str,
    day: NaiveDate,
    seed: u64,
    mid: i64,
) -> (Option<usize>, Option<NaverItem>) {
    let place = results(keyword, day, seed)
        .iter()
        .position(|item| item.product_id == mid)
        .map(|i| i + 1);
    let item = catalog(keyword, seed)
        .into_iter()
        .find(|item| item.product_id == mid);
    (place, item)
}

trait DayNumber {
    fn num_days_from_ce_u64(&self) -> u64;
}

impl DayNumber for NaiveDate {
    fn num_days_from_ce_u64(&self) -> u64 {
        u64::try_from(chrono::Datelike::num_days_from_ce(self)).unwrap_or_default()
    }
}
