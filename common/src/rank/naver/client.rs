//! One call of the search API over plain HTTPS with one application's key pair. It never goes
//! through the browser source or the crawl proxies of the Coupang crawl (`rank::source`): Naver
//! answers an API, not pages, and each key is its own lane.

use std::time::Duration;

use super::{
    CALL_SIZE,
    answer::{Answer, Item, Refusal, refusal},
};

/// One registered application: an id and its secret (from the environment only, never stored,
/// logged or answered; [`ApiKey::label`] is how the panel names it).
#[derive(Clone, PartialEq, Eq)]
pub struct ApiKey {
    pub id: String,
    pub secret: String,
}

impl std::fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ApiKey({})", self.label(0))
    }
}

impl ApiKey {
    /// How a person sees key number `position` (0-based): its place and its id's first characters.
    pub fn label(&self, position: usize) -> String {
        let start: String = self.id.chars().take(4).collect();
        format!("#{} {start}…", position + 1)
    }

    /// `id:secret` pairs separated by commas (`NAVER_API_KEYS`); blanks between commas are skipped.
    pub fn parse_list(raw: &str) -> Result<Vec<ApiKey>, String> {
        raw.split(',')
            .map(str::trim)
            .filter(|pair| !pair.is_empty())
            .enumerate()
            .map(|(i, pair)| match pair.split_once(':') {
                Some((id, secret)) if !id.trim().is_empty() && !secret.trim().is_empty() => {
                    Ok(ApiKey {
                        id: id.trim().to_owned(),
                        secret: secret.trim().to_owned(),
                    })
                }
                _ => Err(format!("NAVER_API_KEYS: pair {} is not id:secret", i + 1)),
            })
            .collect()
    }
}

/// Why a call failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CallError {
    #[error(transparent)]
    Refused(#[from] Refusal),
    #[error("the call failed: {0}")]
    Network(String),
    #[error("the answer could not be read: {0}")]
    Unreadable(String),
}

/// The search API at `base` (`https://openapi.naver.com`, or the simulator).
#[derive(Clone, Debug)]
pub struct NaverClient {
    http: reqwest::Client,
    base: String,
}

impl NaverClient {
    pub fn new(base: &str, timeout: Duration) -> Self {
        let http = crate::telemetry::http_client()
            .timeout(timeout)
            .build()
            .expect("a reqwest client without a proxy");
        Self {
            http,
            base: base.trim_end_matches('/').to_owned(),
        }
    }

    /// `keyword`'s results from `start`, a full call's worth, in relevance order.
    pub async fn search(
        &self,
        key: &ApiKey,
        keyword: &str,
        start: u32,
    ) -> Result<Vec<Item>, CallError> {
        let address = url::Url::parse_with_params(
            &format!("{}/v1/search/shop.json", self.base),
            [
                ("query", keyword.to_owned()),
                ("display", CALL_SIZE.to_string()),
                ("start", start.to_string()),
                ("sort", "sim".to_owned()),
            ],
        )
        .map_err(|e| CallError::Network(e.to_string()))?;
        let response = self
            .http
            .get(address)
            .header("X-Naver-Client-Id", &key.id)
            .header("X-Naver-Client-Secret", &key.secret)
            .send()
            .await
            .map_err(|e| CallError::Network(e.without_url().to_string()))?;
        let status = response.status().as_u16();
        let body = response
            .text()
            .await
            .map_err(|e| CallError::Network(e.without_url().to_string()))?;
        if status != 200 {
            return Err(refusal(status, &body).into());
        }
        let answer: Answer =
            serde_json::from_str(&body).map_err(|e| CallError::Unreadable(e.to_string()))?;
        Ok(answer.items.iter().map(|raw| raw.read()).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_come_as_id_secret_pairs_and_show_only_their_start() {
        let keys = ApiKey::parse_list(" abcdef:s1, ,ghij:s2 ").unwrap();
        assert_eq!(keys.len(), 2);
        assert_eq!(keys[0].label(0), "#1 abcd…");
        assert!(
            !format!("{:?}", keys[1]).contains("s2"),
            "a key's secret is never printed"
        );
        assert!(ApiKey::parse_list("nosecret").is_err());
        assert!(ApiKey::parse_list("id:").is_err());
    }
}
