//! The marketplace simulator's ground truth (`/__truth`, `/__truth/keyword`) as the demo seed reads
//! it: which product a demo slot tracks, and the rank a crawl of a day would have recorded for it.

use std::{collections::HashSet, time::Duration};

use anyhow::{Context, bail};
use chrono::NaiveDate;
use serde::Deserialize;

use common::{
    rank::{
        counter::Target,
        crawl::{CrawlSettings, KeywordCrawl},
        market::MarketSnapshot,
        parser::Card,
    },
    slots::url,
};

use super::{DEMO_SLOTS, DemoSlot};

/// The simulator's ground-truth routes.
pub(super) struct Truth {
    base: String,
    client: reqwest::Client,
}

/// One place of `/__truth/keyword`.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct Place {
    pub(super) product_id: i64,
    pub(super) item_id: i64,
    pub(super) vendor_item_id: i64,
    pub(super) name: String,
}

/// `/__truth/cards`'s answer: a page's cards as the parser reads them.
#[derive(Debug, Deserialize)]
struct CardsPage {
    last: bool,
    cards: Vec<Card>,
}

/// `/__truth`'s answer.
#[derive(Debug, Deserialize)]
struct RankTruth {
    rank: i32,
}

/// Places past 500 within this many of it may drift into the ranked places on another day.
const DRIFT_MARGIN: u32 = 20;

impl Truth {
    pub(super) fn new(base: &str) -> anyhow::Result<Self> {
        let client = common::telemetry::http_client()
            .timeout(Duration::from_secs(20))
            .build()?;
        Ok(Self {
            base: base.trim_end_matches('/').to_owned(),
            client,
        })
    }

    /// Fails with what to do when the simulator does not answer.
    pub(super) async fn check(&self) -> anyhow::Result<()> {
        let health = format!("{}/__health", self.base);
        let answer = self.client.get(&health).send().await.with_context(|| {
            format!(
                "the marketplace simulator at {} is not reachable; start it (scripts/run.sh does) \
                 or point MARKETPLACE_BASE_URL at it",
                self.base
            )
        })?;
        if !answer.status().is_success() {
            bail!(
                "{} answered {} to /__health: it is not the marketplace simulator, which the demo \
                 data needs (MARKETPLACE_BASE_URL)",
                self.base,
                answer.status()
            );
        }
        Ok(())
    }

    /// The first `limit` distinct organic products of `keyword` on `day`.
    async fn places(
        &self,
        keyword: &str,
        day: NaiveDate,
        limit: u32,
    ) -> anyhow::Result<Vec<Place>> {
        let day = day.to_string();
        let limit = limit.to_string();
        self.get(
            "/__truth/keyword",
            &[("q", keyword), ("day", &day), ("limit", &limit)],
        )
        .await
    }

    /// The product to track for `demo`: the one at its place today (the last one when the
    /// keyword finds fewer; the nearest listed since the history's first day), or for "not ranked" one listed well past place 500 under no id that
    /// appears within it. Without such a product, one of another demo keyword (never listed here).
    pub(super) async fn pick(&self, demo: &DemoSlot, today: NaiveDate) -> anyhow::Result<Place> {
        let places = self.places(demo.keyword, today, 2_000).await?;
        let found = match demo.place {
            Some(place) => {
                // A product listed when the history starts (not one that entered since), so the
                // demo's two weeks have a rank every day: the nearest such place to the one asked.
                let first_day = today - chrono::Duration::days(super::HISTORY_DAYS);
                let listed: HashSet<i64> = self
                    .places(demo.keyword, first_day, 500)
                    .await?
                    .iter()
                    .map(|p| p.product_id)
                    .collect();
                let wanted = (place as usize).min(places.len()).clamp(1, 500) - 1;
                let within = &places[..places.len().min(500)];
                (0..within.len())
                    .flat_map(|d| [wanted.checked_sub(d), Some(wanted + d)])
                    .flatten()
                    .filter_map(|i| within.get(i))
                    .find(|p| listed.contains(&p.product_id))
                    .or_else(|| within.get(wanted))
                    .cloned()
            }
            None => {
                let near = 500 + DRIFT_MARGIN as usize;
                let listed: HashSet<i64> = places.iter().take(near).map(|p| p.product_id).collect();
                places
                    .iter()
                    .skip(near)
                    .filter(|p| !listed.contains(&p.product_id))
                    .nth(20)
                    .cloned()
            }
        };
        if let Some(place) = found {
            return Ok(place);
        }
        for other in DEMO_SLOTS.iter().filter(|d| d.keyword != demo.keyword) {
            if let Some(place) = self.places(other.keyword, today, 1).await?.pop() {
                return Ok(place);
            }
        }
        bail!("the simulator lists no product for the demo keywords")
    }

    /// The rank a crawl of `keyword` on `day` records for `product` (0: not within 500).
    pub(super) async fn rank(
        &self,
        keyword: &str,
        day: NaiveDate,
        product: &url::ProductUrl,
    ) -> anyhow::Result<i32> {
        let day = day.to_string();
        let ids = [
            product.product_id.to_string(),
            product.item_id.to_string(),
            product.vendor_item_id.to_string(),
        ];
        let truth: RankTruth = self
            .get(
                "/__truth",
                &[
                    ("q", keyword),
                    ("day", &day),
                    ("productId", &ids[0]),
                    ("itemId", &ids[1]),
                    ("vendorItemId", &ids[2]),
                ],
            )
            .await?;
        Ok(truth.rank)
    }

    /// What a complete crawl of `keyword` on `day` for `target` would have stored of the market:
    /// the day's pages as the parser reads them (`/__truth/cards`), counted by the crawl's own
    /// rule ([`KeywordCrawl::replay`]) until it would have stopped.
    pub(super) async fn market(
        &self,
        keyword: &str,
        day: NaiveDate,
        list_size: u32,
        target: Target,
    ) -> anyhow::Result<MarketSnapshot> {
        let settings = CrawlSettings {
            list_size,
            ..CrawlSettings::default()
        };
        let mut crawl = KeywordCrawl::new(&settings, keyword, &[target]);
        let (day, list_size) = (day.to_string(), list_size.to_string());
        for page in 1..=settings.max_pages {
            let page = page.to_string();
            let read: CardsPage = self
                .get(
                    "/__truth/cards",
                    &[
                        ("q", keyword),
                        ("day", &day),
                        ("page", &page),
                        ("listSize", &list_size),
                    ],
                )
                .await?;
            crawl.replay(&read.cards, read.last);
            if crawl.is_finished() {
                break;
            }
        }
        Ok(crawl.outcome().market)
    }

    async fn get<T: serde::de::DeserializeOwned>(
        &self,
        path: &str,
        query: &[(&str, &str)],
    ) -> anyhow::Result<T> {
        let url = ::url::Url::parse_with_params(&format!("{}{path}", self.base), query)
            .with_context(|| format!("MARKETPLACE_BASE_URL is not a URL: {}", self.base))?;
        let answer = self
            .client
            .get(url.clone())
            .send()
            .await
            .with_context(|| format!("asking the simulator {url}"))?
            .error_for_status()
            .with_context(|| format!("asking the simulator {url}"))?;
        answer
            .json()
            .await
            .with_context(|| format!("reading the simulator's answer from {url}"))
    }
}
