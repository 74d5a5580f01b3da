//! Product pages and thumbnails, reached through the links of search pages.

use crate::support;

use scraper::Html;
use simulator::{Layout, SimConfig, catalog::DepthClass};
use support::{SEED, TestSim, day, first_text, keyword_of, read_cards, selector};

#[tokio::test]
async fn a_card_link_opens_the_product_page_with_its_name_and_image() {
    let sim = TestSim::start(Layout::Current).await;
    let keyword = keyword_of(DepthClass::Common, "전기포트");
    let search = Html::parse_document(&sim.page(&keyword, 1, 72).await);
    let card = search
        .select(&selector("li[data-id] a[href*='sourceType=search']"))
        .next()
        .expect("an organic card");
    let href = card.value().attr("href").expect("href");
    let name = first_text(card, "div[class^=ProductUnit_productNameV2]").expect("a name");

    let response = sim.get(&sim.url(href)).await;
    assert_eq!(response.status(), 200);
    let page = Html::parse_document(&response.text().await.expect("a body"));
    assert_eq!(first_text(page.root_element(), "title"), Some(name.clone()));
    assert_eq!(first_text(page.root_element(), "h1"), Some(name));
    let image = page
        .select(&selector("meta[property='og:image']"))
        .next()
        .and_then(|m| m.value().attr("content"))
        .expect("og:image")
        .to_owned();
    assert!(
        image.starts_with(&format!("http://{}/thumb/", sim.addr)),
        "{image}"
    );

    let thumb = sim.get(&image).await;
    assert_eq!(thumb.status(), 200);
    assert_eq!(thumb.headers()["content-type"], "image/svg+xml");
    assert!(thumb.text().await.expect("svg").starts_with("<svg"));
    assert_eq!(sim.json("/__stats").await["productRequests"], 1);
}

#[tokio::test]
async fn the_option_in_the_link_is_the_one_shown() {
    let sim = TestSim::start(Layout::Current).await;
    let keyword = keyword_of(DepthClass::Common, "전기포트");
    let organic = simulator::catalog::organic(&keyword, day(), SEED);
    let (first, second) = organic
        .iter()
        .enumerate()
        .find_map(|(i, a)| {
            organic[i + 1..]
                .iter()
                .find(|b| b.product_id == a.product_id && b.item_id != a.item_id)
                .map(|b| (a, b))
        })
        .expect("a listing with two items");
    sim.page(&keyword, 1, 72).await; // the simulator learns the keyword from the search
    for option in [first, second] {
        let url = sim.url(&format!(
            "/vp/products/{}?itemId={}&vendorItemId={}",
            option.product_id, option.item_id, option.vendor_item_id
        ));
        let page = Html::parse_document(&sim.get(&url).await.text().await.expect("a body"));
        assert_eq!(
            first_text(page.root_element(), "h1"),
            Some(option.name.clone())
        );
    }
}

#[tokio::test]
async fn a_sponsored_only_product_has_a_page_too() {
    let sim = TestSim::start(Layout::Legacy).await;
    let keyword = keyword_of(DepthClass::Common, "전기포트");
    let organic: std::collections::HashSet<i64> =
        simulator::catalog::organic(&keyword, day(), SEED)
            .iter()
            .map(|p| p.product_id)
            .collect();
    let cards = read_cards(&sim.page(&keyword, 1, 72).await);
    let ad = cards
        .iter()
        .find(|c| c.sponsored && !organic.contains(&c.product_id))
        .expect("an ad-pool product");
    assert_eq!(sim.get(&sim.url(&ad.href)).await.status(), 200);
}

#[tokio::test]
async fn a_fresh_simulator_finds_a_product_by_the_links_keyword() {
    let keyword = keyword_of(DepthClass::Common, "전기포트");
    let product = simulator::catalog::organic(&keyword, day(), SEED).remove(3);
    let sim = TestSim::with(SimConfig {
        seed: SEED,
        day: Some(day()),
        ..SimConfig::default()
    })
    .await;
    let path = format!(
        "/vp/products/{}?itemId={}&vendorItemId={}",
        product.product_id, product.item_id, product.vendor_item_id
    );
    assert_eq!(
        sim.get(&sim.url(&path)).await.status(),
        404,
        "no search, no keyword"
    );
    let with_q = format!(
        "{path}&q={}",
        simulator::render::encode_query_value(&keyword)
    );
    assert_eq!(sim.get(&sim.url(&with_q)).await.status(), 200);
}

#[tokio::test]
async fn unknown_products_and_files_are_404() {
    let sim = TestSim::start(Layout::Current).await;
    sim.assert_each_answers(
        &[
            "/vp/products/123",
            "/vp/products/abc",
            "/thumb/abc.svg",
            "/thumb/12.png",
        ],
        404,
    )
    .await;
}
