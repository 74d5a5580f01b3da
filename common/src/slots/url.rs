//! Marketplace product URLs (spec part 1 §5). A slot's URL must be a product page on the
//! configured marketplace domain: `http(s)://…{domain}/vp/products/{digits}` with numeric `itemId`
//! and `vendorItemId`. Spaces are removed and everything from `&q=` on (the search page's tracking
//! parameters) is cut on entry. The three ids are extracted once here and stored beside the URL
//! (`url_product_id`, `url_item_id`, `url_vendor_item_id`, never shown); the rank crawler matches
//! on them.

use crate::{error::AppError, messages};

/// A checked product URL and its ids.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProductUrl {
    /// As stored: spaces removed, cut before `&q=`.
    pub url: String,
    pub product_id: i64,
    pub item_id: i64,
    pub vendor_item_id: i64,
}

/// Removes white space anywhere and cuts the URL before `&q=`: what the forms do as one types.
pub fn clean(raw: &str) -> String {
    let compact: String = raw.chars().filter(|c| !c.is_whitespace()).collect();
    match compact.find("&q=") {
        Some(cut) => compact[..cut].to_owned(),
        None => compact,
    }
}

/// Checks `raw` against every rule, in the order a person fixes them.
pub fn parse(raw: &str, marketplace_domain: &str) -> Result<ProductUrl, AppError> {
    let cleaned = clean(raw);
    if cleaned.is_empty() {
        return Err(AppError::UrlRequired);
    }
    let (parsed, host) = super::address::http_url(&cleaned)?;
    if super::naver_url::is_naver_host(&host) {
        return Err(AppError::UrlOtherMarketplace {
            slot: messages::MARKETPLACE_COUPANG,
            other: messages::MARKETPLACE_NAVER,
        });
    }
    if !super::address::on_domain(&host, marketplace_domain) {
        let domain = marketplace_domain
            .trim_start_matches('.')
            .to_ascii_lowercase();
        return Err(AppError::UrlNotMarketplace { domain });
    }
    let product_id = parsed
        .path()
        .strip_prefix("/vp/products/")
        .map(|rest| rest.trim_end_matches('/'))
        .and_then(number)
        .ok_or(AppError::UrlNotProductPage)?;
    let query_number = |name: &str| {
        parsed
            .query_pairs()
            .find(|(k, _)| k == name)
            .and_then(|(_, v)| number(&v))
    };
    let (Some(item_id), Some(vendor_item_id)) =
        (query_number("itemId"), query_number("vendorItemId"))
    else {
        return Err(AppError::UrlMissingItemIds);
    };
    Ok(ProductUrl {
        url: cleaned,
        product_id,
        item_id,
        vendor_item_id,
    })
}

/// How an address is shown: cut after the `vendorItemId` parameter's value.
pub fn display(url: &str) -> &str {
    let Some(start) = url.find("vendorItemId=") else {
        return url;
    };
    let value_start = start + "vendorItemId=".len();
    let value_len = url[value_start..]
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(url.len() - value_start);
    &url[..value_start + value_len]
}

/// Digits only, fitting an i64 id.
fn number(s: &str) -> Option<i64> {
    (!s.is_empty() && s.len() <= 18 && s.bytes().all(|b| b.is_ascii_digit()))
        .then(|| s.parse().ok())
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOMAIN: &str = "coupang.com";

    #[derive(serde::Deserialize, Debug, PartialEq)]
    #[serde(rename_all = "camelCase")]
    struct Expected {
        url: String,
        product_id: i64,
        item_id: i64,
        vendor_item_id: i64,
    }

    /// The table the web's tests run too: the same outcome and the same Korean message (the
    /// Naver cases are `naver_url`'s).
    #[test]
    fn the_shared_case_table_holds() {
        let run = crate::slots::address::run_case_table(None, |case| {
            let field = |name: &str| case[name].as_str().unwrap_or_default();
            parse(field("input"), field("domain")).map(|p| Expected {
                url: p.url,
                product_id: p.product_id,
                item_id: p.item_id,
                vendor_item_id: p.vendor_item_id,
            })
        });
        assert!(run >= 20);
    }

    #[test]
    fn a_link_copied_from_a_search_page_keeps_its_ids_and_loses_the_tracking() {
        let raw = "https://www.coupang.com/vp/products/7335597976?itemId=18741704367&vendorItemId=85873964906&q=%ED%82%A4%EB%B3%B4%EB%93%9C&searchId=0c5b1e8e&sourceType=search&itemsCount=72&searchRank=2&rank=2";
        let parsed = parse(raw, DOMAIN).unwrap();
        assert_eq!(
            parsed.url,
            "https://www.coupang.com/vp/products/7335597976?itemId=18741704367&vendorItemId=85873964906"
        );
        assert_eq!(
            (parsed.product_id, parsed.item_id, parsed.vendor_item_id),
            (7335597976, 18741704367, 85873964906)
        );
    }

    #[test]
    fn spaces_are_removed_and_parameter_order_does_not_matter() {
        let parsed = parse(
            "  https://www.coupang.com/vp/products/123 ?vendorItemId=789&itemId=456 ",
            DOMAIN,
        )
        .unwrap();
        assert_eq!(
            parsed.url,
            "https://www.coupang.com/vp/products/123?vendorItemId=789&itemId=456"
        );
        assert_eq!(
            (parsed.product_id, parsed.item_id, parsed.vendor_item_id),
            (123, 456, 789)
        );
        assert!(
            parse(
                "http://coupang.com/vp/products/1/?itemId=2&vendorItemId=3",
                DOMAIN
            )
            .is_ok(),
            "bare domain, http, trailing slash"
        );
    }

    #[test]
    fn each_broken_rule_has_its_own_message() {
        type IsExpected = fn(&AppError) -> bool;
        let cases: [(&str, IsExpected); 9] = [
            ("", |e| matches!(e, AppError::UrlRequired)),
            ("   ", |e| matches!(e, AppError::UrlRequired)),
            (
                "www.coupang.com/vp/products/1?itemId=2&vendorItemId=3",
                |e| matches!(e, AppError::UrlProtocolInvalid),
            ),
            (
                "ftp://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3",
                |e| matches!(e, AppError::UrlProtocolInvalid),
            ),
            (
                "https://localhost/vp/products/1?itemId=2&vendorItemId=3",
                |e| matches!(e, AppError::UrlInvalid),
            ),
            (
                "https://www.notcoupang.com/vp/products/1?itemId=2&vendorItemId=3",
                |e| matches!(e, AppError::UrlNotMarketplace { .. }),
            ),
            ("https://www.coupang.com/np/search?q=mouse", |e| {
                matches!(e, AppError::UrlNotProductPage)
            }),
            (
                "https://www.coupang.com/vp/products/12ab?itemId=2&vendorItemId=3",
                |e| matches!(e, AppError::UrlNotProductPage),
            ),
            ("https://www.coupang.com/vp/products/1?itemId=2", |e| {
                matches!(e, AppError::UrlMissingItemIds)
            }),
        ];
        for (raw, expected) in cases {
            let err = parse(raw, DOMAIN).unwrap_err();
            assert!(expected(&err), "{raw:?} gave {err:?}");
            assert_eq!(err.status_code(), 400);
        }
        let err = parse(
            "https://www.coupang.com/vp/products/1?itemId=x&vendorItemId=3",
            DOMAIN,
        )
        .unwrap_err();
        assert!(matches!(err, AppError::UrlMissingItemIds));
        assert_eq!(
            parse(
                "https://shop.example.com/vp/products/1?itemId=2&vendorItemId=3",
                DOMAIN
            )
            .unwrap_err()
            .to_string(),
            "coupang.com 상품 URL만 등록할 수 있습니다."
        );
    }

    #[test]
    fn the_mobile_site_is_a_subdomain_but_needs_the_product_path() {
        assert!(
            parse(
                "https://m.coupang.com/vp/products/1?itemId=2&vendorItemId=3",
                DOMAIN
            )
            .is_ok()
        );
        assert!(matches!(
            parse(
                "https://m.coupang.com/vm/products/1?itemId=2&vendorItemId=3",
                DOMAIN
            ),
            Err(AppError::UrlNotProductPage)
        ));
    }

    #[test]
    fn the_domain_is_configurable() {
        assert!(
            parse(
                "http://127.0.0.1.nip.io/vp/products/1?itemId=2&vendorItemId=3",
                "nip.io"
            )
            .is_ok()
        );
        assert!(
            parse(
                "https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3",
                "market.test"
            )
            .is_err()
        );
    }

    #[test]
    fn addresses_are_shown_up_to_the_vendor_item_id() {
        assert_eq!(
            display("https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3&traceId=abc"),
            "https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3"
        );
        assert_eq!(
            display("https://www.coupang.com/vp/products/1?vendorItemId=3"),
            "https://www.coupang.com/vp/products/1?vendorItemId=3"
        );
        assert_eq!(display("https://x.test/"), "https://x.test/");
    }

    #[test]
    fn cleaning_cuts_before_the_search_query() {
        assert_eq!(clean(" a b&q=c&d=e "), "ab");
    }
}
