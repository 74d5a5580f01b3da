//! The search API's answer as the product reads it. Every item value is a string (numbers too),
//! empty meaning absent; a title marks the query's words with `<b>…</b>` and may hold HTML
//! entities, so names are read as an HTML fragment's text (the `scraper` parser the Coupang
//! crawl already uses decodes every entity, which a hand-written table would not).

use serde::Deserialize;

use super::codes;

/// One call's answer.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Answer {
    pub total: u64,
    pub start: u32,
    pub display: u32,
    pub items: Vec<RawItem>,
}

/// An item as sent.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RawItem {
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub link: String,
    #[serde(default)]
    pub lprice: String,
    #[serde(default)]
    pub hprice: String,
    #[serde(default)]
    pub mall_name: String,
    pub product_id: String,
    #[serde(default)]
    pub product_type: String,
    #[serde(default)]
    pub brand: String,
}

/// An item as the product keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// The MID.
    pub mid: String,
    /// 1–3 ordinary, 4–6 used, 7–9 discontinued, 10–12 pre-sale; within each: catalog, store,
    /// store matched into a catalog. `None` when not sent or not a number.
    pub product_type: Option<u8>,
    /// The title without its marks, entities decoded.
    pub name: String,
    pub lowest_price: Option<i64>,
    pub highest_price: Option<i64>,
    pub mall_name: Option<String>,
    pub brand: Option<String>,
    pub link: Option<String>,
}

impl RawItem {
    pub fn read(&self) -> Item {
        let text = |s: &str| (!s.trim().is_empty()).then(|| s.trim().to_owned());
        let price = |s: &str| s.trim().parse::<i64>().ok().filter(|p| *p > 0);
        Item {
            mid: self.product_id.trim().to_owned(),
            product_type: self.product_type.trim().parse().ok(),
            name: plain_text(&self.title),
            lowest_price: price(&self.lprice),
            highest_price: price(&self.hprice),
            mall_name: text(&self.mall_name),
            brand: text(&self.brand),
            link: text(&self.link),
        }
    }
}

/// A title's text: marks dropped, entities decoded, white space runs as one space.
pub fn plain_text(title: &str) -> String {
    let fragment = scraper::Html::parse_fragment(title);
    let text: String = fragment.root_element().text().collect();
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A catalog (price-comparison) product.
pub fn is_catalog(product_type: Option<u8>) -> bool {
    product_type.is_some_and(|t| t % 3 == 1)
}

/// Why a call gave no answer, each with what the crawl does about it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// 401: the key leaves today's rotation; the call goes to the next key.
    #[error("the key was refused (401)")]
    KeyRefused,
    /// 429 for the day's quota: the key is spent until 00:00 KST, whatever our own count says.
    #[error("the key's quota of the day is spent (429)")]
    QuotaSpent,
    /// 429 for the rate: wait and call again.
    #[error("too many calls this second (429)")]
    RateLimited,
    /// 400 or 5xx: retried as a crawl retries.
    #[error("the API answered {status} {code}")]
    Failed { status: u16, code: String },
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ErrorBody {
    #[serde(default)]
    error_code: String,
}

/// What a refused call's status and body mean.
pub fn refusal(status: u16, body: &str) -> Refusal {
    let code = serde_json::from_str::<ErrorBody>(body)
        .map(|b| b.error_code)
        .unwrap_or_default();
    match (status, code.as_str()) {
        (401, _) => Refusal::KeyRefused,
        (429, codes::QUOTA_EXCEEDED) => Refusal::QuotaSpent,
        (429, _) => Refusal::RateLimited,
        _ => Refusal::Failed { status, code },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_title_loses_its_marks_and_its_entities_are_decoded() {
        assert_eq!(
            plain_text(
                "스마일홈 <b>노트북</b> <b>거치대</b> 세트 &amp; 케이스 &quot;2026&quot; &#39;신형&#39;"
            ),
            "스마일홈 노트북 거치대 세트 & 케이스 \"2026\" '신형'"
        );
    }

    #[test]
    fn every_value_is_read_from_its_string_and_empty_is_absent() {
        let raw: RawItem = serde_json::from_str(
            r#"{ "title": "<b>a</b>", "link": "", "lprice": "39800", "hprice": "", "mallName": "스마일홈",
                 "productId": "82345678901", "productType": "2", "brand": " " }"#,
        )
        .unwrap();
        let item = raw.read();
        assert_eq!(
            (
                item.mid.as_str(),
                item.product_type,
                item.lowest_price,
                item.highest_price
            ),
            ("82345678901", Some(2), Some(39_800), None)
        );
        assert_eq!((item.link, item.brand), (None, None));
        assert!(!is_catalog(item.product_type) && is_catalog(Some(1)) && is_catalog(Some(4)));
    }

    #[test]
    fn refusals_are_told_apart_by_status_and_code() {
        let body = |code: &str| format!(r#"{{"errorMessage":"x","errorCode":"{code}"}}"#);
        assert_eq!(
            refusal(401, &body(codes::UNAUTHORIZED)),
            Refusal::KeyRefused
        );
        assert_eq!(
            refusal(429, &body(codes::QUOTA_EXCEEDED)),
            Refusal::QuotaSpent
        );
        assert_eq!(
            refusal(429, &body(codes::RATE_LIMITED)),
            Refusal::RateLimited
        );
        assert_eq!(
            refusal(400, &body(codes::BAD_START)),
            Refusal::Failed {
                status: 400,
                code: codes::BAD_START.into()
            }
        );
        assert_eq!(
            refusal(500, "not json"),
            Refusal::Failed {
                status: 500,
                code: String::new()
            }
        );
    }
}
