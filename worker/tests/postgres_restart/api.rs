//! The api as the restart test's client sees it, on a free port.

use std::{
    net::{SocketAddr, TcpListener},
    path::Path,
    time::Duration,
};

use serde_json::{Value, json};

use super::{LOGIN, PASSWORD, ROWS, print_logs};

pub(super) fn free_addr() -> SocketAddr {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
}

/// The api as a client sees it.
pub(super) struct Api {
    base: String,
    http: reqwest::Client,
}

impl Api {
    pub(super) fn new(addr: SocketAddr) -> Self {
        Self {
            base: format!("http://{addr}"),
            http: common::telemetry::http_client()
                .timeout(Duration::from_secs(10))
                .build()
                .unwrap(),
        }
    }

    /// Status, `Retry-After` and JSON body of GET `path`.
    pub(super) async fn get(
        &self,
        path: &str,
        token: Option<&str>,
    ) -> (u16, Option<String>, Value) {
        let mut request = self.http.get(format!("{}{path}", self.base));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        let response = request.send().await.expect("the api answers");
        let status = response.status().as_u16();
        let retry_after = response
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        (
            status,
            retry_after,
            response.json().await.unwrap_or(Value::Null),
        )
    }

    pub(super) async fn wait_ready(&self, limit: Duration, logs: &Path) {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            let ready = self
                .http
                .get(format!("{}/api/health/ready", self.base))
                .send()
                .await
                .is_ok_and(|r| r.status().is_success());
            if ready {
                return;
            }
            if tokio::time::Instant::now() >= deadline {
                print_logs(logs);
                panic!("the api is not ready");
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    pub(super) async fn sign_in(&self) -> String {
        let body: Value = self
            .http
            .post(format!("{}/api/auth/login", self.base))
            .json(&json!({ "email": LOGIN, "password": PASSWORD }))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        body["data"]["tokens"]["accessToken"]
            .as_str()
            .unwrap_or_else(|| panic!("signed in: {body}"))
            .to_owned()
    }

    /// Posts [`ROWS`] rows; answers the batch's id.
    pub(super) async fn bulk_register(&self, token: &str) -> i64 {
        let rows: Vec<Value> = (1..=ROWS)
            .map(|n| {
                json!({ "customFields": {
                    "keywords": format!("대량{n}"),
                    "landingUrl": format!(
                        "https://www.coupang.com/vp/products/{n}?itemId={n}&vendorItemId={n}"
                    ),
                } })
            })
            .collect();
        let response = self
            .http
            .post(format!("{}/api/slots/bulk-registrations", self.base))
            .bearer_auth(token)
            .json(&json!({ "rows": rows }))
            .send()
            .await
            .unwrap();
        let status = response.status().as_u16();
        let body: Value = response.json().await.unwrap();
        assert_eq!(status, 202, "the batch is accepted: {body}");
        body["data"]["id"].as_i64().expect("the batch's id")
    }
}
