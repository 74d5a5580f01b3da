//! `TestApp`: the real router served on a free port over a fresh database, with a developer account
//! already there and one method per endpoint. Tests go through HTTP like the web app does.

#![allow(dead_code)]

use std::{net::SocketAddr, path::PathBuf, time::Duration};

use common::config::{Config, FirstDeveloper};
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
    client: reqwest::Client,
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
    pub fn is_success(&self) -> bool {
        self.body["success"] == json!(true)
    }
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
        listen_addr: SocketAddr::from(([127, 0, 0, 1], 0)),
        data_dir: PathBuf::from("/nonexistent"),
        web_dist: PathBuf::from("/nonexistent"),
        jwt_secret: JWT_SECRET.into(),
        access_token_ttl: Duration::from_secs(900),
        refresh_token_ttl: Duration::from_secs(3600),
        first_developer: FirstDeveloper {
            login_id: DEV_LOGIN.into(),
            password: PASSWORD.into(),
            full_name: "테스트 개발자".into(),
            password_is_default: false,
        },
        login_max_failures: 5,
        login_lock_window: Duration::from_secs(900),
        marketplace_domain: "coupang.com".into(),
        log_filter: "warn".into(),
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
        common::accounts::ensure_first_developer(&db.pool, &config)
            .await
            .expect("first developer");
        let addr = serve(&db.pool, &config).await;
        Self {
            addr,
            db,
            config,
            client: reqwest::Client::new(),
        }
    }

    /// Another api process on the same database (its own listener and hub), as behind a load
    /// balancer; returns its address.
    pub async fn spawn_second_instance(&self) -> SocketAddr {
        serve(&self.db.pool, &self.config).await
    }

    /// Any call: `token` as bearer when given, `body` as JSON when given.
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> Answer {
        let mut req = self
            .client
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

    pub async fn get(&self, path: &str, token: &str) -> Answer {
        self.call(Method::GET, path, Some(token), None).await
    }

    // --- auth
    pub async fn login_answer(&self, login_id: &str, password: &str) -> Answer {
        self.call(
            Method::POST,
            "/api/auth/login",
            None,
            Some(json!({ "email": login_id, "password": password })),
        )
        .await
    }

    /// Signs in and panics unless it worked.
    pub async fn login(&self, login_id: &str, password: &str) -> Session {
        let answer = self.login_answer(login_id, password).await;
        assert_eq!(answer.status(), 200, "login {login_id}: {answer:?}");
        session_of(&answer.data()["user"], &answer.data()["tokens"])
    }

    pub async fn developer(&self) -> Session {
        self.login(DEV_LOGIN, PASSWORD).await
    }

    pub async fn register(&self, login_id: &str, password: &str, full_name: &str) -> Answer {
        self.call(
            Method::POST,
            "/api/auth/register",
            None,
            Some(json!({ "email": login_id, "password": password, "fullName": full_name })),
        )
        .await
    }

    pub async fn refresh(&self, refresh_token: &str) -> Answer {
        self.call(
            Method::POST,
            "/api/auth/refresh",
            None,
            Some(json!({ "refreshToken": refresh_token })),
        )
        .await
    }

    pub async fn logout(&self, refresh_token: &str) -> Answer {
        self.call(
            Method::POST,
            "/api/auth/logout",
            None,
            Some(json!({ "refreshToken": refresh_token })),
        )
        .await
    }

    pub async fn me(&self, token: &str) -> Answer {
        self.get("/api/auth/me", token).await
    }

    pub async fn update_profile(&self, token: &str, body: Value) -> Answer {
        self.call(Method::PUT, "/api/auth/profile", Some(token), Some(body))
            .await
    }

    pub async fn change_password(&self, token: &str, current: &str, new: &str) -> Answer {
        self.call(
            Method::PUT,
            "/api/auth/change-password",
            Some(token),
            Some(json!({ "currentPassword": current, "password": new })),
        )
        .await
    }

    pub async fn switch_user(&self, token: &str, target: i64) -> Answer {
        self.call(
            Method::POST,
            "/api/auth/switch-user",
            Some(token),
            Some(json!({ "targetUserId": target })),
        )
        .await
    }

    // --- users
    pub async fn list_users(&self, token: &str, query: &str) -> Answer {
        self.get(&format!("/api/users{query}"), token).await
    }

    pub async fn create_user_answer(
        &self,
        token: &str,
        login_id: &str,
        password: &str,
        full_name: &str,
    ) -> Answer {
        self.call(
            Method::POST,
            "/api/users",
            Some(token),
            Some(json!({ "email": login_id, "password": password, "fullName": full_name })),
        )
        .await
    }

    pub async fn update_user(&self, token: &str, id: i64, body: Value) -> Answer {
        self.call(
            Method::PUT,
            &format!("/api/users/{id}"),
            Some(token),
            Some(body),
        )
        .await
    }

    pub async fn delete_user(&self, token: &str, id: i64) -> Answer {
        self.call(
            Method::DELETE,
            &format!("/api/users/{id}"),
            Some(token),
            None,
        )
        .await
    }

    /// An advertiser account made by the developer (password [`PASSWORD`]); returns its id.
    pub async fn new_user(&self, login_id: &str) -> i64 {
        let dev = self.developer().await;
        let answer = self
            .create_user_answer(&dev.access_token, login_id, PASSWORD, "광고주")
            .await;
        assert_eq!(answer.status(), 201, "{answer:?}");
        answer.data()["id"].as_i64().unwrap()
    }

    /// An operator account (made as a user, then promoted by the developer); returns its id.
    pub async fn new_operator(&self, login_id: &str) -> i64 {
        let id = self.new_user(login_id).await;
        let dev = self.developer().await;
        let answer = self
            .update_user(&dev.access_token, id, json!({ "role": "operator" }))
            .await;
        assert_eq!(answer.status(), 200, "{answer:?}");
        id
    }

    /// Changes a setting as a developer does, through `PUT /api/settings`.
    pub async fn set_setting(&self, key: &str, value: Value) {
        let dev = self.developer().await;
        let answer = self
            .call(
                Method::PUT,
                "/api/settings",
                Some(&dev.access_token),
                Some(json!({ "key": key, "value": value })),
            )
            .await;
        assert_eq!(answer.status(), 200, "set {key}: {answer:?}");
    }

    /// The audit events about a user, newest first.
    pub async fn audit_events(&self, user_id: i64) -> Vec<String> {
        let mut conn = self.db.pool.acquire().await.unwrap();
        common::db::audit_log::list_for_user(&mut conn, user_id, 100)
            .await
            .unwrap()
            .into_iter()
            .map(|(event, _, _)| event)
            .collect()
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

fn uuid_nil() -> uuid::Uuid {
    uuid::Uuid::nil()
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

impl TestApp {
    // --- slots
    pub async fn create_slot(&self, token: &str, keyword: &str, url: &str) -> Answer {
        self.call(
            Method::POST,
            "/api/slots",
            Some(token),
            Some(json!({ "keyword": keyword, "url": url, "dailyBudget": 0 })),
        )
        .await
    }

    /// A pending slot of the user behind `token`; returns its id.
    pub async fn new_slot(&self, token: &str, keyword: &str) -> i64 {
        // Distinct keywords get distinct products (FNV-1a of the keyword).
        let n = (keyword.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
        }) % 1_000_000_000) as i64
            + 1;
        let answer = self
            .create_slot(token, keyword, &product_url(n, n * 10, n * 100))
            .await;
        assert_eq!(answer.status(), 201, "{answer:?}");
        answer.data()["id"].as_i64().unwrap()
    }

    /// An approved, running slot of the user behind `token` (approved by the developer).
    pub async fn new_active_slot(&self, token: &str, keyword: &str) -> i64 {
        let id = self.new_slot(token, keyword).await;
        let dev = self.developer().await;
        let answer = self.approve(&dev.access_token, id, 30_000).await;
        assert_eq!(answer.status(), 200, "{answer:?}");
        id
    }

    pub async fn approve(&self, token: &str, slot: i64, price: i64) -> Answer {
        self.call(
            Method::POST,
            &format!("/api/slots/{slot}/approve"),
            Some(token),
            Some(json!({ "approved": true, "approvedPrice": price })),
        )
        .await
    }

    pub async fn reject(&self, token: &str, slot: i64, reason: &str) -> Answer {
        self.call(
            Method::POST,
            &format!("/api/slots/{slot}/approve"),
            Some(token),
            Some(json!({ "approved": false, "rejectionReason": reason })),
        )
        .await
    }

    pub async fn set_slot_status(
        &self,
        token: &str,
        slot: i64,
        status: &str,
        reason: Option<&str>,
    ) -> Answer {
        self.call(
            Method::PATCH,
            &format!("/api/slots/{slot}/status"),
            Some(token),
            Some(json!({ "status": status, "refundReason": reason })),
        )
        .await
    }

    pub async fn update_slot(&self, token: &str, slot: i64, body: Value) -> Answer {
        self.call(
            Method::PUT,
            &format!("/api/slots/{slot}/update-fields"),
            Some(token),
            Some(body),
        )
        .await
    }

    pub async fn slot(&self, token: &str, slot: i64) -> Answer {
        self.get(&format!("/api/slots/{slot}"), token).await
    }

    pub async fn slots(&self, token: &str, query: &str) -> Answer {
        self.get(&format!("/api/slots{query}"), token).await
    }

    /// The change types of a slot's log, oldest first.
    pub async fn slot_log_types(&self, token: &str, slot: i64) -> Vec<String> {
        let answer = self.get(&format!("/api/slots/{slot}/logs"), token).await;
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

    /// An empty slot issued to `user_id` (pre-allocation issues them; that issue is not built yet).
    pub async fn insert_empty_slot(&self, user_id: i64, start_offset_days: i64, days: i64) -> i64 {
        sqlx::query_scalar(
            "INSERT INTO slots (user_id, slot_number, status, start_date, end_date)
             VALUES ($1, (SELECT COALESCE(max(slot_number), 0) + 1 FROM slots WHERE user_id = $1), 'empty',
                     (now() AT TIME ZONE 'Asia/Seoul')::date + $2::int,
                     (now() AT TIME ZONE 'Asia/Seoul')::date + $2::int + $3::int - 1)
             RETURNING id",
        )
        .bind(user_id)
        .bind(start_offset_days as i32)
        .bind(days as i32)
        .fetch_one(&self.db.pool)
        .await
        .unwrap()
    }

    /// Moves a slot's work period (to test dates without waiting for them).
    pub async fn set_period(&self, slot: i64, start_offset_days: i64, end_offset_days: i64) {
        sqlx::query(
            "UPDATE slots SET start_date = (now() AT TIME ZONE 'Asia/Seoul')::date + $2::int,
                              end_date = (now() AT TIME ZONE 'Asia/Seoul')::date + $3::int WHERE id = $1",
        )
        .bind(slot)
        .bind(start_offset_days as i32)
        .bind(end_offset_days as i32)
        .execute(&self.db.pool)
        .await
        .unwrap();
    }

    /// Gives a slot a rank history row and a current rank (the rank crawler's job, not built yet).
    pub async fn give_rank(&self, slot: i64, rank: i32) {
        sqlx::query("INSERT INTO rank_history (slot_id, day, rank) VALUES ($1, (now() AT TIME ZONE 'Asia/Seoul')::date, $2)")
            .bind(slot).bind(rank).execute(&self.db.pool).await.unwrap();
        sqlx::query("UPDATE slots SET rank = $2, first_rank = $2 WHERE id = $1")
            .bind(slot)
            .bind(rank)
            .execute(&self.db.pool)
            .await
            .unwrap();
    }

    /// Enables field configs by key (as a developer would in settings), optionally required.
    pub async fn enable_fields(&self, keys: &[&str]) {
        sqlx::query("UPDATE field_configs SET is_enabled = TRUE WHERE field_key = ANY($1)")
            .bind(keys.iter().map(|k| k.to_string()).collect::<Vec<_>>())
            .execute(&self.db.pool)
            .await
            .unwrap();
    }
}

impl TestApp {
    // --- cash
    pub async fn request_charge(&self, token: &str, amount: i64, holder: &str) -> Answer {
        self.call(Method::POST, "/api/cash/charges", Some(token),
            Some(json!({ "amount": amount, "depositAt": "2026-11-22T10:00", "accountHolder": holder }))).await
    }

    pub async fn approve_charge(&self, token: &str, charge: i64) -> Answer {
        self.call(
            Method::POST,
            &format!("/api/admin/cash/charges/{charge}/approve"),
            Some(token),
            None,
        )
        .await
    }

    pub async fn reject_charge(&self, token: &str, charge: i64, reason: Option<&str>) -> Answer {
        self.call(
            Method::POST,
            &format!("/api/admin/cash/charges/{charge}/reject"),
            Some(token),
            Some(json!({ "reason": reason })),
        )
        .await
    }

    pub async fn balance(&self, token: &str) -> i64 {
        self.get("/api/cash/balance", token).await.data()["balance"]
            .as_i64()
            .expect("balance")
    }

    /// Gives the user behind `token` `amount` won the way it happens for real: a request the
    /// developer approves.
    pub async fn fund(&self, token: &str, amount: i64) {
        let charge = self.request_charge(token, amount, "입금자").await;
        assert_eq!(charge.status(), 201, "{charge:?}");
        let dev = self.developer().await;
        let approved = self
            .approve_charge(&dev.access_token, charge.data()["id"].as_i64().unwrap())
            .await;
        assert_eq!(approved.status(), 200, "{approved:?}");
    }

    /// `(type, amount)` of the caller's history, oldest first.
    pub async fn history(&self, token: &str) -> Vec<(String, i64)> {
        let answer = self.get("/api/cash/history?limit=1000", token).await;
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

    /// Users whose balance differs from the sum of their ledger, or is negative (must be none).
    pub async fn ledger_violations(&self) -> Vec<(i64, i64, i64)> {
        sqlx::query_as(
            "SELECT u.id, COALESCE(b.amount, 0), COALESCE((SELECT sum(amount) FROM cash_ledger l WHERE l.user_id = u.id), 0)::bigint
             FROM users u LEFT JOIN cash_balances b ON b.user_id = u.id
             WHERE COALESCE(b.amount, 0) <> COALESCE((SELECT sum(amount) FROM cash_ledger l WHERE l.user_id = u.id), 0)
                OR COALESCE(b.amount, 0) < 0",
        )
        .fetch_all(&self.db.pool)
        .await
        .unwrap()
    }
}

impl TestApp {
    // --- pre-allocation and extension
    pub async fn allocate(&self, token: &str, user_id: i64, body: Value) -> Answer {
        self.call(
            Method::POST,
            &format!("/api/slots/allocate/{user_id}"),
            Some(token),
            Some(body),
        )
        .await
    }

    /// Issues `count` empty slots to `user_id` from today for `days` days as the developer
    /// (pre-allocation mode must be on); returns the issue's id.
    pub async fn issue(&self, user_id: i64, count: i64, days: i64) -> i64 {
        let dev = self.developer().await;
        let today = common::time::today_kst();
        let end = today + chrono::Duration::days(days - 1);
        let answer = self
            .allocate(
                &dev.access_token,
                user_id,
                json!({ "slotCount": count, "startDate": today, "endDate": end, "amount": 100000 }),
            )
            .await;
        assert_eq!(answer.status(), 201, "{answer:?}");
        answer.data()["allocation"]["id"].as_i64().unwrap()
    }

    /// The ids of an issue's slots (issued ones and extensions) by slot number.
    pub async fn issued_slots(&self, allocation: i64) -> Vec<i64> {
        let dev = self.developer().await;
        let answer = self
            .get(
                &format!("/api/slots/by-allocation/{allocation}?limit=1000"),
                &dev.access_token,
            )
            .await;
        assert_eq!(answer.status(), 200, "{answer:?}");
        answer.data()["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["id"].as_i64().unwrap())
            .collect()
    }

    pub async fn extend(&self, token: &str, slot: i64, days: i64) -> Answer {
        self.call(
            Method::POST,
            &format!("/api/slots/{slot}/extend"),
            Some(token),
            Some(json!({ "extensionDays": days })),
        )
        .await
    }

    /// An issue record written directly (for tables that run in normal mode, where the api
    /// refuses to issue).
    pub async fn insert_allocation(&self, user_id: i64) -> i64 {
        sqlx::query_scalar(
            "INSERT INTO slot_allocations (user_id, operator_id, slot_count, start_date, end_date, reason)
             VALUES ($1, $1, 1, (now() AT TIME ZONE 'Asia/Seoul')::date, (now() AT TIME ZONE 'Asia/Seoul')::date, '선슬롯 발행')
             RETURNING id",
        )
        .bind(user_id)
        .fetch_one(&self.db.pool)
        .await
        .unwrap()
    }

    /// A system notification to `user_id`, written directly.
    pub async fn insert_notification(&self, user_id: i64, title: &str) -> i64 {
        sqlx::query_scalar(
            "INSERT INTO notifications (user_id, type, title, message) VALUES ($1, 'info', $2, '테스트 알림') RETURNING id",
        )
        .bind(user_id)
        .bind(title)
        .fetch_one(&self.db.pool)
        .await
        .unwrap()
    }

    /// A send by `sender_id` to everyone, written directly (no job: nobody runs it).
    pub async fn insert_send(&self, sender_id: i64) -> i64 {
        sqlx::query_scalar(
            "INSERT INTO notification_sends (sender_id, sender, type, title, message, priority, auto_close, duration, audience)
             VALUES ($1, 'developer', 'info', '공지', '내용', 'normal', TRUE, 5000, 'all') RETURNING id",
        )
        .bind(sender_id)
        .fetch_one(&self.db.pool)
        .await
        .unwrap()
    }

    /// A finished, empty bulk-extension batch of a new issue of `user_id` (see [`insert_allocation`]).
    pub async fn insert_extension_batch(&self, user_id: i64) -> i64 {
        let allocation = self.insert_allocation(user_id).await;
        sqlx::query_scalar(
            "INSERT INTO extension_batches (allocation_id, extension_days, requested_by, status, total)
             VALUES ($1, 10, $2, 'done', 0) RETURNING id",
        )
        .bind(allocation)
        .bind(user_id)
        .fetch_one(&self.db.pool)
        .await
        .unwrap()
    }

    /// Cash ledger rows in the whole database.
    pub async fn ledger_rows(&self) -> i64 {
        sqlx::query_scalar("SELECT count(*) FROM cash_ledger")
            .fetch_one(&self.db.pool)
            .await
            .unwrap()
    }
}
