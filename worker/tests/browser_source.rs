//! Crawls through a real browser: Chromium over WebDriver, with chromedriver run by the worker's
//! supervisor, against the in-process marketplace simulator. The browser must find the simulator's
//! true rank, and a block page or a dropped connection seen through the browser must leave the
//! crawl incomplete (so no rank 0 is recorded), never "not found".

use crate::support;

use std::time::Duration;

use common::rank::{
    counter::Target,
    crawl::{self, CrawlSettings, PageFailure},
    parser::BlockSign,
    webdriver::WebDriverSource,
};
use simulator::{SimConfig, SimHandle, catalog};
use support::set_fault;
use worker::chromedriver::Chromedriver;

const KEYWORD: &str = "무선 마우스";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
const CHROMIUM: &str = "/usr/bin/chromium";

/// A simulator pinned to today, chromedriver, and a one-session browser source talking to it.
async fn browser_and_marketplace() -> (
    SimConfig,
    std::net::SocketAddr,
    SimHandle,
    Chromedriver,
    WebDriverSource,
) {
    common::telemetry::install_crypto_provider();
    let config = SimConfig {
        day: Some(common::time::today_kst()),
        ..SimConfig::default()
    };
    let (addr, sim) = simulator::spawn(config.clone()).await.unwrap();
    let driver = Chromedriver::start(CHROMEDRIVER).await.unwrap();
    let source = WebDriverSource::new(driver.url(), CHROMIUM, None, Duration::from_secs(15), 1);
    (config, addr, sim, driver, source)
}

/// The test settings, with one retry of a page (the browser is slower than plain HTTP).
fn settings(addr: std::net::SocketAddr) -> CrawlSettings {
    CrawlSettings {
        attempts: 2,
        ..support::settings(addr)
    }
}

/// The simulator's product at `place` (1-based) for [`KEYWORD`], as a crawl target.
fn product_at(config: &SimConfig, place: usize) -> Target {
    let places = catalog::first_appearances(KEYWORD, config.today(), config.seed);
    let product = &places[place - 1].product;
    Target {
        product_id: product.product_id,
        item_id: Some(product.item_id),
        vendor_item_id: Some(product.vendor_item_id),
        mid: None,
    }
}

#[tokio::test]
async fn a_crawl_through_the_browser_finds_the_simulators_true_rank() {
    let (config, addr, _sim, _driver, source) = browser_and_marketplace().await;
    // Place 100 is on page 2 at 72 cards: two pages through one reused browser session.
    let target = product_at(&config, 100);
    let truth = catalog::true_rank(
        KEYWORD,
        config.today(),
        config.seed,
        target.product_id,
        target.item_id,
        target.vendor_item_id,
    );

    let outcome = crawl::crawl(&source, &settings(addr), KEYWORD, &[target]).await;

    assert_eq!(truth, 100, "the simulator's truth");
    assert!(outcome.complete, "{:?}", outcome.failure);
    assert_eq!(outcome.found[&target].0, truth);
    assert_eq!(outcome.pages_read, 2);
    assert_eq!(source.idle_sessions(), 1, "one session, reused");
    source.close().await;
    assert_eq!(source.idle_sessions(), 0);
}

#[tokio::test]
async fn a_block_page_or_a_dropped_connection_in_the_browser_leaves_the_crawl_incomplete() {
    let (config, addr, sim, _driver, source) = browser_and_marketplace().await;
    let target = product_at(&config, 5);

    // The bot manager's page loads fine in the browser: the parser must call it a block.
    set_fault(&sim, "accessDenied");
    let denied = crawl::crawl(&source, &settings(addr), KEYWORD, &[target]).await;
    assert!(!denied.complete, "never rank 0 from a block page");
    assert!(denied.found.is_empty());
    assert_eq!(
        denied.failure,
        Some(PageFailure::Blocked(BlockSign::AccessDenied))
    );

    // A closed connection shows Chrome's error page: a failed fetch, the session kept.
    set_fault(&sim, "drop");
    let dropped = crawl::crawl(&source, &settings(addr), KEYWORD, &[target]).await;
    assert!(!dropped.complete, "never rank 0 from a dropped connection");
    assert!(
        matches!(&dropped.failure, Some(PageFailure::Fetch(why)) if why.to_string().contains("ERR_EMPTY_RESPONSE")),
        "{:?}",
        dropped.failure
    );
    assert_eq!(
        source.idle_sessions(),
        1,
        "an error page does not break the session"
    );

    // The marketplace recovers: the same browser reads the true rank.
    set_fault(&sim, "none");
    let recovered = crawl::crawl(&source, &settings(addr), KEYWORD, &[target]).await;
    assert!(recovered.complete, "{:?}", recovered.failure);
    assert_eq!(recovered.found[&target].0, 5);
    source.close().await;
}
