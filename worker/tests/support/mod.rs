//! What the worker's integration tests share: advertisers and tracked slots in a test database,
//! crawl settings for an in-process simulator, queued runs, and real worker processes. Rows are
//! written through `common::db` or checked queries, so a schema change breaks them at compile time.

#![allow(dead_code)] // each test file uses its own share of these

use std::{
    net::SocketAddr,
    process::{Child, Command, Stdio},
    time::Duration,
};

use chrono::NaiveDate;
use common::{
    actor::Role,
    cash,
    db::{
        self,
        users::{self, NewUser},
    },
    rank::{
        crawl::CrawlSettings,
        runs::{self, RetryPolicy, RunResult, Trigger},
        source::{HttpSource, PageSource},
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

pub fn settings(addr: SocketAddr) -> CrawlSettings {
    CrawlSettings {
        base_url: format!("http://{addr}"),
        backoff: Duration::from_millis(10),
        max_backoff: Duration::from_millis(20),
        ..CrawlSettings::default()
    }
}

/// The page source of these tests: plain HTTP, five seconds a page.
pub fn http() -> HttpSource {
    HttpSource::new(Duration::from_secs(5))
}

/// [`crawl`] over plain [`http`].
pub async fn crawl_http(db: &PgPool, addr: SocketAddr, run: i64) -> RunResult {
    crawl(db, &http(), addr, run).await
}

/// Runs crawl `run` against the simulator at `addr` with the test settings and default retries.
pub async fn crawl<S: PageSource>(
    db: &PgPool,
    source: &S,
    addr: SocketAddr,
    run: i64,
) -> RunResult {
    crawl_with(db, source, addr, RetryPolicy::default(), run).await
}

/// [`crawl`] with its own retry policy.
pub async fn crawl_with<S: PageSource>(
    db: &PgPool,
    source: &S,
    addr: SocketAddr,
    retry: RetryPolicy,
    run: i64,
) -> RunResult {
    runs::execute(db, source, &settings(addr), retry, run)
        .await
        .expect("the run executes")
}

/// Changes the running simulator's settings (`POST /__config`'s body, e.g. a fault or latency).
pub fn configure(sim: &simulator::SimHandle, patch: serde_json::Value) {
    sim.state()
        .update(serde_json::from_value(patch).expect("a simulator config patch"))
        .expect("the simulator accepts the patch");
}

/// The marketplace refuses every page (403): a run of `keyword` on `day` is queued and crawled once,
/// allowed `attempts` in all (60 s before the second), and cannot finish. Returns the run and what the attempt came to.
pub async fn crawl_refused(stage: &Stage, keyword: &str, attempts: i32) -> (i64, RunResult) {
    let retry = RetryPolicy {
        max_attempts: attempts,
        first_wait: Duration::from_secs(60),
        max_wait: Duration::from_secs(600),
    };
    configure(
        &stage.sim,
        serde_json::json!({ "fault": { "kind": "status403", "rate": 1.0 } }),
    );
    let run = queue(&stage.db.pool, keyword, stage.day).await;
    let result = crawl_with(&stage.db.pool, &http(), stage.addr, retry, run).await;
    (run, result)
}

pub async fn queue(db: &PgPool, keyword: &str, day: NaiveDate) -> i64 {
    let mut tx = db.begin().await.unwrap();
    let id = runs::queue(&mut tx, keyword, day, Trigger::Manual)
        .await
        .unwrap()
        .expect("a new run");
    tx.commit().await.unwrap();
    id
}

/// A worker process (the real binary) on `db_url`, crawling the simulator at `sim`, with extra
/// settings. Stopped with SIGINT when dropped, unless killed first.
pub struct WorkerProcess {
    child: Child,
}

impl WorkerProcess {
    pub fn start(db_url: &str, sim: SocketAddr, env: &[(&str, &str)]) -> Self {
        let child = Command::new(env!("CARGO_BIN_EXE_worker"))
            .env("DATABASE_URL", db_url)
            .env("MARKETPLACE_BASE_URL", format!("http://{sim}"))
            .env(
                "DATA_DIR",
                std::env::temp_dir().join("simple-slot-worker-tests"),
            )
            .env("JWT_SECRET", "worker-tests")
            .env("RUST_LOG", "warn")
            .env("CRAWL_RETRY_FIRST_SECS", "1")
            // Many workers run at once here: none serves metrics unless a test asks.
            .env("METRICS_ADDR", "off")
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start the worker binary");
        Self { child }
    }

    /// A worker process for jobs that crawl nothing: its simulator address is never used.
    pub fn without_crawls(db_url: &str) -> Self {
        Self::start(db_url, ([127, 0, 0, 1], 9).into(), &[])
    }

    /// SIGTERM, as a supervisor stops it; waits for the process to exit.
    pub fn terminate(&mut self) -> std::process::ExitStatus {
        // SAFETY: signalling our own child by its pid.
        unsafe { libc::kill(self.child.id() as i32, libc::SIGTERM) };
        self.child.wait().expect("reap the worker")
    }

    /// `kill -9`: no shutdown, no clean-up; its job stays locked until another worker takes it.
    pub fn kill_hard(&mut self) {
        self.child.kill().expect("SIGKILL the worker");
        self.child.wait().expect("reap the worker");
    }
}

impl Drop for WorkerProcess {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            // SAFETY: signalling our own child by its pid.
            unsafe { libc::kill(self.child.id() as i32, libc::SIGINT) };
            let _ = self.child.wait();
        }
    }
}

/// Waits until every run in `ids` has finished (done or failed), at most `limit`.
pub async fn wait_finished(db: &PgPool, ids: &[i64], limit: Duration) {
    let deadline = tokio::time::Instant::now() + limit;
    loop {
        let open: i64 = db::crawl_runs::counts(
            &mut db.acquire().await.unwrap(),
            db::crawl_runs::Runs::Among(ids),
        )
        .await
        .unwrap()
        .into_iter()
        .filter(|(status, _)| !matches!(status, runs::RunStatus::Done | runs::RunStatus::Failed))
        .map(|(_, n)| n)
        .sum();
        if open == 0 {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{open} crawl runs still open after {limit:?}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Serves fault `kind` on every search request until changed (`none` ends it).
pub fn set_fault(sim: &simulator::SimHandle, kind: &str) {
    configure(
        sim,
        serde_json::json!({ "fault": { "kind": kind, "rate": 1.0 } }),
    );
}

/// Polls `ready` until it holds, at most 90 s.
pub async fn wait_until<F, Fut>(db: &PgPool, what: &str, ready: F)
where
    F: Fn(PgPool) -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = tokio::time::Instant::now() + Duration::from_secs(90);
    while !ready(db.clone()).await {
        assert!(tokio::time::Instant::now() < deadline, "timed out: {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// How many sessions of the test database wait on a lock (a worker stopped on the test's row
/// lock is one).
pub async fn lock_waiters(db: &PgPool) -> i64 {
    sqlx::query_scalar!(
        r#"SELECT count(*) AS "waiting!" FROM pg_stat_activity
               WHERE wait_event_type = 'Lock' AND datname = current_database()"#
    )
    .fetch_one(db)
    .await
    .unwrap()
}

/// How many items of batch `id` have succeeded so far.
pub async fn batch_succeeded(db: &PgPool, id: i64) -> i32 {
    sqlx::query_scalar!("SELECT succeeded FROM batches WHERE id = $1", id)
        .fetch_one(db)
        .await
        .unwrap()
}

/// A batch's status, how many items succeeded, and the status of the one job of `queue`: what the
/// crash tests read before and after the takeover.
pub async fn batch_and_job(db: &PgPool, batch: i64, queue: &str) -> (String, i32, String) {
    let now = sqlx::query!(
        r#"SELECT b.status, b.succeeded, j.status AS job_status FROM batches b, apalis.jobs j
           WHERE b.id = $1 AND j.job_type = $2"#,
        batch,
        queue,
    )
    .fetch_one(db)
    .await
    .unwrap();
    (now.status, now.succeeded, now.job_status)
}

/// `queue` holds one job, the one the first worker took and the second finished (a crash test's
/// last check).
pub async fn assert_one_job(db: &PgPool, queue: &str) {
    let jobs: i64 = sqlx::query_scalar("SELECT count(*) FROM apalis.jobs WHERE job_type = $1")
        .bind(queue)
        .fetch_one(db)
        .await
        .unwrap();
    assert_eq!(jobs, 1, "the same job, taken over");
}

/// Waits until the second worker has finished batch `batch` and its job of `queue`.
pub async fn wait_for_the_takeover(db: &PgPool, batch: i64, queue: &'static str) {
    wait_until(
        db,
        "the batch and its job are finished by the second worker",
        |pool| async move {
            let (batch, _, job) = batch_and_job(&pool, batch, queue).await;
            (batch.as_str(), job.as_str()) == ("done", "Done")
        },
    )
    .await;
}

/// How many pages crawl run `run` has stored.
pub async fn pages_stored(db: &PgPool, run: i64) -> i64 {
    sqlx::query_scalar!(
        r#"SELECT count(*) AS "pages!" FROM crawl_pages WHERE run_id = $1"#,
        run
    )
    .fetch_one(db)
    .await
    .unwrap()
}

/// A crawl slow enough to be cut off mid-way, in a fresh database: the simulator answering each page in 400 ms, two
/// slots of `keyword` at places 30 and 480 (about 8 pages), and today's run queued.
pub struct SlowCrawl {
    pub addr: SocketAddr,
    pub sim: simulator::SimHandle,
    pub run: i64,
    /// Each slot and its true rank.
    slots: Vec<(i64, u32)>,
}

pub async fn slow_crawl(keyword: &str) -> (testkit::TestDb, SlowCrawl) {
    let test_db = testkit::TestDb::create().await;
    let db = &test_db.pool;
    let day = common::time::today_kst();
    let config = SimConfig {
        day: Some(day),
        latency_ms: 400,
        ..SimConfig::default()
    };
    let (addr, sim) = simulator::spawn(config.clone()).await.unwrap();
    let user = advertiser(db).await;
    let mut slots = vec![];
    for place in [30usize, 480] {
        slots.push(slot_at_place(db, user, &config, keyword, place).await);
    }
    let run = queue(db, keyword, day).await;
    let crawl = SlowCrawl {
        addr,
        sim,
        run,
        slots,
    };
    (test_db, crawl)
}

impl SlowCrawl {
    /// The crawl finished once: the true ranks, one check and one history row per slot, and its
    /// one job done.
    pub async fn assert_finished_once(&self, db: &PgPool) {
        let status: String = sqlx::query_scalar("SELECT status FROM crawl_runs WHERE id = $1")
            .bind(self.run)
            .fetch_one(db)
            .await
            .unwrap();
        assert_eq!(status, "done");
        for (id, truth) in &self.slots {
            assert_ranked_once(db, *id, *truth).await;
        }
        let (jobs, job_status): (i64, String) = sqlx::query_as(
            "SELECT count(*), max(status) FROM apalis.jobs WHERE job_type = 'rank_crawl'",
        )
        .fetch_one(db)
        .await
        .unwrap();
        assert_eq!(
            (jobs, job_status.as_str()),
            (1, "Done"),
            "the same job, finished"
        );
    }
}
