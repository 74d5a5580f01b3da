//! What the worker's integration tests share: advertisers and tracked slots in a test database,
//! crawl settings for an in-process simulator, queued runs, and real worker processes. Rows are
//! written through `common::db` or checked queries, so a schema change breaks them at compile time.

#![allow(dead_code)] // each test file uses its own share of these

use std::net::SocketAddr;

use chrono::NaiveDate;
use common::{
    actor::Role,
    cash,
    db::{
        self,
        users::{self, NewUser},
    },
    time::today_kst,
};
use simulator::{SimConfig, catalog};
use sqlx::PgPool;

/// A test's world: a fresh database and a simulator whose day is pinned to today (KST).
pub struct Stage {
    pub db: testkit::TestDb,
    pub day: NaiveDate,
    pub config: SimConfig,
    pub addr: SocketAddr,
    pub sim: simulator::SimHandle,
}

impl Stage {
    pub async fn start(config: SimConfig) -> Self {
        common::telemetry::install_crypto_provider();
        let db = testkit::TestDb::create().await;
        let day = today_kst();
        let config = SimConfig {
            day: Some(day),
            ..config
        };
        let (addr, sim) = simulator::spawn(config.clone())
            .await
            .expect("start the simulator");
        Self {
            db,
            day,
            config,
            addr,
            sim,
        }
    }

    /// The database, the day, the simulator's configuration and its address, for a test's body
    /// (the simulator keeps running while the stage lives).
    pub fn parts(&self) -> (&testkit::TestDb, NaiveDate, &SimConfig, SocketAddr) {
        (&self.db, self.day, &self.config, self.addr)
    }
}

pub async fn advertiser(db: &PgPool) -> i64 {
    account(db, "crawltest", "광고주", Role::User).await
}

/// An account `email` (password hash `x`) with `role`; returns its id.
pub async fn account(db: &PgPool, email: &str, full_name: &str, role: Role) -> i64 {
    let user = NewUser {
        email,
        password_hash: "x",
        full_name,
        role,
    };
    let mut conn = db.acquire().await.unwrap();
    users::insert(&mut conn, &user).await.unwrap().id
}

/// An advertiser `login` (password hash `password_hash`) holding `funds` won, with slots at
/// `price` won and room for 10,000 of them: the stage of the bulk registration fault tests.
pub async fn funded_advertiser(
    db: &PgPool,
    login: &str,
    password_hash: &str,
    price: i64,
    funds: i64,
) -> i64 {
    let mut conn = db.acquire().await.unwrap();
    let user = users::insert(
        &mut conn,
        &NewUser {
            email: login,
            password_hash,
            full_name: "광고주",
            role: Role::User,
        },
    )
    .await
    .unwrap()
    .id;
    for (key, value) in [
        ("defaultSlotPrice", serde_json::json!(price)),
        ("maxSlotsPerUser", serde_json::json!(10_000)),
    ] {
        db::settings::upsert(&mut conn, key, &value, "business", user)
            .await
            .unwrap();
    }
    let mut tx = db.begin().await.unwrap();
    let entry = cash::LedgerEntry {
        kind: cash::LedgerKind::Charge,
        amount: funds,
        charge_request_id: None,
        slot_id: None,
        description: "충전".into(),
    };
    cash::apply(&mut tx, user, &entry).await.unwrap();
    tx.commit().await.unwrap();
    user
}

/// A running slot tracking `(product, item, vendor item)` for `keyword`.
pub async fn slot(db: &PgPool, user: i64, keyword: &str, ids: (i64, i64, i64)) -> i64 {
    let url = format!(
        "https://www.coupang.com/vp/products/{}?itemId={}&vendorItemId={}",
        ids.0, ids.1, ids.2
    );
    sqlx::query_scalar!(
        "INSERT INTO slots (user_id, slot_number, status, keyword, url, url_product_id, url_item_id, url_vendor_item_id,
                            start_date, end_date)
         VALUES ($1, (SELECT COALESCE(max(slot_number), 0) + 1 FROM slots WHERE user_id = $1), 'active', $2, $3, $4, $5, $6,
                 $7::date - 1, $7::date + 29)
         RETURNING id",
        user,
        keyword,
        url,
        ids.0,
        ids.1,
        ids.2,
        today_kst(),
    )
    .fetch_one(db)
    .await
    .unwrap()
}

/// A tracked slot on the product at organic `place` (1-based) of `keyword` on the simulator's
/// day, and that product's true rank.
pub async fn slot_at_place(
    db: &PgPool,
    user: i64,
    sim: &SimConfig,
    keyword: &str,
    place: usize,
) -> (i64, u32) {
    let places = catalog::first_appearances(keyword, sim.today(), sim.seed);
    tracked_slot(db, user, sim, keyword, &places[place - 1].product).await
}

/// A tracked slot on `product` for `keyword`, and the product's true rank on the simulator's day.
pub async fn tracked_slot(
    db: &PgPool,
    user: i64,
    sim: &SimConfig,
    keyword: &str,
    product: &catalog::Product,
) -> (i64, u32) {
    let id = slot(db, user, keyword, product.ids()).await;
    let truth = catalog::true_rank(
        keyword,
        sim.today(),
        sim.seed,
        product.product_id,
        Some(product.item_id),
        Some(product.vendor_item_id),
    );
    (id, truth)
}

/// `slot` holds its true rank, from one check and one day's history row: crawled exactly once.
pub async fn assert_ranked_once(db: &PgPool, slot: i64, truth: u32) {
    assert_eq!(
        rank_of(db, slot).await.0,
        Some(truth as i32),
        "slot {slot}: its true rank"
    );
    let (checks, days): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT count(*) FROM rank_checks WHERE slot_id = $1),
                (SELECT count(*) FROM rank_history WHERE slot_id = $1)",
    )
    .bind(slot)
    .fetch_one(db)
    .await
    .unwrap();
    assert_eq!(
        (checks, days),
        (1, 1),
        "slot {slot}: one check, one day row"
    );
}

/// A slot's rank and its count of checks that determined nothing.
pub async fn rank_of(db: &PgPool, slot: i64) -> (Option<i32>, i32) {
    let row = db::slots::find(&mut db.acquire().await.unwrap(), slot)
        .await
        .unwrap()
        .expect("the slot");
    (row.rank, row.fail_count)
}

mod crawl;
mod processes;

pub use crawl::*;
pub use processes::*;
