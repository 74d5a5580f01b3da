//! Reads one marketplace search page into product cards, and says when a page is not a result
//! page at all (a block, a challenge, maintenance).
//!
//! # How we count rank
//! This is the one statement of the rule; [`super::counter`] applies it and the tests prove it.
//! 1. Pages are read in `sorter=scoreDesc` order with one fixed list size (72 by default).
//! 2. A card is **sponsored** when it carries the ad mark (`AdMark_adMark…` in the current layout,
//!    `search-product__ad-badge` / `ad-badge-text` in the older one) or its link says
//!    `sourceType=srp_product_ads`. Sponsored cards and cells that are not products (bundles) are
//!    skipped and not counted.
//! 3. Organic cards are numbered 1, 2, 3 … straight through the pages. A product seen again later
//!    (same productId, itemId and vendorItemId) keeps its first place; the repeat is not counted.
//! 4. A slot matches a card by its ids, most specific first: productId + itemId + vendorItemId,
//!    then productId + vendorItemId, then productId + itemId, then productId alone. A slot with a
//!    numeric merchant id (`mid`) also matches a card whose productId or vendorItemId it is, as the
//!    loosest match (the URL's ids win when both are found).
//! 5. Not found within 500 organic places, on a crawl that read every page it needed: rank 0.
//! 6. A crawl that could not read a page it needed is incomplete: the slots it did not find get no
//!    rank from it (never 0) and keep their previous rank.
//!
//! Both layouts are understood: the current one (`ul#product-list > li` whose class starts with
//! `ProductUnit_productUnit`, ids in the product link) and the older server-rendered one
//! (`ul#productList > li.search-product` with `data-*` ids). Class names carry build hashes, so
//! selectors match on stable prefixes.
//!
//! A real page weighs 0.6–1.6 MB, mostly inline scripts and styles; their bodies are cut before
//! the DOM is built ([`super::parser_skim`]), and a page that then reads as anything but results,
//! no results or `Access Denied` is read again whole.

use scraper::{ElementRef, Html};
use std::borrow::Cow;

use super::parser_skim::without_script_bodies;

/// Which markup a page used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    Current,
    Legacy,
}

/// A product card.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Card {
    pub product_id: i64,
    pub item_id: Option<i64>,
    pub vendor_item_id: Option<i64>,
    pub sponsored: bool,
    pub name: Option<String>,
    /// Absolute image address (protocol-relative ones get `https:`).
    pub image: Option<String>,
    /// Price, rating, reviews, delivery and sold-out as the card shows them (absent when not shown).
    /// Cards stored before the market snapshot read as showing none.
    #[serde(default)]
    pub offer: Offer,
}

/// Why a page is not a result page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlockSign {
    /// A page titled `Access Denied`.
    AccessDenied,
    /// A small script page instead of results (a bot challenge).
    Challenge,
    /// The maintenance notice.
    Maintenance,
    /// "Unusual access" or "temporarily unavailable" texts.
    Refused,
    /// Neither a product list nor the no-results text.
    Unrecognised,
    /// HTTP 403 or 429.
    Forbidden,
}

impl BlockSign {
    pub fn as_str(self) -> &'static str {
        match self {
            BlockSign::AccessDenied => "access denied",
            BlockSign::Challenge => "challenge",
            BlockSign::Maintenance => "maintenance",
            BlockSign::Refused => "refused",
            BlockSign::Unrecognised => "unrecognised page",
            BlockSign::Forbidden => "forbidden",
        }
    }
}

/// A block sign in a fetched page, looked for without reading a result page in full (the
/// politeness gate rests an egress on one): a refusing status, or a page [`parse`] calls blocked.
/// Other statuses (5xx) are the site's trouble, not a block.
pub fn block_sign(status: u16, body: &str) -> Option<BlockSign> {
    if matches!(status, 403 | 429) {
        return Some(BlockSign::Forbidden);
    }
    if status != 200
        || body.contains(r#"id="product-list""#)
        || body.contains(r#"id="productList""#)
    {
        return None;
    }
    match parse(body) {
        Page::Blocked(sign) => Some(sign),
        _ => None,
    }
}

/// What a page turned out to be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Page {
    /// A result page: its cards in order (sponsored ones included, marked).
    Results {
        layout: Layout,
        cards: Vec<Card>,
        total_count: Option<u64>,
    },
    /// The marketplace has nothing for the keyword.
    NoResults,
    /// Not a result page: the read failed.
    Blocked(BlockSign),
}

impl Page {
    /// Product cards on a result page (sponsored and organic), 0 otherwise.
    pub fn product_count(&self) -> usize {
        match self {
            Page::Results { cards, .. } => cards.len(),
            _ => 0,
        }
    }
}

macro_rules! selector {
    ($css:expr) => {{
        static SELECTOR: ::std::sync::LazyLock<::scraper::Selector> =
            ::std::sync::LazyLock::new(|| {
                ::scraper::Selector::parse($css).expect("a valid selector")
            });
        &*SELECTOR
    }};
}

// After the macro: the offer reader selects with it too.
mod offer;
pub use offer::Offer;

const NO_RESULTS: &str = "에 대한 검색결과가 없습니다";
const MAINTENANCE: &str = "점검 중입니다";
const REFUSED: [&str; 2] = [
    "비정상적인 접근이 감지되었습니다",
    "일시적으로 접속이 원활하지 않습니다",
];
/// A challenge page is about 1.2 KB; anything this small without a list is one.
const CHALLENGE_MAX_BYTES: usize = 4 * 1024;

/// Reads one search page.
pub fn parse(html: &str) -> Page {
    // Real pages are mostly inline scripts and styles: read the markup without their bodies
    // first (the page data script stays, for the total count).
    if let Cow::Owned(skimmed) =
        without_script_bodies(html, |start_tag| start_tag.contains("__NEXT_DATA__"))
    {
        let page = read(&Html::parse_document(&skimmed), html.len());
        // These read the same with or without script text; any other verdict (a block sign found
        // by text) is reached again on the whole page, where script text counts as it always did.
        if matches!(
            page,
            Page::Results { .. } | Page::NoResults | Page::Blocked(BlockSign::AccessDenied)
        ) {
            return page;
        }
    }
    read(&Html::parse_document(html), html.len())
}

/// Reads a parsed page; `html_len` is the size of the page as fetched.
fn read(doc: &Html, html_len: usize) -> Page {
    let title = doc
        .select(selector!("title"))
        .next()
        .map(|t| t.text().collect::<String>())
        .unwrap_or_default();
    if title.contains("Access Denied") {
        return Page::Blocked(BlockSign::AccessDenied);
    }
    let list_current = doc.select(selector!("ul#product-list")).next();
    let list_legacy = doc.select(selector!("ul#productList")).next();
    if list_current.is_none() && list_legacy.is_none() {
        let text = doc.root_element().text().collect::<String>();
        return if text.contains(NO_RESULTS) {
            Page::NoResults
        } else if text.contains(MAINTENANCE) {
            Page::Blocked(BlockSign::Maintenance)
        } else if REFUSED.iter().any(|r| text.contains(r)) {
            Page::Blocked(BlockSign::Refused)
        } else if html_len <= CHALLENGE_MAX_BYTES
            && doc.select(selector!("script")).next().is_some()
        {
            Page::Blocked(BlockSign::Challenge)
        } else {
            Page::Blocked(BlockSign::Unrecognised)
        };
    }
    match (list_current, list_legacy) {
        (Some(list), _) => Page::Results {
            layout: Layout::Current,
            cards: current_cards(list),
            total_count: total_count(doc),
        },
        (None, Some(list)) => Page::Results {
            layout: Layout::Legacy,
            cards: legacy_cards(list),
            total_count: None,
        },
        (None, None) => unreachable!("handled above"),
    }
}

fn current_cards(list: ElementRef) -> Vec<Card> {
    list.select(selector!(":scope > li[class^=\"ProductUnit_productUnit\"], :scope > li[class*=\" ProductUnit_productUnit\"]"))
        .filter_map(|li| {
            let link = li.select(selector!("a[href*=\"/vp/products/\"]")).next()?;
            let href = link.value().attr("href")?;
            let (product_id, item_id, vendor_item_id) = ids_from_href(href)?;
            let ad_mark = li.select(selector!("[class*=\"AdMark_adMark\"]")).next().is_some();
            let name = li
                .select(selector!("[class*=\"ProductUnit_productName\"]"))
                .next()
                .map(|n| n.text().collect::<String>().trim().to_owned())
                .or_else(|| image_alt(li));
            Some(Card {
                product_id,
                item_id,
                vendor_item_id: vendor_item_id.or_else(|| li.value().attr("data-id").and_then(number)),
                sponsored: ad_mark || href.contains("sourceType=srp_product_ads"),
                name,
                image: li
                    .select(selector!("figure[class*=\"ProductUnit_productImage\"] img"))
                    .next()
                    .and_then(|img| img.value().attr("src"))
                    .map(absolute),
                offer: offer::read(li, Layout::Current),
            })
        })
        .collect()
}

fn legacy_cards(list: ElementRef) -> Vec<Card> {
    list.select(selector!(":scope > li.search-product"))
        .filter_map(|li| {
            let link = li.select(selector!("a.search-product-link")).next();
            let attr = |name: &str| {
                link.and_then(|a| a.value().attr(name))
                    .or_else(|| li.value().attr(name))
            };
            let href = link
                .and_then(|a| a.value().attr("href"))
                .unwrap_or_default();
            let from_href = ids_from_href(href);
            let product_id = attr("data-product-id")
                .and_then(number)
                .or(from_href.map(|ids| ids.0))?;
            let badge = li
                .value()
                .classes()
                .any(|c| c == "search-product__ad-badge")
                || li.select(selector!("span.ad-badge-text")).next().is_some();
            let img = li.select(selector!("img.search-product-wrap-img")).next();
            Some(Card {
                product_id,
                item_id: attr("data-item-id")
                    .and_then(number)
                    .or(from_href.and_then(|ids| ids.1)),
                vendor_item_id: attr("data-vendor-item-id")
                    .and_then(number)
                    .or(from_href.and_then(|ids| ids.2)),
                sponsored: badge || href.contains("sourceType=srp_product_ads"),
                name: li
                    .select(selector!("div.name"))
                    .next()
                    .map(|n| n.text().collect::<String>().trim().to_owned()),
                image: img
                    .and_then(|i| i.value().attr("data-img-src").or(i.value().attr("src")))
                    .map(absolute),
                offer: offer::read(li, Layout::Legacy),
            })
        })
        .collect()
}

/// `(productId, itemId, vendorItemId)` from `/vp/products/{id}?itemId=…&vendorItemId=…`.
fn ids_from_href(href: &str) -> Option<(i64, Option<i64>, Option<i64>)> {
    let path_start = href.find("/vp/products/")? + "/vp/products/".len();
    let rest = &href[path_start..];
    let id_end = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let product_id = number(&rest[..id_end])?;
    let query = rest.split_once('?').map(|(_, q)| q).unwrap_or_default();
    let param = |name: &str| {
        query.split('&').find_map(|pair| {
            pair.split_once('=')
                .filter(|(k, _)| *k == name)
                .and_then(|(_, v)| number(v))
        })
    };
    Some((product_id, param("itemId"), param("vendorItemId")))
}

fn total_count(doc: &Html) -> Option<u64> {
    let data = doc
        .select(selector!("script#__NEXT_DATA__"))
        .next()?
        .text()
        .collect::<String>();
    let json: serde_json::Value = serde_json::from_str(&data).ok()?;
    find_key(&json, "totalCount").and_then(|v| v.as_u64())
}

fn find_key<'a>(value: &'a serde_json::Value, key: &str) -> Option<&'a serde_json::Value> {
    match value {
        serde_json::Value::Object(map) => map
            .get(key)
            .or_else(|| map.values().find_map(|v| find_key(v, key))),
        serde_json::Value::Array(items) => items.iter().find_map(|v| find_key(v, key)),
        _ => None,
    }
}

fn image_alt(li: ElementRef) -> Option<String> {
    li.select(selector!("img"))
        .next()
        .and_then(|i| i.value().attr("alt"))
        .map(str::to_owned)
}

fn absolute(src: &str) -> String {
    if src.starts_with("//") {
        format!("https:{src}")
    } else {
        src.to_owned()
    }
}

fn number(s: &str) -> Option<i64> {
    let s = s.trim();
    (!s.is_empty() && s.len() <= 18 && s.bytes().all(|b| b.is_ascii_digit()))
        .then(|| s.parse().ok())
        .flatten()
}

#[cfg(test)]
mod tests;
