//! Page composition and arithmetic, redirects past the end, and the no-results page.

use crate::support;

use std::collections::HashSet;

use simulator::{
    Layout,
    catalog::DepthClass,
    page::{Cell, search_page},
    render,
};
use support::{SEED, TestSim, day, keyword_of, read_cards};

/// The page holding the 500th distinct organic product, walking the pages as a crawler would.
fn page_of_place_500(keyword: &str, list_size: u32) -> u32 {
    let mut seen = HashSet::new();
    for page in 1.. {
        let model = search_page(keyword, day(), SEED, page, list_size);
        assert!(!model.past_end, "{keyword} has fewer than 500 products");
        for cell in &model.cells {
            if let Cell::Organic { product, .. } = cell
                && seen.insert(product.ids())
                && seen.len() == 500
            {
                return page;
            }
        }
    }
    unreachable!()
}

#[test]
fn organic_place_500_lands_on_page_8_or_9_at_72_and_about_19_at_36() {
    let mut keywords = 0;
    for n in 0..40 {
        let keyword = format!("생활용품 {n}");
        if simulator::catalog::depth_class(&keyword, SEED) != DepthClass::Common {
            continue;
        }
        keywords += 1;
        let at_72 = page_of_place_500(&keyword, 72);
        let at_36 = page_of_place_500(&keyword, 36);
        assert!((8..=9).contains(&at_72), "{keyword}: page {at_72} at 72");
        assert!((18..=20).contains(&at_36), "{keyword}: page {at_36} at 36");
    }
    assert!(keywords >= 25);
}

#[test]
fn page_one_has_about_thirty_ads_near_the_top_and_later_pages_about_nine() {
    let keyword = keyword_of(DepthClass::Common, "러닝화");
    let first = search_page(&keyword, day(), SEED, 1, 72);
    let ads_at: Vec<usize> = first
        .cells
        .iter()
        .enumerate()
        .filter(|(_, c)| matches!(c, Cell::Sponsored { .. }))
        .map(|(i, _)| i)
        .collect();
    assert!((28..=32).contains(&ads_at.len()), "{}", ads_at.len());
    assert!(ads_at.iter().all(|i| *i < 60), "page 1's ads crowd the top");

    let mut later = Vec::new();
    for page in 2..first.last_page {
        let model = search_page(&keyword, day(), SEED, page, 72);
        let ads = model
            .cells
            .iter()
            .filter(|c| matches!(c, Cell::Sponsored { .. }))
            .count();
        later.push(ads);
    }
    assert!(
        later.iter().all(|n| *n == 0 || (8..=10).contains(n)),
        "{later:?}"
    );
    let at_36 = search_page(&keyword, day(), SEED, 2, 36);
    assert_eq!(at_36.product_count(), 36);
}

#[test]
fn some_ads_show_organic_products_and_some_pages_hold_a_bundle() {
    let (mut same_page, mut elsewhere, mut bundles) = (0, 0, 0);
    for n in 0..10 {
        let keyword = format!("주방용품 {n}");
        let organic: HashSet<_> = simulator::catalog::organic(&keyword, day(), SEED)
            .iter()
            .map(|p| p.ids())
            .collect();
        for page in 1..=3 {
            let model = search_page(&keyword, day(), SEED, page, 72);
            let here: HashSet<_> = model
                .cells
                .iter()
                .filter_map(|c| match c {
                    Cell::Organic { product, .. } => Some(product.ids()),
                    _ => None,
                })
                .collect();
            for cell in &model.cells {
                match cell {
                    Cell::Sponsored { product } if here.contains(&product.ids()) => same_page += 1,
                    Cell::Sponsored { product } if organic.contains(&product.ids()) => {
                        elsewhere += 1
                    }
                    Cell::Bundle(_) => bundles += 1,
                    _ => {}
                }
            }
        }
    }
    assert!(same_page > 0 && elsewhere > 0 && bundles > 0);
}

#[test]
fn the_same_request_gets_the_same_page() {
    let model = search_page("무선 마우스", day(), SEED, 3, 60);
    assert_eq!(model, search_page("무선 마우스", day(), SEED, 3, 60));
    assert_eq!(
        render::search_page(&model, Layout::Current, "sim"),
        render::search_page(
            &search_page("무선 마우스", day(), SEED, 3, 60),
            Layout::Current,
            "sim"
        )
    );
    assert_ne!(model, search_page("무선 마우스", day(), SEED + 1, 3, 60));
}

#[tokio::test]
async fn the_same_url_gets_the_same_body_over_http() {
    let sim = TestSim::start(Layout::Current).await;
    let first = sim.page("무선 마우스", 2, 72).await;
    let second = sim.page("무선 마우스", 2, 72).await;
    assert_eq!(first, second);
}

#[tokio::test]
async fn padding_set_at_run_time_brings_pages_to_the_real_weight_with_the_same_cards() {
    let sim = TestSim::start(Layout::Current).await;
    let bare = sim.page("무선 마우스", 2, 72).await;
    let set = sim
        .post_config(serde_json::json!({ "pad": { "minBytes": 600000, "maxBytes": 1600000 } }))
        .await;
    assert_eq!(set.status(), 200);
    let padded = sim.page("무선 마우스", 2, 72).await;
    assert!(
        (600_000..1_610_000).contains(&padded.len()),
        "{} bytes",
        padded.len()
    );
    assert_eq!(read_cards(&padded), read_cards(&bare));
    assert_eq!(sim.page("무선 마우스", 2, 72).await, padded);

    sim.post_config(serde_json::json!({ "pad": null })).await;
    assert_eq!(sim.page("무선 마우스", 2, 72).await, bare);
}

#[tokio::test]
async fn a_page_past_the_end_redirects_to_the_last_page_keeping_the_other_parameters() {
    let sim = TestSim::start(Layout::Current).await;
    let keyword = keyword_of(DepthClass::Rare, "우산");
    let last = search_page(&keyword, day(), SEED, 1, 72).last_page;

    let response = sim.get(&sim.search_url(&keyword, last + 5, 72)).await;

    assert_eq!(response.status(), 302);
    let location = response.headers()["location"]
        .to_str()
        .expect("ASCII")
        .to_owned();
    let asked = sim.search_url(&keyword, last + 5, 72);
    let expected = asked
        .trim_start_matches(&format!("http://{}", sim.addr))
        .replace(&format!("page={}", last + 5), &format!("page={last}"));
    assert_eq!(location, expected);
    let landed = sim.get(&sim.url(&location)).await;
    assert_eq!(landed.status(), 200, "the last page itself is served");
    assert!(!read_cards(&landed.text().await.expect("a body")).is_empty());
}

#[tokio::test]
async fn a_keyword_without_results_gets_the_notice_and_no_product_list() {
    for layout in [Layout::Current, Layout::Legacy] {
        let sim = TestSim::start(layout).await;
        let body = sim.page("무선 마우스 없는상품", 1, 72).await;
        assert!(body.contains("\"무선 마우스 없는상품\"에 대한 검색결과가 없습니다"));
        let doc = scraper::Html::parse_document(&body);
        let lists = support::selector("ul#product-list, ul#productList");
        assert_eq!(doc.select(&lists).count(), 0, "{layout:?}");
        let next = sim
            .get(&sim.search_url("무선 마우스 없는상품", 2, 72))
            .await;
        assert_eq!(next.status(), 302, "page 2 of nothing is past the end");
    }
}

#[tokio::test]
async fn an_unknown_list_size_serves_seventy_two_cards_and_junk_page_numbers_serve_page_one() {
    let sim = TestSim::start(Layout::Current).await;
    let keyword = keyword_of(DepthClass::Common, "책상");
    let body = sim
        .get(&sim.url(&format!(
            "/np/search?q={}&page=abc&listSize=50",
            simulator::render::encode_query_value(&keyword)
        )))
        .await
        .text()
        .await
        .expect("a body");
    assert_eq!(read_cards(&body).len(), 72);
    assert!(body.contains("&amp;itemsCount=72&amp;"));
    assert!(body.contains("\"page\":1"));
}

#[tokio::test]
async fn a_search_without_a_keyword_is_a_bad_request() {
    let sim = TestSim::start(Layout::Current).await;
    assert_eq!(sim.get(&sim.url("/np/search?page=1")).await.status(), 400);
    assert_eq!(sim.get(&sim.url("/np/search?q=+")).await.status(), 400);
}
