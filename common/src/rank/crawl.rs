//! One keyword's crawl: reads result pages in order until every tracked product is found, place
//! 500 is passed, or the results end; retries a page that could not be read, and reports whether
//! the crawl is complete. Only a complete crawl may say "not found" (rank 0); see the rule in
//! [`super::parser`].

use std::{collections::HashMap, time::Duration};

use super::{
    counter::{self, MatchKind, RankCounter, Target},
    market::MarketSnapshot,
    parser::{self, Page},
    source::{FetchError, Fetched, PageSource, page_param},
};

/// How to crawl.
#[derive(Debug, Clone)]
pub struct CrawlSettings {
    /// The marketplace's origin, e.g. `https://www.coupang.com`.
    pub base_url: String,
    /// Cards per page: 36, 48, 60 or 72.
    pub list_size: u32,
    /// Attempts per page before the crawl gives up as incomplete.
    pub attempts: u32,
    /// First wait between attempts; doubles each time up to `max_backoff`.
    pub backoff: Duration,
    pub max_backoff: Duration,
    /// A safety stop: place 500 is on about page 8 at 72 cards, 19 at 36.
    pub max_pages: u32,
}

impl CrawlSettings {
    pub fn from_config(c: &crate::config::CrawlConfig) -> Self {
        Self {
            base_url: c.base_url.clone(),
            list_size: c.list_size,
            attempts: c.page_attempts,
            ..Self::default()
        }
    }
}

impl Default for CrawlSettings {
    fn default() -> Self {
        Self {
            base_url: "https://www.coupang.com".into(),
            list_size: 72,
            attempts: 3,
            backoff: Duration::from_millis(500),
            max_backoff: Duration::from_secs(8),
            max_pages: 25,
        }
    }
}

/// Why a page counted as unread. Its text is what a run stores as `last_error`
/// (`crate::messages::crawl_failure` reads it to operators in Korean).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PageFailure {
    #[error("fetch: {0}")]
    Fetch(FetchError),
    #[error("status {0}")]
    Status(u16),
    #[error("blocked: {}", .0.as_str())]
    Blocked(parser::BlockSign),
    /// Fewer products than a result page of this keyword must hold (a truncated page).
    #[error("short page: {got} products")]
    Short { got: usize },
}

/// What a crawl found.
#[derive(Debug, Clone)]
pub struct CrawlOutcome {
    /// Every page the crawl needed was read: a target not found has rank 0.
    pub complete: bool,
    pub pages_read: u32,
    pub places: u32,
    /// Each found target's place and how it matched.
    pub found: HashMap<Target, (u32, MatchKind)>,
    /// Name and image of the cards the targets matched, for the slot's product name and thumbnail.
    pub products: HashMap<Target, (Option<String>, Option<String>)>,
    /// The last failure of an incomplete crawl.
    pub failure: Option<PageFailure>,
    /// What the pages read showed besides the tracked products.
    pub market: MarketSnapshot,
}

/// A keyword's crawl in progress: read it a page at a time ([`KeywordCrawl::next_page`]), or
/// replay pages already read by an earlier attempt ([`KeywordCrawl::replay`]) and go on from there.
pub struct KeywordCrawl<'a> {
    settings: &'a CrawlSettings,
    keyword: &'a str,
    targets: Vec<Target>,
    counter: RankCounter,
    products: HashMap<Target, (Option<String>, Option<String>)>,
    market: MarketSnapshot,
    next_page: u32,
    finished: Option<bool>,
    failure: Option<PageFailure>,
}

/// What reading the next page did.
#[derive(Debug)]
pub enum Step {
    /// Page `page` was read; store its cards (and whether the results ended there) to resume.
    Read {
        page: u32,
        cards: Vec<parser::Card>,
        last: bool,
        /// How many products the marketplace says the keyword has, when the page says.
        total: Option<u64>,
    },
    /// Nothing more to read (see [`KeywordCrawl::outcome`]).
    Finished,
}

impl<'a> KeywordCrawl<'a> {
    pub fn new(settings: &'a CrawlSettings, keyword: &'a str, targets: &[Target]) -> Self {
        Self {
            settings,
            keyword,
            targets: targets.to_vec(),
            counter: RankCounter::new(targets.iter().copied()),
            products: HashMap::new(),
            market: MarketSnapshot::default(),
            next_page: 1,
            finished: None,
            failure: None,
        }
    }

    /// Counts a page read before (in order, from page 1).
    pub fn replay(&mut self, cards: &[parser::Card], last: bool) {
        self.count(cards);
        self.next_page += 1;
        if self.counter.done() || last {
            self.finished = Some(true);
        }
    }

    /// Reads the next page (with retries), or says the crawl is finished.
    pub async fn next_page<S: PageSource>(&mut self, source: &S) -> Step {
        if self.finished.is_some() {
            return Step::Finished;
        }
        if self.next_page > self.settings.max_pages {
            self.finished = Some(true);
            return Step::Finished;
        }
        let page = self.next_page;
        let url = search_url(self.settings, self.keyword, page);
        match read_page(source, self.settings, &url, page).await {
            Ok(PageRead::End) => {
                self.finished = Some(true);
                Step::Finished
            }
            Ok(PageRead::Cards { cards, last, total }) => {
                self.replay(&cards, last);
                Step::Read {
                    page,
                    cards,
                    last,
                    total,
                }
            }
            Err(why) => {
                self.failure = Some(why);
                self.finished = Some(false);
                Step::Finished
            }
        }
    }

    /// Pages read so far.
    pub fn pages_read(&self) -> u32 {
        self.next_page - 1
    }

    /// What the crawl found; `complete` only when it finished without a failed page.
    pub fn outcome(self) -> CrawlOutcome {
        let found = self
            .targets
            .iter()
            .filter_map(|t| self.counter.found(t).map(|f| (*t, f)))
            .collect();
        CrawlOutcome {
            complete: self.finished == Some(true),
            pages_read: self.next_page - 1,
            places: self.counter.places(),
            found,
            products: self.products,
            failure: self.failure,
            market: self.market,
        }
    }

    fn count(&mut self, cards: &[parser::Card]) {
        let market = &mut self.market;
        self.counter.feed_each(cards, |card| market.place(card));
        market.page_read(self.next_page, cards);
        for card in cards.iter().filter(|c| !c.sponsored) {
            for target in &self.targets {
                // The card that gave the best match names the product (a merchant-id match may
                // be overtaken by the URL's own product later).
                let kind = counter::match_kind(target, card);
                if kind.is_some() && self.counter.found(target).map(|(_, k)| k) == kind {
                    self.products
                        .insert(*target, (card.name.clone(), card.image.clone()));
                }
            }
        }
    }
}

/// Crawls `keyword` for `targets` in one go.
pub async fn crawl<S: PageSource>(
    source: &S,
    settings: &CrawlSettings,
    keyword: &str,
    targets: &[Target],
) -> CrawlOutcome {
    let mut crawl = KeywordCrawl::new(settings, keyword, targets);
    while let Step::Read { .. } = crawl.next_page(source).await {}
    crawl.outcome()
}

/// A page of results, or the end of them.
enum PageRead {
    Cards {
        cards: Vec<parser::Card>,
        last: bool,
        total: Option<u64>,
    },
    End,
}

/// Reads one page with retries and capped exponential backoff.
async fn read_page<S: PageSource>(
    source: &S,
    settings: &CrawlSettings,
    url: &str,
    page: u32,
) -> Result<PageRead, PageFailure> {
    let mut wait = settings.backoff;
    let mut last_failure = PageFailure::Fetch(FetchError::Connection("never tried".into()));
    for attempt in 1..=settings.attempts.max(1) {
        let read = source
            .fetch(url)
            .await
            .map_err(PageFailure::Fetch)
            .and_then(|fetched| judge(&fetched, page));
        crate::metrics::crawl_page(outcome(&read));
        match read {
            Ok(read) => return Ok(read),
            // Waiting would not bring today's budget back.
            Err(e @ PageFailure::Fetch(FetchError::OutOfBudget)) => return Err(e),
            Err(why) => last_failure = why,
        }
        tracing::debug!(url, attempt, failure = ?last_failure, "page not read");
        if attempt < settings.attempts {
            tokio::time::sleep(wait).await;
            wait = (wait * 2).min(settings.max_backoff);
        }
    }
    Err(last_failure)
}

/// How one page request went, as the `crawl_pages_total` metric labels it.
fn outcome(read: &Result<PageRead, PageFailure>) -> &'static str {
    match read {
        Ok(PageRead::Cards { .. }) => "results",
        Ok(PageRead::End) => "end",
        Err(PageFailure::Status(_)) => "status",
        Err(PageFailure::Blocked(_)) => "blocked",
        Err(PageFailure::Short { .. }) => "short",
        Err(PageFailure::Fetch(FetchError::Timeout)) => "timeout",
        Err(PageFailure::Fetch(FetchError::Connection(_))) => "connection",
        Err(PageFailure::Fetch(FetchError::Throttled)) => "throttled",
        Err(PageFailure::Fetch(FetchError::OutOfBudget)) => "out_of_budget",
    }
}

/// What a fetched page means for the crawl.
fn judge(fetched: &Fetched, page: u32) -> Result<PageRead, PageFailure> {
    // Asking past the end redirects to the last real page (followed or not): those results
    // were already read.
    if page > 1 && page_param(&fetched.final_url).is_some_and(|landed| landed < page) {
        return Ok(PageRead::End);
    }
    if fetched.status != 200 {
        return Err(PageFailure::Status(fetched.status));
    }
    match parser::parse(&fetched.body) {
        Page::NoResults => Ok(PageRead::End),
        Page::Blocked(sign) => Err(PageFailure::Blocked(sign)),
        Page::Results {
            cards, total_count, ..
        } => {
            // A result page holds at least 10 product cards (ads fill it) unless the keyword has
            // fewer products than that; a shorter one is truncated, not the end.
            let few_products = total_count.is_some_and(|total| total < MIN_PRODUCTS as u64);
            if cards.len() < MIN_PRODUCTS && !few_products {
                return Err(PageFailure::Short { got: cards.len() });
            }
            // The end shows as a redirect to an earlier page (above), the no-results page, or a
            // page without organic cards; never guessed from a count (ads share every page).
            let last = !cards.iter().any(|c| !c.sponsored);
            Ok(PageRead::Cards {
                cards,
                last,
                total: total_count,
            })
        }
    }
}

/// Fewer product cards than this on a result page is a truncated page.
const MIN_PRODUCTS: usize = 10;

/// The search address of a page (`sorter=scoreDesc`, the order rank is measured in).
pub fn search_url(settings: &CrawlSettings, keyword: &str, page: u32) -> String {
    let q: String = url::form_urlencoded::byte_serialize(keyword.as_bytes()).collect();
    format!(
        "{}/np/search?q={q}&page={page}&listSize={}&sorter=scoreDesc&channel=user",
        settings.base_url.trim_end_matches('/'),
        settings.list_size
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rank::source::FetchError;
    use std::sync::Mutex;

    /// Serves canned pages by page number, failing the first `fail_first` fetches.
    struct Canned {
        pages: Vec<String>,
        fail_first: Mutex<u32>,
        fetches: Mutex<u32>,
    }

    impl PageSource for Canned {
        async fn fetch(&self, url: &str) -> Result<Fetched, FetchError> {
            *self.fetches.lock().unwrap() += 1;
            {
                let mut fail = self.fail_first.lock().unwrap();
                if *fail > 0 {
                    *fail -= 1;
                    return Ok(Fetched {
                        status: 503,
                        final_url: url.into(),
                        body: String::new(),
                    });
                }
            }
            let page = page_param(url).unwrap_or(1) as usize;
            let (landed, body) = match self.pages.get(page - 1) {
                Some(body) => (page, body.clone()),
                None => (
                    self.pages.len(),
                    self.pages.last().cloned().unwrap_or_default(),
                ),
            };
            Ok(Fetched {
                status: 200,
                final_url: url.replace(&format!("page={page}"), &format!("page={landed}")),
                body,
            })
        }
    }

    /// A result page with these cards, topped up with ads to the 10 cards a real page holds.
    fn page_of(products: &[(i64, bool)]) -> String {
        let fillers: Vec<(i64, bool)> = (0..10usize.saturating_sub(products.len()))
            .map(|i| (900 + i as i64, true))
            .collect();
        let items: String = products
            .iter()
            .chain(fillers.iter())
            .map(|(id, ad)| {
                let source = if *ad { "srp_product_ads" } else { "search" };
                format!(r#"<li class="ProductUnit_productUnit__x"><a href="/vp/products/{id}?itemId={id}0&vendorItemId={id}00&sourceType={source}">p</a></li>"#)
            })
            .collect();
        format!(r#"<html><body><ul id="product-list">{items}</ul></body></html>"#)
    }

    fn settings() -> CrawlSettings {
        CrawlSettings {
            base_url: "http://sim".into(),
            backoff: Duration::from_millis(1),
            max_backoff: Duration::from_millis(2),
            ..CrawlSettings::default()
        }
    }

    fn target(id: i64) -> Target {
        Target {
            product_id: id,
            item_id: Some(id * 10),
            vendor_item_id: Some(id * 100),
            mid: None,
        }
    }

    #[tokio::test]
    async fn the_crawl_stops_once_every_target_is_found() {
        let pages = vec![
            page_of(&[(1, true), (2, false), (3, false)]),
            page_of(&[(4, false), (5, false)]),
            page_of(&[(6, false)]),
        ];
        let source = Canned {
            pages,
            fail_first: Mutex::new(0),
            fetches: Mutex::new(0),
        };

        let outcome = crawl(&source, &settings(), "마우스", &[target(2), target(4)]).await;

        assert!(outcome.complete);
        assert_eq!(outcome.pages_read, 2, "page 3 was not needed");
        assert_eq!(outcome.found[&target(4)], (3, MatchKind::Exact));
    }

    #[tokio::test]
    async fn the_end_of_the_results_makes_a_complete_crawl_that_did_not_find_the_rest() {
        let pages = vec![page_of(&[(1, false)]), page_of(&[(2, false)])];
        let source = Canned {
            pages,
            fail_first: Mutex::new(0),
            fetches: Mutex::new(0),
        };

        let outcome = crawl(&source, &settings(), "마우스", &[target(9)]).await;

        assert!(
            outcome.complete,
            "asking for page 3 landed on page 2: the end"
        );
        assert!(outcome.found.is_empty());
        assert_eq!(outcome.pages_read, 2);
    }

    #[tokio::test]
    async fn a_failing_page_is_retried_and_a_lasting_failure_leaves_the_crawl_incomplete() {
        let pages = vec![page_of(&[(1, false)])];
        let retried = Canned {
            pages: pages.clone(),
            fail_first: Mutex::new(2),
            fetches: Mutex::new(0),
        };
        let outcome = crawl(&retried, &settings(), "마우스", &[target(1)]).await;
        assert!(outcome.complete);
        assert_eq!(*retried.fetches.lock().unwrap(), 3);

        let broken = Canned {
            pages,
            fail_first: Mutex::new(100),
            fetches: Mutex::new(0),
        };
        let outcome = crawl(&broken, &settings(), "마우스", &[target(1)]).await;
        assert!(
            !outcome.complete,
            "never rank 0 from a crawl that read nothing"
        );
        assert_eq!(outcome.failure, Some(PageFailure::Status(503)));
    }

    #[tokio::test]
    async fn a_page_with_fewer_than_ten_cards_is_truncated_not_the_end() {
        let short = r#"<html><body><ul id="product-list"><li class="ProductUnit_productUnit__x"><a href="/vp/products/1?itemId=10&vendorItemId=100&sourceType=search">p</a></li></ul></body></html>"#;
        let source = Canned {
            pages: vec![short.into()],
            fail_first: Mutex::new(0),
            fetches: Mutex::new(0),
        };

        let outcome = crawl(&source, &settings(), "마우스", &[target(7)]).await;

        assert!(!outcome.complete, "never rank 0 from a truncated page");
        assert_eq!(outcome.failure, Some(PageFailure::Short { got: 1 }));
    }

    #[test]
    fn search_addresses_carry_the_encoded_keyword_and_the_ranking_order() {
        assert_eq!(
            search_url(&settings(), "무선 마우스", 2),
            "http://sim/np/search?q=%EB%AC%B4%EC%84%A0+%EB%A7%88%EC%9A%B0%EC%8A%A4&page=2&listSize=72&sorter=scoreDesc&channel=user"
        );
    }
}
