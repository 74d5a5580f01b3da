//! Shared by the integration tests: a simulator on port 0 with a pinned day, a client that does
//! not follow redirects, and an independent reading of result pages with CSS selectors (the
//! tests must not trust the simulator's own model of what it rendered).

#![allow(dead_code)] // each test file uses its own part of this

use std::net::SocketAddr;

use chrono::NaiveDate;
use scraper::{ElementRef, Html, Selector};
use simulator::{Layout, SimConfig, SimHandle};

/// The day every test pins.
pub fn day() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 22).expect("a valid date")
}

pub const SEED: u64 = 20_261_122;

/// A running simulator and a client for it.
pub struct TestSim {
    pub addr: SocketAddr,
    pub handle: SimHandle,
    pub client: reqwest::Client,
}

impl TestSim {
    /// A simulator serving `layout` on the pinned day.
    pub async fn start(layout: Layout) -> Self {
        Self::with(SimConfig {
            seed: SEED,
            day: Some(day()),
            layout,
            ..SimConfig::default()
        })
        .await
    }

    pub async fn with(config: SimConfig) -> Self {
        let (addr, handle) = simulator::spawn(config)
            .await
            .expect("the simulator starts");
        let client = common::telemetry::http_client()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("a client");
        Self {
            addr,
            handle,
            client,
        }
    }

    pub fn url(&self, path_and_query: &str) -> String {
        format!("http://{}{path_and_query}", self.addr)
    }

    /// The search address the crawler builds.
    pub fn search_url(&self, keyword: &str, page: u32, list_size: u32) -> String {
        let q: String = keyword
            .bytes()
            .map(|b| match b {
                b' ' => "+".to_owned(),
                b if b.is_ascii_alphanumeric() => (b as char).to_string(),
                b => format!("%{b:02X}"),
            })
            .collect();
        self.url(&format!(
            "/np/search?q={q}&page={page}&listSize={list_size}&sorter=scoreDesc&channel=user"
        ))
    }

    pub async fn get(&self, url: &str) -> reqwest::Response {
        self.client.get(url).send().await.expect("a response")
    }

    /// The body of a page that must answer 200.
    /// Each of `paths` answers `status`.
    pub async fn assert_each_answers(&self, paths: &[&str], status: u16) {
        for path in paths {
            let answer = self.get(&self.url(path)).await;
            assert_eq!(answer.status(), status, "{path}");
        }
    }

    pub async fn page(&self, keyword: &str, page: u32, list_size: u32) -> String {
        let response = self.get(&self.search_url(keyword, page, list_size)).await;
        assert_eq!(response.status(), 200, "{keyword} page {page}");
        response.text().await.expect("a body")
    }

    pub async fn post_config(&self, json: serde_json::Value) -> reqwest::Response {
        self.client
            .post(self.url("/__config"))
            .json(&json)
            .send()
            .await
            .expect("a response")
    }

    pub async fn json(&self, path_and_query: &str) -> serde_json::Value {
        let response = self.get(&self.url(path_and_query)).await;
        assert_eq!(response.status(), 200, "{path_and_query}");
        response.json().await.expect("JSON")
    }
}

pub fn selector(css: &str) -> Selector {
    Selector::parse(css).expect("a valid selector")
}

/// The text of the first element under `scope` matching `css`, if any (for a whole document,
/// `doc.root_element()`).
pub fn first_text(scope: scraper::ElementRef, css: &str) -> Option<String> {
    let first = scope.select(&selector(css)).next();
    first.map(|e| e.text().collect())
}

/// How many elements of the page `html` match `css`.
pub fn count_in(html: &str, css: &str) -> usize {
    let doc = scraper::Html::parse_document(html);
    doc.select(&selector(css)).count()
}

/// A product card as a crawler reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadCard {
    pub product_id: i64,
    pub item_id: i64,
    pub vendor_item_id: i64,
    pub sponsored: bool,
    pub href: String,
}

impl ReadCard {
    pub fn ids(&self) -> (i64, i64, i64) {
        (self.product_id, self.item_id, self.vendor_item_id)
    }
}

/// The product cards of a result page in either layout, in order; cells without a product link
/// (bundles) are left out.
pub fn read_cards(html: &str) -> Vec<ReadCard> {
    let doc = Html::parse_document(html);
    let current: Vec<ElementRef> = doc
        .select(&selector(
            "section#contents > ul#product-list > li[class^=ProductUnit_productUnit]",
        ))
        .collect();
    let legacy: Vec<ElementRef> = doc
        .select(&selector("ul#productList > li.search-product"))
        .collect();
    current
        .into_iter()
        .chain(legacy)
        .filter_map(|li| {
            let link = li.select(&selector("a[href*='/vp/products/']")).next()?;
            let href = link.value().attr("href")?.to_owned();
            let path_id = href
                .strip_prefix("/vp/products/")?
                .split('?')
                .next()?
                .parse()
                .ok()?;
            let sponsored = li
                .select(&selector("[class*=AdMark_adMark]"))
                .next()
                .is_some()
                || li
                    .value()
                    .classes()
                    .any(|c| c == "search-product__ad-badge")
                || href.contains("sourceType=srp_product_ads");
            Some(ReadCard {
                product_id: path_id,
                item_id: query_number(&href, "itemId")?,
                vendor_item_id: query_number(&href, "vendorItemId")?,
                sponsored,
                href,
            })
        })
        .collect()
}

/// A numeric query parameter of a link.
pub fn query_number(href: &str, name: &str) -> Option<i64> {
    href.split_once('?')?
        .1
        .split('&')
        .find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))
        .and_then(|v| v.parse().ok())
}

/// A keyword of the wanted depth class, found by trying numbered keywords.
pub fn keyword_of(class: simulator::catalog::DepthClass, stem: &str) -> String {
    (0..10_000)
        .map(|n| format!("{stem} {n}"))
        .find(|k| simulator::catalog::depth_class(k, SEED) == class)
        .expect("some keyword of that class")
}
