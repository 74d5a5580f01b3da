//! Where search pages come from. [`PageSource`] is the seam between the crawl and the network:
//! [`HttpSource`] reads pages with a plain HTTP client; a real browser over WebDriver implements
//! the same trait ([`super::webdriver`], with the worker supervising chromedriver). [`Source`] is
//! the one the worker runs, chosen by `CRAWL_SOURCE`.

use std::{future::Future, time::Duration};

/// A fetched page: the status, the address after redirects, and the body.
#[derive(Debug, Clone)]
pub struct Fetched {
    pub status: u16,
    pub final_url: String,
    pub body: String,
}

/// Why a fetch produced no page.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FetchError {
    #[error("timed out")]
    Timeout,
    #[error("connection failed: {0}")]
    Connection(String),
    /// The politeness lanes gave no permit in time.
    #[error("no request permit in time")]
    Throttled,
    /// Today's request budget is spent.
    #[error("today's request budget is spent")]
    OutOfBudget,
}

/// Something that can fetch a search page.
pub trait PageSource: Send + Sync {
    fn fetch(&self, url: &str) -> impl Future<Output = Result<Fetched, FetchError>> + Send;
}

/// Plain HTTP (reqwest): follows redirects, gives up after `timeout`.
#[derive(Clone)]
pub struct HttpSource {
    client: reqwest::Client,
}

impl HttpSource {
    pub fn new(timeout: Duration) -> Self {
        Self::via(timeout, None).expect("a reqwest client without a proxy")
    }

    /// A client going out through `proxy` (`http://host:port`), or directly.
    pub fn via(timeout: Duration, proxy: Option<&str>) -> Result<Self, reqwest::Error> {
        let mut builder = crate::telemetry::http_client();
        if let Some(proxy) = proxy {
            builder = builder.proxy(reqwest::Proxy::all(proxy)?);
        }
        let client = builder
            .timeout(timeout)
            .user_agent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36")
            .redirect(reqwest::redirect::Policy::custom(|attempt| {
                // Asking past the end redirects back to the last page, which the crawl has
                // already read: stop there and let it see where it was sent, one request saved.
                let back = attempt.previous().last().is_some_and(|from| {
                    matches!(
                        (page_param(from.as_str()), page_param(attempt.url().as_str())),
                        (Some(asked), Some(landed)) if landed < asked
                    )
                });
                if back {
                    attempt.stop()
                } else if attempt.previous().len() > 5 {
                    attempt.error("too many redirects")
                } else {
                    attempt.follow()
                }
            }))
            .build()?;
        Ok(Self { client })
    }
}

impl PageSource for HttpSource {
    async fn fetch(&self, url: &str) -> Result<Fetched, FetchError> {
        let response = self.client.get(url).send().await.map_err(classify)?;
        let status = response.status().as_u16();
        // A redirect not followed (see the policy) is reported as where it pointed.
        let final_url = response
            .headers()
            .get(reqwest::header::LOCATION)
            .filter(|_| response.status().is_redirection())
            .and_then(|to| to.to_str().ok())
            .and_then(|to| response.url().join(to).ok())
            .unwrap_or_else(|| response.url().clone())
            .to_string();
        let body = response.text().await.map_err(classify)?;
        Ok(Fetched {
            status,
            final_url,
            body,
        })
    }
}

fn classify(e: reqwest::Error) -> FetchError {
    if e.is_timeout() {
        FetchError::Timeout
    } else {
        FetchError::Connection(e.to_string())
    }
}

/// The page source a worker runs: one type for the crawl code whichever `CRAWL_SOURCE` chose.
pub enum Source {
    Http(HttpSource),
    Browser(super::webdriver::WebDriverSource),
}

impl Source {
    /// Ends what the source holds open (the browser sessions); call once the crawls have stopped.
    pub async fn close(&self) {
        if let Source::Browser(source) = self {
            source.close().await;
        }
    }
}

impl PageSource for Source {
    async fn fetch(&self, url: &str) -> Result<Fetched, FetchError> {
        match self {
            Source::Http(source) => source.fetch(url).await,
            Source::Browser(source) => source.fetch(url).await,
        }
    }
}
/// The `page` parameter of a search address.
pub(crate) fn page_param(url: &str) -> Option<u32> {
    let query = url.split_once('?')?.1;
    query
        .split('&')
        .find_map(|pair| pair.strip_prefix("page="))
        .and_then(|v| v.parse().ok())
}
