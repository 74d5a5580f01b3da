use super::*;

const COUPANG: &str = "coupang.com";

#[derive(serde::Deserialize, Debug, PartialEq)]
struct Expected {
    mid: String,
    url: Option<String>,
}

/// The Naver half of the table the web's tests run too: the same outcome, the same Korean message.
#[test]
fn the_shared_case_table_holds_for_naver() {
    let run = crate::slots::address::run_case_table(Some("naver"), |case| {
        let field = |name: &str| case[name].as_str().unwrap_or_default();
        parse(field("mid"), field("input"), field("domain")).map(|p| Expected {
            mid: p.mid,
            url: p.url,
        })
    });
    assert!(run >= 15);
}

#[test]
fn each_marketplace_refuses_the_others_address_by_name() {
    let coupang = "https://www.coupang.com/vp/products/1?itemId=2&vendorItemId=3";
    assert!(matches!(
        parse("123", coupang, COUPANG),
        Err(AppError::UrlOtherMarketplace { slot, other })
            if slot == messages::MARKETPLACE_NAVER && other == messages::MARKETPLACE_COUPANG
    ));
    assert!(matches!(
        crate::slots::url::parse("https://smartstore.naver.com/s/products/1", COUPANG),
        Err(AppError::UrlOtherMarketplace { slot, other })
            if slot == messages::MARKETPLACE_COUPANG && other == messages::MARKETPLACE_NAVER
    ));
    assert!(is_naver_host("m.search.shopping.naver.com") && is_naver_host("naver.me"));
    assert!(!is_naver_host("notnaver.com"));
}
