//! `TestApp`: the real router served on a free port over a fresh database, with a developer account
//! already there. Tests go through HTTP like the web app does, as a [`Client`] per signed-in caller
//! with one method per endpoint (`operator.approve_charge(id)`, `advertiser.balance()`). Calls
//! nobody is signed in for (sign-in, sign-up, refresh, logout, an anonymous call) and set-up
//! written straight to the database are `TestApp`'s; that set-up goes through `common::db` or
//! checked queries, so a schema change breaks it at compile time.

#![allow(dead_code)]

pub mod ws;

use std::{net::SocketAddr, path::PathBuf, time::Duration};

use common::{
    actor::Role,
    batches::BatchKind,
    config::{Config, FirstDeveloper},
    db::{
        self, allocations::NewAllocation, notification_sends::NewSend,
        notifications::NewNotification,
    },
    error::AppError,
    notifications::{Audience, NotificationKind, Priority, Sender},
    time::today_kst,
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
            http: reqwest::Client::new(),
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

    // --- done as the developer

    /// Changes a setting as a developer does, through `PUT /api/settings`.
    pub async fn set_setting(&self, key: &str, value: Value) {
        let answer = self
            .developer()
            .await
            .put("/api/settings", json!({ "key": key, "value": value }))
            .await;
        assert_eq!(answer.status(), 200, "set {key}: {answer:?}");
    }

    /// Issues `count` empty slots to `user_id` from today for `days` days as the developer
    /// (pre-allocation mode must be on); returns the issue's id.
    pub async fn issue(&self, user_id: i64, count: i64, days: i64) -> i64 {
        let today = today_kst();
        let end = today + chrono::Duration::days(days - 1);
        let answer = self
            .developer()
            .await
            .allocate(
                user_id,
                json!({ "slotCount": count, "startDate": today, "endDate": end, "amount": 100000 }),
            )
            .await;
        assert_eq!(answer.status(), 201, "{answer:?}");
        answer.data()["allocation"]["id"].as_i64().unwrap()
    }

    /// The ids of an issue's slots (issued ones and extensions) by slot number.
    pub async fn issued_slots(&self, allocation: i64) -> Vec<i64> {
        let answer = self
            .developer()
            .await
            .get(&format!("/api/slots/by-allocation/{allocation}?limit=1000"))
            .await;
        assert_eq!(answer.status(), 200, "{answer:?}");
        answer.numbers("items", "id")
    }

    // --- the database, directly

    async fn conn(&self) -> sqlx::pool::PoolConnection<sqlx::Postgres> {
        self.db.pool.acquire().await.unwrap()
    }

    /// The audit events about a user, newest first.
    pub async fn audit_events(&self, user_id: i64) -> Vec<String> {
        db::audit_log::list_for_user(&mut *self.conn().await, user_id, 100)
            .await
            .unwrap()
            .into_iter()
            .map(|(event, _, _)| event)
            .collect()
    }

    /// Panics unless `event` is among the audit events about `user_id`.
    pub async fn assert_audited(&self, user_id: i64, event: &str) {
        let events = self.audit_events(user_id).await;
        assert!(events.iter().any(|e| e == event), "{event} in {events:?}");
    }

    /// An empty slot issued to `user_id` outside any issue record, its period starting
    /// `start_offset_days` from today (KST) and lasting `days` days.
    pub async fn insert_empty_slot(&self, user_id: i64, start_offset_days: i64, days: i64) -> i64 {
        sqlx::query_scalar!(
            "INSERT INTO slots (user_id, slot_number, status, start_date, end_date)
             VALUES ($1, (SELECT COALESCE(max(slot_number), 0) + 1 FROM slots WHERE user_id = $1), 'empty',
                     (now() AT TIME ZONE 'Asia/Seoul')::date + $2::int,
                     (now() AT TIME ZONE 'Asia/Seoul')::date + $2::int + $3::int - 1)
             RETURNING id",
            user_id,
            start_offset_days as i32,
            days as i32,
        )
        .fetch_one(&self.db.pool)
        .await
        .unwrap()
    }

    /// Moves a slot's work period (to test dates without waiting for them).
    pub async fn set_period(&self, slot: i64, start_offset_days: i64, end_offset_days: i64) {
        let today = today_kst();
        db::slots::set_period(
            &mut *self.conn().await,
            slot,
            Some(today + chrono::Duration::days(start_offset_days)),
            Some(today + chrono::Duration::days(end_offset_days)),
        )
        .await
        .unwrap();
    }

    /// Records `rank` for a slot today as a crawl does: the day's history row and the slot's rank.
    pub async fn give_rank(&self, slot: i64, rank: i32) {
        self.record_rank(slot, 0, rank).await;
        db::slots::set_rank(&mut *self.conn().await, slot, rank, None, None, None)
            .await
            .unwrap();
    }

    /// Writes a slot's rank history row for the day `offset_days` from today (KST) as a crawl
    /// does (its previous-day rank taken from the row before); the slot itself is left as it is.
    pub async fn record_rank(&self, slot: i64, offset_days: i64, rank: i32) {
        let day = today_kst() + chrono::Duration::days(offset_days);
        db::rank_history::upsert_day(&mut *self.conn().await, slot, day, rank)
            .await
            .unwrap();
    }

    /// An issue record of one slot for `user_id` written directly, with no slots (for tables that
    /// run in normal mode, where the api refuses to issue).
    pub async fn insert_allocation(&self, user_id: i64) -> i64 {
        let today = today_kst();
        db::allocations::insert(
            &mut *self.conn().await,
            &NewAllocation {
                user_id,
                operator_id: user_id,
                slot_count: 1,
                start_date: today,
                end_date: today,
                work_count: 0,
                amount: 0,
                description: None,
                is_test: false,
                reason: "선슬롯 발행",
                memo: None,
            },
        )
        .await
        .unwrap()
    }

    /// A system notification to `user_id`, written directly.
    pub async fn insert_notification(&self, user_id: i64, title: &str) -> i64 {
        db::notifications::insert(
            &mut *self.conn().await,
            &NewNotification {
                user_id,
                kind: NotificationKind::Info,
                title,
                message: "테스트 알림",
                priority: Priority::Normal,
                sender: Sender::System,
                sender_id: None,
                auto_close: true,
                duration: 5000,
                metadata: json!({}),
                actions: json!([]),
                dedupe_key: None,
            },
        )
        .await
        .unwrap()
        .expect("no dedupe key, so always written")
    }

    /// A send by developer `sender_id` to everyone, written directly (no job: nobody runs it).
    pub async fn insert_send(&self, sender_id: i64) -> i64 {
        let mut conn = self.conn().await;
        let sender = testkit::actor(sender_id, Role::Developer);
        let id = db::batches::insert(
            &mut conn,
            BatchKind::Notification,
            &sender,
            &json!({}),
            None,
        )
        .await
        .unwrap();
        db::notification_sends::insert(
            &mut conn,
            id,
            &NewSend {
                sender_id,
                sender: Sender::Developer,
                switched_by: None,
                kind: NotificationKind::Info,
                title: "공지",
                message: "내용",
                priority: Priority::Normal,
                auto_close: true,
                duration: 5000,
                audience: Audience::All,
                recipient_ids: &[],
            },
        )
        .await
        .unwrap();
        id
    }

    /// A bulk extension of a new issue of `user_id` (see [`insert_allocation`](Self::insert_allocation)),
    /// requested by that user; the issue has no slots, so the batch is finished and empty.
    pub async fn insert_extension_batch(&self, user_id: i64) -> i64 {
        let allocation = self.insert_allocation(user_id).await;
        let requester = testkit::actor(user_id, Role::User);
        let mut conn = self.conn().await;
        let params = json!({ "allocationId": allocation, "extensionDays": 10 });
        let id = db::batches::insert(&mut conn, BatchKind::Extension, &requester, &params, None)
            .await
            .unwrap();
        let total = db::batch_items::insert_unextended_slots(&mut conn, id, allocation)
            .await
            .unwrap();
        assert_eq!(total, 0);
        db::batches::finish(&mut conn, id).await.unwrap();
        id
    }

    /// Users whose balance differs from the sum of their ledger, or is negative (must be none):
    /// `(user, balance, ledger sum)`.
    pub async fn ledger_violations(&self) -> Vec<(i64, i64, i64)> {
        sqlx::query!(
            r#"SELECT u.id AS "id!", COALESCE(b.amount, 0) AS "balance!",
                      COALESCE((SELECT sum(amount) FROM cash_ledger l WHERE l.user_id = u.id), 0)::bigint AS "ledger!"
               FROM users u LEFT JOIN cash_balances b ON b.user_id = u.id
               WHERE COALESCE(b.amount, 0) <> COALESCE((SELECT sum(amount) FROM cash_ledger l WHERE l.user_id = u.id), 0)
                  OR COALESCE(b.amount, 0) < 0"#
        )
        .fetch_all(&self.db.pool)
        .await
        .unwrap()
        .into_iter()
        .map(|r| (r.id, r.balance, r.ledger))
        .collect()
    }

    /// Cash ledger rows in the whole database.
    pub async fn ledger_rows(&self) -> i64 {
        sqlx::query_scalar!(r#"SELECT count(*) AS "rows!" FROM cash_ledger"#)
            .fetch_one(&self.db.pool)
            .await
            .unwrap()
    }
}

pub fn session_of(user: &Value, tokens: &Value) -> Session {
    Session {
        user_id: user["id"].as_i64().expect("user id"),
        access_token: tokens["accessToken"]
            .as_str()
            .expect("access token")
            .to_owned(),
        refresh_token: tokens["refreshToken"]
            .as_str()
            .expect("refresh token")
            .to_owned(),
    }
}

/// New accounts the field rules refuse, however the account is made (sign-up, or staff making
/// one): `(login id, password, full name)`, then the status and what the person is told.
/// `taken` is an id already in use, written in other letter case.
pub fn refused_new_accounts(taken: &str) -> [(&str, &str, &str, u16, &str); 7] {
    const BAD_ID: &str = "아이디는 영문과 숫자만 사용할 수 있습니다.";
    const SHORT: &str = "비밀번호는 4자 이상이어야 합니다.";
    [
        ("", PASSWORD, "이름", 400, "아이디를 입력해 주세요."),
        ("bad id!", PASSWORD, "이름", 400, BAD_ID),
        ("홍길동", PASSWORD, "이름", 400, BAD_ID),
        ("okid01", "abc", "이름", 400, SHORT),
        ("okid01", PASSWORD, " ", 400, "이름을 입력해 주세요."),
        ("okid01", PASSWORD, "", 400, "이름을 입력해 주세요."),
        (taken, PASSWORD, "둘째", 409, "이미 사용 중인 아이디입니다."),
    ]
}

/// The JWT payload of an access token, unverified (to look at claims in tests).
pub fn claims_of(access_token: &str) -> Value {
    use base64::Engine;
    let payload = access_token.split('.').nth(1).expect("jwt payload");
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload)
        .expect("base64");
    serde_json::from_slice(&bytes).expect("json")
}

/// A product URL on the marketplace with these ids.
pub fn product_url(product: i64, item: i64, vendor_item: i64) -> String {
    format!(
        "https://www.coupang.com/vp/products/{product}?itemId={item}&vendorItemId={vendor_item}"
    )
}

/// A signed-in caller: the app and one session. Every endpoint that needs a token is a method
/// here, called as this caller.
#[derive(Debug, Clone)]
pub struct Client<'a> {
    app: &'a TestApp,
    /// The caller's user id.
    pub id: i64,
    pub session: Session,
}

impl std::fmt::Debug for TestApp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TestApp").field("addr", &self.addr).finish()
    }
}

impl Client<'_> {
    /// The access token this caller sends.
    pub fn token(&self) -> &str {
        &self.session.access_token
    }

    pub fn refresh_token(&self) -> &str {
        &self.session.refresh_token
    }

    /// Any call as this caller, `body` as JSON when given.
    pub async fn call(&self, method: Method, path: &str, body: Option<Value>) -> Answer {
        self.app.send(method, path, Some(self.token()), body).await
    }

    pub async fn get(&self, path: &str) -> Answer {
        self.call(Method::GET, path, None).await
    }

    pub async fn post(&self, path: &str, body: Value) -> Answer {
        self.call(Method::POST, path, Some(body)).await
    }

    pub async fn put(&self, path: &str, body: Value) -> Answer {
        self.call(Method::PUT, path, Some(body)).await
    }

    pub async fn patch(&self, path: &str, body: Value) -> Answer {
        self.call(Method::PATCH, path, Some(body)).await
    }

    pub async fn delete(&self, path: &str) -> Answer {
        self.call(Method::DELETE, path, None).await
    }

    /// Posts `bytes` as the multipart part `file` named `file_name`.
    pub async fn upload(&self, path: &str, file_name: &str, bytes: Vec<u8>) -> Answer {
        let part = reqwest::multipart::Part::bytes(bytes).file_name(file_name.to_owned());
        let res = self
            .app
            .http
            .post(format!("http://{}{path}", self.app.addr))
            .bearer_auth(self.token())
            .multipart(reqwest::multipart::Form::new().part("file", part))
            .send()
            .await
            .expect("upload");
        let status = res.status();
        let body = res.json().await.unwrap_or(Value::Null);
        Answer { status, body }
    }

    /// A file downloaded with `GET`.
    pub async fn get_file(&self, path: &str) -> Download {
        self.download(Method::GET, path, None).await
    }

    /// A file answer (a workbook, a CSV): status, headers and bytes as sent.
    pub async fn download(&self, method: Method, path: &str, body: Option<Value>) -> Download {
        let mut req = self
            .app
            .http
            .request(method, format!("http://{}{path}", self.app.addr))
            .bearer_auth(self.token());
        if let Some(body) = body {
            req = req.json(&body);
        }
        let res = req.send().await.expect("download");
        let header = |name| {
            res.headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_owned()
        };
        Download {
            status: res.status().as_u16(),
            content_type: header(reqwest::header::CONTENT_TYPE),
            disposition: header(reqwest::header::CONTENT_DISPOSITION),
            bytes: res.bytes().await.expect("body").to_vec(),
        }
    }

    // --- own account
    pub async fn me(&self) -> Answer {
        self.get("/api/auth/me").await
    }

    pub async fn update_profile(&self, body: Value) -> Answer {
        self.put("/api/auth/profile", body).await
    }

    pub async fn change_password(&self, current: &str, new: &str) -> Answer {
        self.put(
            "/api/auth/change-password",
            json!({ "currentPassword": current, "password": new }),
        )
        .await
    }

    pub async fn switch_user(&self, target: i64) -> Answer {
        self.post("/api/auth/switch-user", json!({ "targetUserId": target }))
            .await
    }

    // --- users
    pub async fn list_users(&self, query: &str) -> Answer {
        self.get(&format!("/api/users{query}")).await
    }

    pub async fn create_user(&self, login_id: &str, password: &str, full_name: &str) -> Answer {
        self.post(
            "/api/users",
            json!({ "email": login_id, "password": password, "fullName": full_name }),
        )
        .await
    }

    pub async fn update_user(&self, id: i64, body: Value) -> Answer {
        self.put(&format!("/api/users/{id}"), body).await
    }

    pub async fn delete_user(&self, id: i64) -> Answer {
        self.delete(&format!("/api/users/{id}")).await
    }

    // --- slots
    pub async fn create_slot(&self, keyword: &str, url: &str) -> Answer {
        self.post(
            "/api/slots",
            json!({ "keyword": keyword, "url": url, "dailyBudget": 0 }),
        )
        .await
    }

    /// A pending slot of this caller; returns its id.
    pub async fn new_slot(&self, keyword: &str) -> i64 {
        // Distinct keywords get distinct products (FNV-1a of the keyword).
        let n = (keyword.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
        }) % 1_000_000_000) as i64
            + 1;
        let answer = self
            .create_slot(keyword, &product_url(n, n * 10, n * 100))
            .await;
        assert_eq!(answer.status(), 201, "{answer:?}");
        answer.data()["id"].as_i64().unwrap()
    }

    /// An approved, running slot of this caller (approved by the developer).
    pub async fn new_active_slot(&self, keyword: &str) -> i64 {
        let id = self.new_slot(keyword).await;
        let answer = self.app.developer().await.approve(id, 30_000).await;
        assert_eq!(answer.status(), 200, "{answer:?}");
        id
    }

    /// Fills this caller's empty slot `slot` with `keyword` and a product of its own, then has
    /// `approver` approve it as it is (an issued slot's price is already paid).
    pub async fn fill_and_have_approved(&self, approver: &Client<'_>, slot: i64, keyword: &str) {
        let n = slot + 1000;
        let url = product_url(n, n * 10, n * 100);
        let filled = self
            .fill_slot(slot, json!({ "keyword": keyword, "url": url }))
            .await;
        assert_eq!(filled.status(), 200, "{filled:?}");
        assert_eq!(filled.data()["status"], "pending", "{filled:?}");
        let approve = json!({ "approved": true });
        let approved = approver
            .post(&format!("/api/slots/{slot}/approve"), approve)
            .await;
        assert_eq!(approved.status(), 200, "{approved:?}");
    }

    pub async fn approve(&self, slot: i64, price: i64) -> Answer {
        self.post(
            &format!("/api/slots/{slot}/approve"),
            json!({ "approved": true, "approvedPrice": price }),
        )
        .await
    }

    pub async fn reject(&self, slot: i64, reason: &str) -> Answer {
        self.post(
            &format!("/api/slots/{slot}/approve"),
            json!({ "approved": false, "rejectionReason": reason }),
        )
        .await
    }

    pub async fn set_slot_status(&self, slot: i64, status: &str, reason: Option<&str>) -> Answer {
        self.patch(
            &format!("/api/slots/{slot}/status"),
            json!({ "status": status, "refundReason": reason }),
        )
        .await
    }

    pub async fn update_slot(&self, slot: i64, body: Value) -> Answer {
        self.put(&format!("/api/slots/{slot}/update-fields"), body)
            .await
    }

    /// Fills an empty slot (`PUT /api/slots/{id}/fill`).
    pub async fn fill_slot(&self, slot: i64, body: Value) -> Answer {
        self.put(&format!("/api/slots/{slot}/fill"), body).await
    }

    pub async fn slot(&self, slot: i64) -> Answer {
        self.get(&format!("/api/slots/{slot}")).await
    }

    pub async fn slots(&self, query: &str) -> Answer {
        self.get(&format!("/api/slots{query}")).await
    }

    /// The change types of a slot's log, oldest first.
    pub async fn slot_log_types(&self, slot: i64) -> Vec<String> {
        let answer = self.get(&format!("/api/slots/{slot}/logs")).await;
        let mut types: Vec<String> = answer
            .data()
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l["changeType"].as_str().unwrap().to_owned())
            .collect();
        types.reverse();
        types
    }

    // --- cash
    pub async fn request_charge(&self, amount: i64, holder: &str) -> Answer {
        self.post(
            "/api/cash/charges",
            json!({ "amount": amount, "depositAt": "2026-11-22T10:00", "accountHolder": holder }),
        )
        .await
    }

    /// A charge request of this caller; returns its id.
    pub async fn new_charge(&self, amount: i64, holder: &str) -> i64 {
        let made = self.request_charge(amount, holder).await;
        assert_eq!(made.status(), 201, "{made:?}");
        made.data()["id"].as_i64().unwrap()
    }

    pub async fn approve_charge(&self, charge: i64) -> Answer {
        self.call(
            Method::POST,
            &format!("/api/admin/cash/charges/{charge}/approve"),
            None,
        )
        .await
    }

    pub async fn reject_charge(&self, charge: i64, reason: Option<&str>) -> Answer {
        self.post(
            &format!("/api/admin/cash/charges/{charge}/reject"),
            json!({ "reason": reason }),
        )
        .await
    }

    pub async fn balance(&self) -> i64 {
        self.get("/api/cash/balance").await.data()["balance"]
            .as_i64()
            .expect("balance")
    }

    /// Gives this caller `amount` won the way it happens for real: a request the developer
    /// approves.
    pub async fn fund(&self, amount: i64) {
        let charge = self.request_charge(amount, "입금자").await;
        assert_eq!(charge.status(), 201, "{charge:?}");
        let approved = self
            .app
            .developer()
            .await
            .approve_charge(charge.data()["id"].as_i64().unwrap())
            .await;
        assert_eq!(approved.status(), 200, "{approved:?}");
    }

    /// `(type, amount)` of this caller's cash history, oldest first.
    pub async fn cash_history(&self) -> Vec<(String, i64)> {
        let answer = self.get("/api/cash/history?limit=1000").await;
        let mut rows: Vec<(String, i64)> = answer.data()["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                (
                    e["type"].as_str().unwrap().to_owned(),
                    e["amount"].as_i64().unwrap(),
                )
            })
            .collect();
        rows.reverse();
        rows
    }

    // --- pre-allocation and extension
    pub async fn allocate(&self, user_id: i64, body: Value) -> Answer {
        self.post(&format!("/api/slots/allocate/{user_id}"), body)
            .await
    }

    pub async fn extend(&self, slot: i64, days: i64) -> Answer {
        self.post(
            &format!("/api/slots/{slot}/extend"),
            json!({ "extensionDays": days }),
        )
        .await
    }
}
