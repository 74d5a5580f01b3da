//! Both layouts carry the markers MARKETPLACE.md lists, checked with CSS selectors as a parser
//! would; and every dynamic string is escaped.

use crate::support;

use scraper::{ElementRef, Html};
use simulator::{Layout, catalog::DepthClass};
use support::{TestSim, keyword_of, query_number, read_cards, selector};

fn text(element: ElementRef) -> String {
    element.text().collect::<String>().trim().to_owned()
}

fn one<'a>(scope: ElementRef<'a>, css: &str) -> Option<ElementRef<'a>> {
    scope.select(&selector(css)).next()
}

/// A simulator in `layout` and the first page (72 cards) of a common keyword on it.
async fn first_page_of_earphones(layout: Layout) -> (TestSim, String, Html) {
    let sim = TestSim::start(layout).await;
    let keyword = keyword_of(DepthClass::Common, "무선 이어폰");
    let doc = Html::parse_document(&sim.page(&keyword, 1, 72).await);
    (sim, keyword, doc)
}

/// `86,000` or `86,000원`.
fn is_won(s: &str, suffix: &str) -> bool {
    s.strip_suffix(suffix).is_some_and(|digits| {
        !digits.is_empty()
            && digits.chars().all(|c| c.is_ascii_digit() || c == ',')
            && digits.replace(',', "").parse::<i64>().is_ok()
    })
}

#[tokio::test]
async fn the_current_layout_has_the_next_data_and_the_product_units() {
    let (sim, keyword, doc) = first_page_of_earphones(Layout::Current).await;

    let data = doc
        .select(&selector(
            r#"script#__NEXT_DATA__[type="application/json"]"#,
        ))
        .next()
        .expect("__NEXT_DATA__");
    let data: serde_json::Value = serde_json::from_str(&text(data)).expect("JSON");
    let props = &data["props"]["pageProps"];
    assert!(data["buildId"].as_str().is_some_and(|id| !id.is_empty()));
    assert_eq!(props["listSize"], 72);
    assert_eq!(props["searchId"].as_str().map(str::len), Some(32));
    assert!(props["totalCount"].as_u64().is_some_and(|n| n >= 550));

    let units: Vec<ElementRef> = doc
        .select(&selector(
            "section#contents > ul#product-list > li[class^=ProductUnit_productUnit]",
        ))
        .collect();
    assert!(units.len() >= 72);
    let (mut organic, mut sponsored, mut badges, mut discounts, mut ratings) = (0, 0, 0, 0, 0);
    for li in units {
        assert!(
            li.value().attr("class").is_some_and(|c| c.contains("__")),
            "a hashed class"
        );
        let Some(link) = one(li, "a[href*='/vp/products/']") else {
            continue; // a bundle cell
        };
        let href = link.value().attr("href").expect("href");
        assert_eq!(
            li.value().attr("data-id").and_then(|id| id.parse().ok()),
            query_number(href, "vendorItemId"),
            "data-id is the vendorItemId"
        );
        assert!(query_number(href, "itemId").is_some());
        let img = one(li, "figure[class*=ProductUnit_productImage] img").expect("image");
        let name = one(li, "div[class^=ProductUnit_productNameV2]").expect("name");
        assert_eq!(img.value().attr("alt"), Some(text(name).as_str()));
        assert!(img.value().attr("src").is_some_and(|s| s.ends_with(".svg")));

        let price = one(li, "div[class*=PriceArea_priceArea]").expect("price area");
        assert!(is_won(
            &text(one(price, "strong").expect("sale price")),
            "원"
        ));
        if let Some(del) = one(price, "del") {
            discounts += 1;
            assert!(is_won(&text(del), "원"));
            assert!(text(price).contains('%'));
        }
        if let Some(count) = one(li, "[class*=ProductRating_ratingCount]") {
            ratings += 1;
            let count = text(count);
            assert!(count.starts_with('(') && count.ends_with(')'), "{count}");
            assert!(one(li, "[class*=ProductRating_star][aria-label]").is_some());
        }

        let ad_mark = one(li, "div[class*=AdMark_adMark]");
        if ad_mark.is_some() {
            sponsored += 1;
            assert_eq!(ad_mark.map(text).as_deref(), Some("광고"));
            assert!(href.contains("sourceType=srp_product_ads"));
            assert_eq!(query_number(href, "rank"), None);
        } else {
            assert!(href.contains("sourceType=search&itemsCount=72&"));
            let rank = query_number(href, "rank").expect("an organic rank");
            assert_eq!(query_number(href, "searchRank"), Some(rank));
            assert_eq!(rank, organic, "rank is 0-based and counts organic cards");
            if let Some(badge) = one(li, "span[class*=RankMark_rank]") {
                badges += 1;
                assert_eq!(text(badge), (organic + 1).to_string());
            }
            organic += 1;
        }
    }
    assert!((28..=32).contains(&sponsored) && organic + sponsored == 72);
    assert_eq!(badges, 10, "organic places 1-10 of page 1 carry the badge");
    assert!(discounts > 0 && ratings > 0);

    let page_two = Html::parse_document(&sim.page(&keyword, 2, 72).await);
    assert_eq!(
        page_two
            .select(&selector("span[class*=RankMark_rank]"))
            .count(),
        0,
        "no badges after page 1"
    );
}

#[tokio::test]
async fn the_older_layout_has_data_attributes_lazy_images_and_badges() {
    let (_sim, _, doc) = first_page_of_earphones(Layout::Legacy).await;

    let (mut organic, mut sponsored, mut badges, mut ratings) = (0, 0, 0, 0);
    for li in doc.select(&selector("ul#productList > li.search-product")) {
        let Some(link) = one(li, "a.search-product-link") else {
            continue; // a bundle cell
        };
        let attr = |e: ElementRef, name: &str| {
            e.value()
                .attr(name)
                .and_then(|v| v.parse::<i64>().ok())
                .expect(name)
        };
        let href = link.value().attr("href").expect("href");
        assert_eq!(attr(li, "data-product-id"), attr(link, "data-product-id"));
        assert_eq!(
            attr(li, "data-vendor-item-id"),
            attr(link, "data-vendor-item-id")
        );
        assert_eq!(
            Some(attr(link, "data-item-id")),
            query_number(href, "itemId")
        );
        assert!(href.starts_with(&format!("/vp/products/{}?", attr(link, "data-product-id"))));

        let img = one(li, "img.search-product-wrap-img").expect("image");
        assert!(
            img.value()
                .attr("data-img-src")
                .is_some_and(|s| s.starts_with("//"))
        );
        assert!(!text(one(li, "div.name").expect("name")).is_empty());
        assert!(is_won(
            &text(one(li, "strong.price-value").expect("price")),
            ""
        ));
        if let Some(count) = one(li, "span.rating-total-count") {
            ratings += 1;
            assert!(text(count).starts_with('('));
            assert!(one(li, "em.rating").is_some());
        }

        let is_ad = li
            .value()
            .classes()
            .any(|c| c == "search-product__ad-badge");
        assert_eq!(is_ad, one(li, "span.ad-badge-text").is_some());
        if is_ad {
            sponsored += 1;
            assert!(href.contains("sourceType=srp_product_ads"));
        } else {
            organic += 1;
            if let Some(badge) = one(li, "span.number") {
                badges += 1;
                assert_eq!(text(badge), organic.to_string());
            }
        }
    }
    assert!(sponsored >= 28 && organic + sponsored == 72);
    assert_eq!(badges, 10);
    assert!(ratings > 0);
}

#[tokio::test]
async fn both_layouts_show_the_same_cards_in_the_same_order() {
    let keyword = keyword_of(DepthClass::Common, "캠핑 의자");
    let current = TestSim::start(Layout::Current)
        .await
        .page(&keyword, 3, 48)
        .await;
    let legacy = TestSim::start(Layout::Legacy)
        .await
        .page(&keyword, 3, 48)
        .await;
    let ids = |html: &str| -> Vec<_> {
        read_cards(html)
            .iter()
            .map(|c| (c.ids(), c.sponsored))
            .collect()
    };
    assert_eq!(ids(&current), ids(&legacy));
    assert_eq!(ids(&current).len(), 48);
}

#[tokio::test]
async fn pages_parse_without_html_errors() {
    for layout in [Layout::Current, Layout::Legacy] {
        let sim = TestSim::start(layout).await;
        for keyword in ["무선 이어폰", "우산 없는상품", r#"<script>"&'"#] {
            let doc = Html::parse_document(&sim.page(keyword, 1, 72).await);
            assert_eq!(
                doc.errors,
                Vec::<std::borrow::Cow<str>>::new(),
                "{layout:?} {keyword}"
            );
        }
    }
}

#[tokio::test]
async fn a_keyword_full_of_markup_comes_back_as_text() {
    let keyword = r#"<script>"&'"#;
    for layout in [Layout::Current, Layout::Legacy] {
        let sim = TestSim::start(layout).await;
        for keyword in [keyword.to_owned(), format!("{keyword}없는상품")] {
            let html = sim.page(&keyword, 1, 72).await;
            assert!(
                !html.contains(&keyword),
                "{layout:?}: the raw keyword leaked"
            );
            let doc = Html::parse_document(&html);
            let scripts = if layout == Layout::Current { 2 } else { 1 };
            assert_eq!(
                doc.select(&selector("script")).count(),
                scripts,
                "no injected script"
            );
            let title = doc.select(&selector("title")).next().map(text);
            assert_eq!(title, Some(format!("{keyword} - 쿠팡!")));
            let input = doc
                .select(&selector("input[name=q]"))
                .next()
                .expect("search box");
            assert_eq!(input.value().attr("value"), Some(keyword.as_str()));
            if layout == Layout::Current {
                let data = doc
                    .select(&selector("script#__NEXT_DATA__"))
                    .next()
                    .expect("data");
                let data: serde_json::Value = serde_json::from_str(&text(data)).expect("JSON");
                assert_eq!(data["props"]["pageProps"]["keyword"], keyword.as_str());
            }
            for link in read_cards(&html) {
                assert!(
                    link.href.contains("q=%3Cscript%3E%22%26%27"),
                    "{}",
                    link.href
                );
            }
        }
    }
}
