//! `TestApp`: the real router served on a free port over a fresh database, with a developer account
//! already there. Tests go through HTTP like the web app does, as a [`Client`] per signed-in caller
//! with one method per endpoint (`operator.approve_charge(id)`, `advertiser.balance()`). Calls
//! nobody is signed in for (sign-in, sign-up, refresh, logout, an anonymous call) and set-up
//! written straight to the database are `TestApp`'s; that set-up goes through `common::db` or
//! checked queries, so a schema change breaks it at compile time.

#![allow(dead_code)]

mod client;
mod helpers;
mod seeding;
pub mod ws;

pub use client::Client;
pub use helpers::*;

use std::{net::SocketAddr, path::PathBuf, time::Duration};

use common::{
    config::{Config, FirstDeveloper},
    error::AppError,
};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use testkit::TestDb;

pub const DEV_LOGIN: &str = "devadmin";
pub const PASSWORD: &str = "pass1234";
pub const JWT_SECRET: &str = "test-secret-0123456789abcdef";

pub struct TestApp {
    pub addr: SocketAddr,
    pub db: TestDb,
    pub config: Config,
    http: reqwest::Client,
}

/// A file as downloaded.
#[derive(Debug)]
pub struct Download {
    pub status: u16,
    pub content_type: String,
    pub disposition: String,
    pub bytes: Vec<u8>,
}

/// An answer: status and the JSON envelope.
#[derive(Debug)]
pub struct Answer {
    pub status: StatusCode,
    pub body: Value,
}

impl Answer {
    pub fn status(&self) -> u16 {
        self.status.as_u16()
    }
    pub fn data(&self) -> &Value {
        &self.body["data"]
    }
    /// The Korean error text, or "" on success.
    pub fn error(&self) -> &str {
        self.body["error"].as_str().unwrap_or("")
    }
    /// What a refused call tells the person: its status and Korean error.
    pub fn refusal(&self) -> (u16, &str) {
        (self.status(), self.error())
    }
    pub fn is_success(&self) -> bool {
        self.body["success"] == json!(true)
    }
    /// The rows of the list `key` in the data (`items`, `users`, ...).
    pub fn rows(&self, key: &str) -> &[Value] {
        let rows = self.data()[key].as_array();
        rows.unwrap_or_else(|| panic!("no list {key}: {self:?}"))
    }
    /// The text `field` of every row of the list `key`, in order.
    pub fn texts(&self, key: &str, field: &str) -> Vec<String> {
        let text = |row: &Value| row[field].as_str().expect(field).to_owned();
        self.rows(key).iter().map(text).collect()
    }
    /// The number `field` of every row of the list `key`, in order.
    pub fn numbers(&self, key: &str, field: &str) -> Vec<i64> {
        let number = |row: &Value| row[field].as_i64().expect(field);
        self.rows(key).iter().map(number).collect()
    }
}

/// What the api tells the person when it answers with `error`.
pub fn says(error: AppError) -> &'static str {
    error.to_string().leak()
}

/// A signed-in session as the web app keeps it.
#[derive(Debug, Clone)]
pub struct Session {
    pub user_id: i64,
    pub access_token: String,
    pub refresh_token: String,
}

pub fn test_config() -> Config {
    Config {
        database_url: String::new(),
        db_max_connections: 10,
        db_list_connections: 5,
        db_market_connections: 4,
        listen_addr: SocketAddr::from(([127, 0, 0, 1], 0)),
        data_dir: PathBuf::from("/nonexistent"),
        web_dist: PathBuf::from("/nonexistent"),
        jwt_secret: JWT_SECRET.into(),
        access_token_ttl: Duration::from_secs(900),
        refresh_token_ttl: Duration::from_secs(3600),
        first_developer: FirstDeveloper {
            login_id: DEV_LOGIN.into(),
            password: Some(PASSWORD.into()),
            full_name: "테스트 개발자".into(),
        },
        login_max_failures: 5,
        login_lock_window: Duration::from_secs(900),
        // Every test signs in from loopback; the per-address limit has its own tests.
        login_address_per_minute: 10_000,
        trusted_proxies: Vec::new(),
        marketplace_domain: "coupang.com".into(),
        log_filter: "warn".into(),
        log_json: false,
        metrics_addr: None,
        public_url: None,
        rank_retention: common::config::RankRetention::DEFAULT,
        report_job_slots: 200,
        worker_shutdown_grace: Duration::from_secs(20),
        api_shutdown_grace: Duration::from_secs(10),
        crawl: common::config::CrawlConfig {
            base_url: "http://127.0.0.1:9".into(),
            list_size: 72,
            page_attempts: 1,
            page_timeout: Duration::from_secs(2),
            source: common::config::SourceKind::Http,
            chromedriver_path: PathBuf::from("/usr/bin/chromedriver"),
            chromium_path: PathBuf::from("/usr/bin/chromium"),
            browser_sessions: 1,
            run_attempts: 1,
            retry_first: Duration::from_secs(1),
            retry_max: Duration::from_secs(1),
            concurrency: 1,
            daily_cron: "0 0 6 * * *".into(),
            daily_window: Duration::from_secs(1),
            proxies: vec![],
            politeness: common::config::PolitenessConfig {
                enabled: false,
                host: common::config::LaneLimits {
                    concurrency: 0,
                    spacing: Duration::ZERO,
                    daily_budget: 0,
                },
                egress: common::config::LaneLimits {
                    concurrency: 0,
                    spacing: Duration::ZERO,
                    daily_budget: 0,
                },
                block_backoff: Duration::from_secs(1),
                block_backoff_max: Duration::from_secs(1),
                permit_wait: Duration::from_secs(1),
            },
        },
    }
}

/// An api process on `pool` listening on a free loopback port.
async fn serve(pool: &sqlx::PgPool, config: &Config) -> SocketAddr {
    let app = api::app(api::AppState::new(pool.clone(), config), &config.web_dist);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        axum::serve(
            listener,
            app.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .await
        .unwrap();
    });
    addr
}

impl TestApp {
    pub async fn spawn() -> Self {
        Self::spawn_with(test_config()).await
    }

    pub async fn spawn_with(mut config: Config) -> Self {
        common::telemetry::install_crypto_provider();
        let db = TestDb::create().await;
        config.database_url = db.url.clone();
        common::accounts::first_developer::ensure(&db.pool, &config)
            .await
            .expect("first developer");
        let addr = serve(&db.pool, &config).await;
        Self {
            addr,
            db,
            config,
            http: common::telemetry::http_client().build().unwrap(),
        }
    }

    /// Another api process on the same database (its own listener and hub), as behind a load
    /// balancer; returns its address.
    pub async fn spawn_second_instance(&self) -> SocketAddr {
        serve(&self.db.pool, &self.config).await
    }

    /// Any call: `token` as bearer when given, `body` as JSON when given.
    async fn send(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Answer {
        let mut req = self
            .http
            .request(method, format!("http://{}{path}", self.addr));
        if let Some(token) = token {
            req = req.bearer_auth(token);
        }
        if let Some(body) = body {
            req = req.json(&body);
        }
        let res = req.send().await.expect("request");
        let status = res.status();
        let body = res.json().await.unwrap_or(Value::Null);
        Answer { status, body }
    }

    /// A call without a token, `body` as JSON when given.
    pub async fn call_anonymous(&self, method: Method, path: &str, body: Option<Value>) -> Answer {
        self.send(method, path, None, body).await
    }

    /// A `POST` of `body` without a token.
    pub async fn post_anonymous(&self, path: &str, body: Value) -> Answer {
        self.call_anonymous(Method::POST, path, Some(body)).await
    }

    // --- callers

    /// The caller behind `session`.
    pub fn client(&self, session: Session) -> Client<'_> {
        Client {
            app: self,
            id: session.user_id,
            session,
        }
    }

    /// A caller presenting `access_token` as it is (a switched, expired or forged one), with no
    /// refresh token; its id is the token's subject.
    pub fn bearer(&self, access_token: &str) -> Client<'_> {
        let subject = claims_of(access_token)["sub"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .expect("the token names its user");
        self.client(Session {
            user_id: subject,
            access_token: access_token.to_owned(),
            refresh_token: String::new(),
        })
    }

    /// Signs in and panics unless it worked.
    pub async fn sign_in(&self, login_id: &str, password: &str) -> Client<'_> {
        let answer = self.login_answer(login_id, password).await;
        assert_eq!(answer.status(), 200, "login {login_id}: {answer:?}");
        self.client(session_of(&answer.data()["user"], &answer.data()["tokens"]))
    }

    /// The developer account every test database starts with, signed in (a new session each call).
    pub async fn developer(&self) -> Client<'_> {
        self.sign_in(DEV_LOGIN, PASSWORD).await
    }

    /// A new advertiser account (see [`new_user`](Self::new_user)), signed in.
    pub async fn advertiser(&self, login_id: &str) -> Client<'_> {
        self.new_user(login_id).await;
        self.sign_in(login_id, PASSWORD).await
    }

    /// A new operator account (see [`new_operator`](Self::new_operator)), signed in.
    pub async fn operator(&self, login_id: &str) -> Client<'_> {
        self.new_operator(login_id).await;
        self.sign_in(login_id, PASSWORD).await
    }

    /// An advertiser account made by the developer (password [`PASSWORD`]); returns its id.
    pub async fn new_user(&self, login_id: &str) -> i64 {
        let answer = self
            .developer()
            .await
            .create_user(login_id, PASSWORD, "광고주")
            .await;
        assert_eq!(answer.status(), 201, "{answer:?}");
        answer.data()["id"].as_i64().unwrap()
    }

    /// An operator account (made as a user, then promoted by the developer); returns its id.
    pub async fn new_operator(&self, login_id: &str) -> i64 {
        let id = self.new_user(login_id).await;
        let answer = self
            .developer()
            .await
            .update_user(id, json!({ "role": "operator" }))
            .await;
        assert_eq!(answer.status(), 200, "{answer:?}");
        id
    }

    // --- auth, with no caller

    pub async fn login_answer(&self, login_id: &str, password: &str) -> Answer {
        let body = json!({ "email": login_id, "password": password });
        self.post_anonymous("/api/auth/login", body).await
    }

    pub async fn register(&self, login_id: &str, password: &str, full_name: &str) -> Answer {
        let body = json!({ "email": login_id, "password": password, "fullName": full_name });
        self.post_anonymous("/api/auth/register", body).await
    }

    pub async fn refresh(&self, refresh_token: &str) -> Answer {
        let body = json!({ "refreshToken": refresh_token });
        self.post_anonymous("/api/auth/refresh", body).await
    }

    pub async fn logout(&self, refresh_token: &str) -> Answer {
        let body = json!({ "refreshToken": refresh_token });
        self.post_anonymous("/api/auth/logout", body).await
    }
}

impl std::fmt::Debug for TestApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TestApp").field("addr", &self.addr).finish()
    }
}
