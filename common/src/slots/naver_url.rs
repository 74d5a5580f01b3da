//! A Naver Shopping slot's product (issue 39; `shared/NAVER-SHOPPING.md`): its MID, the number the
//! whole trade names a Naver product by, and an optional product address.
//!
//! The MID is digits. An address may be a store or brand-store product page
//! (`smartstore.naver.com/{store}/products/{n}`, its `m.` form, `brand.naver.com/{store}/products/{n}`),
//! kept for display and never matched (its number is the store's own, not the MID), or a catalog
//! (price-comparison) page (`search.shopping.naver.com/catalog/{MID}`, its `m.search.` and `msearch.`
//! forms), which gives the MID when none is typed and must agree with a typed one. Short links
//! (`naver.me`) are refused: they hide which product they open. White space is removed as for
//! Coupang; a Naver page's query and fragment are only tracking (`NaPm`, `nl-query`...), so the
//! address is kept without them. A Coupang address on a Naver slot is refused naming both.

use super::address::{http_url, on_domain};
use crate::{error::AppError, messages};

/// A checked Naver product: its MID and, when one was given, its address as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NaverProduct {
    pub mid: String,
    pub url: Option<String>,
}

/// The longest MID taken (today's are 10 to 12 digits).
const MID_MAX_DIGITS: usize = 18;

const STORE_HOSTS: &[&str] = &[
    "smartstore.naver.com",
    "m.smartstore.naver.com",
    "brand.naver.com",
];
const CATALOG_HOSTS: &[&str] = &[
    "search.shopping.naver.com",
    "m.search.shopping.naver.com",
    "msearch.shopping.naver.com",
];
const SHORT_LINK_HOST: &str = "naver.me";
const NAVER_DOMAIN: &str = "naver.com";

/// Checks the typed `raw_mid` and `raw_url` (either may be blank) of a Naver slot, in the order a
/// person fixes them. `coupang_domain` is the configured Coupang domain, refused here by name.
pub fn parse(raw_mid: &str, raw_url: &str, coupang_domain: &str) -> Result<NaverProduct, AppError> {
    let typed = without_spaces(raw_mid);
    if !typed.is_empty() && !is_mid(&typed) {
        return Err(AppError::NaverMidInvalid);
    }
    let cleaned = without_spaces(raw_url);
    if cleaned.is_empty() {
        return match typed.is_empty() {
            true => Err(AppError::NaverMidRequired),
            false => Ok(NaverProduct {
                mid: typed,
                url: None,
            }),
        };
    }
    let page = page(&cleaned, coupang_domain)?;
    let mid = match (page.catalog_mid, typed.is_empty()) {
        (Some(url_mid), true) => url_mid,
        (Some(url_mid), false) if url_mid != typed => {
            return Err(AppError::NaverMidMismatch { url_mid });
        }
        (_, false) => typed,
        (None, true) => return Err(AppError::NaverMidRequired),
    };
    Ok(NaverProduct {
        mid,
        url: Some(page.url),
    })
}

/// A Naver product page: the address as stored and, for a catalog page, its MID.
struct Page {
    url: String,
    catalog_mid: Option<String>,
}

fn page(cleaned: &str, coupang_domain: &str) -> Result<Page, AppError> {
    let (mut parsed, host) = http_url(cleaned)?;
    if on_domain(&host, SHORT_LINK_HOST) {
        return Err(AppError::NaverShortLink);
    }
    if on_domain(&host, coupang_domain) {
        return Err(AppError::UrlOtherMarketplace {
            slot: messages::MARKETPLACE_NAVER,
            other: messages::MARKETPLACE_COUPANG,
        });
    }
    let segments: Vec<&str> = parsed
        .path_segments()
        .map(|s| s.filter(|p| !p.is_empty()).collect())
        .unwrap_or_default();
    let catalog_mid = match segments.as_slice() {
        ["catalog", mid] if CATALOG_HOSTS.contains(&host.as_str()) && is_mid(mid) => {
            Some((*mid).to_owned())
        }
        [_store, "products", number]
            if STORE_HOSTS.contains(&host.as_str()) && is_digits(number) =>
        {
            None
        }
        _ => return Err(AppError::NaverUrlNotProductPage),
    };
    parsed.set_query(None);
    parsed.set_fragment(None);
    Ok(Page {
        url: parsed.to_string(),
        catalog_mid,
    })
}

/// Whether `host` is a Naver address (any of its services): what a Coupang slot refuses by name.
pub fn is_naver_host(host: &str) -> bool {
    on_domain(host, NAVER_DOMAIN) || on_domain(host, SHORT_LINK_HOST)
}

/// White space removed anywhere, as the forms do as one types or pastes.
fn without_spaces(raw: &str) -> String {
    raw.chars().filter(|c| !c.is_whitespace()).collect()
}

fn is_digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

fn is_mid(s: &str) -> bool {
    is_digits(s) && s.len() <= MID_MAX_DIGITS
}

#[cfg(test)]
mod tests;
