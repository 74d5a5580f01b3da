//! HTML for every page the simulator serves, written by hand: search result pages in the
//! current (Next.js era) and the older layout, the no-results page, product pages, thumbnails
//! and the pages a blocked client sees; [`pad_search_page`] brings a search page up to the real
//! site's weight with inline scripts and styles.
//!
//! The rule kept here: every dynamic string (keyword, names, addresses, the `Host` header) goes
//! through [`Escaped`] / [`escape`] on its way into markup, and JSON in a script through
//! [`script_json`]. Templates are plain `write!` calls into one `String`.

mod block;
mod current;
mod escape;
mod legacy;
mod padding;
mod product;

use crate::{
    catalog::Product,
    config::Layout,
    page::{Bundle, Cell, PageModel},
};

pub use block::{
    access_denied_page, challenge_page, forbidden_page, maintenance_page, server_error_page,
    too_many_requests_page,
};
pub use escape::{Escaped, encode_query_value, escape, script_json};
pub use padding::{PadRange, PadRangeError, pad_search_page};
pub use product::{product_page, thumbnail_svg};

/// The offer a result card of `product` shows in `layout`, as the crawler's parser must read it:
/// the list price and discount only when discounted, the rating and count only with reviews, the
/// delivery line (the older layout has one only for rocket delivery), the sold-out mark.
pub fn offer_shown(
    product: &crate::catalog::Product,
    layout: crate::config::Layout,
) -> common::values::market::Offer {
    let discounted = product.discount_percent > 0;
    let reviewed = product.review_count > 0;
    common::values::market::Offer {
        sale_price: Some(product.price),
        list_price: discounted.then_some(product.list_price),
        discount_percent: discounted.then_some(product.discount_percent as u8),
        rating_tenths: reviewed.then(|| (product.rating * 10.0).round() as u8),
        review_count: reviewed.then_some(product.review_count),
        rocket: product.rocket_delivery,
        delivery: match (layout, product.rocket_delivery) {
            (_, true) => Some("내일 도착 보장".into()),
            (crate::config::Layout::Current, false) => Some("무료배송".into()),
            (_, false) => None,
        },
        sold_out: product.sold_out,
    }
}

/// Writes formatted text into a `String`. Writing to a `String` cannot fail, so the
/// `fmt::Result` carries nothing and is dropped.
macro_rules! put {
    ($out:expr, $($arg:tt)*) => {{
        use std::fmt::Write as _;
        let _ = write!($out, $($arg)*);
    }};
}
pub(crate) use put;

/// The text the no-results page shows after the quoted keyword.
pub const NO_RESULTS_TEXT: &str = "에 대한 검색결과가 없습니다";

/// The Next.js build id the current layout's data carries.
pub const BUILD_ID: &str = "sim-7Qm2ZkR8hX3pLw9vTt4nE";

/// A search result page (or the no-results page) in `layout`. `host` is where the browser
/// reached the simulator (the request's `Host`), for absolute image addresses.
pub fn search_page(model: &PageModel, layout: Layout, host: &str) -> String {
    match layout {
        Layout::Current => current::page(model, host),
        Layout::Legacy => legacy::page(model, host),
    }
}

/// What a product card shows in either layout: the product, its rank badge (organic places of
/// page 1), whether it is an ad, its link (not yet HTML-escaped) and its name for markup.
pub(crate) type Card<'a> = (&'a Product, Option<u32>, bool, String, Escaped<'a>);

/// The card of an organic or sponsored cell; a bundle is drawn by each layout's own cell.
pub(crate) fn card_of<'a>(cell: &'a Cell, links: &LinkParams) -> Result<Card<'a>, &'a Bundle> {
    let (product, badge, sponsored) = match cell {
        Cell::Organic { product, badge, .. } => (product, *badge, false),
        Cell::Sponsored { product } => (product, None, true),
        Cell::Bundle(bundle) => return Err(bundle),
    };
    let href = links.href(cell).unwrap_or_default();
    Ok((product, badge, sponsored, href, Escaped(&product.name)))
}

/// What every card link carries besides the product's ids.
pub(crate) struct LinkParams {
    /// The keyword, query-encoded.
    q: String,
    search_id: String,
    list_size: u32,
    trace_id: String,
}

impl LinkParams {
    pub(crate) fn new(model: &PageModel) -> Self {
        Self {
            q: encode_query_value(&model.keyword),
            search_id: model.search_id.clone(),
            list_size: model.list_size,
            trace_id: format!("m{}{:03}", &model.search_id[..12], model.page),
        }
    }

    /// The card's link (not yet HTML-escaped). Organic links carry the 0-based `rank`;
    /// sponsored ones say `sourceType=srp_product_ads` and carry no rank.
    pub(crate) fn href(&self, cell: &Cell) -> Option<String> {
        let (product, rank) = match cell {
            Cell::Organic { product, rank, .. } => (product, Some(*rank)),
            Cell::Sponsored { product } => (product, None),
            Cell::Bundle(_) => return None,
        };
        let Product {
            product_id,
            item_id,
            vendor_item_id,
            ..
        } = product;
        let base = format!(
            "/vp/products/{product_id}?itemId={item_id}&vendorItemId={vendor_item_id}&q={}&searchId={}",
            self.q, self.search_id
        );
        Some(match rank {
            Some(k) => format!(
                "{base}&sourceType=search&itemsCount={}&searchRank={k}&rank={k}&traceId={}",
                self.list_size, self.trace_id
            ),
            None => format!(
                "{base}&sourceType=srp_product_ads&clickEventId={:012x}&korePlacement=15&traceId={}",
                vendor_item_id.unsigned_abs() ^ 0x5a5a_5a5a_5a5a,
                self.trace_id
            ),
        })
    }

    /// A search page link with the same keyword and list size.
    pub(crate) fn search_href(&self, page: u32) -> String {
        format!(
            "/np/search?q={}&page={page}&listSize={}&sorter=scoreDesc&channel=user",
            self.q, self.list_size
        )
    }
}

/// Won with thousands separators: `86000` → `86,000`.
pub fn won(amount: i64) -> String {
    let digits = amount.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if amount < 0 {
        out.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The page numbers a pagination bar shows: the block of ten holding `page`.
pub(crate) fn page_block(page: u32, last_page: u32) -> std::ops::RangeInclusive<u32> {
    let first = (page.max(1) - 1) / 10 * 10 + 1;
    first..=(first + 9).min(last_page.max(1))
}

/// Category names for the header menus (weight and realism only).
pub(crate) const CATEGORIES: &[&str] = &[
    "패션의류/잡화",
    "뷰티",
    "출산/유아동",
    "식품",
    "주방용품",
    "생활용품",
    "홈인테리어",
    "가전디지털",
    "스포츠/레저",
    "자동차용품",
    "도서/음반/DVD",
    "완구/취미",
    "문구/오피스",
    "반려동물용품",
    "헬스/건강식품",
    "국내여행",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn won_has_thousands_separators() {
        assert_eq!(won(86_000), "86,000");
        assert_eq!(won(1_234_567), "1,234,567");
        assert_eq!(won(999), "999");
        assert_eq!(won(0), "0");
    }

    #[test]
    fn the_pagination_bar_shows_the_block_of_ten() {
        assert_eq!(page_block(1, 14), 1..=10);
        assert_eq!(page_block(12, 14), 11..=14);
        assert_eq!(page_block(3, 3), 1..=3);
    }
}
