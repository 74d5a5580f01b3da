//! The rank-crawl benchmarks' own tool; `bench/parser.sh` and `bench/crawl.sh` drive it.
//!
//! - `parse`: renders realistic simulator result pages in memory (both layouts, 72 cards) and
//!   parses them with `common::rank::parser::parse` in a loop; prints pages/s and MB/s.
//! - `seed`: one advertiser with one running slot on each of N distinct keywords, the tracked
//!   product at an organic place spread over 1..=500 (a few past 500, some on keywords too shallow
//!   or empty: not found), and the simulator's true rank of each in `bench_expected`.
//! - `queue`: one crawl run (row + apalis job) per seeded keyword, through `runs::queue`.
//! - `latency`: with an idle worker running, queues runs one at a time, waits for each to finish,
//!   and prints how long each waited before it started (database clock).
//!
//! Bench code: runtime `sqlx::query`, no checked macros (nothing in `.sqlx/`).

use std::{
    collections::HashSet,
    hint::black_box,
    time::{Duration, Instant},
};

use anyhow::{Context, bail, ensure};
use chrono::{DateTime, NaiveDate, Utc};
use clap::{Parser, Subcommand};
use common::rank::{
    parser::{self, Page},
    runs::{self, Trigger},
};
use simulator::{Layout, catalog, config::DEFAULT_SEED, page, render};
use sqlx::PgPool;

#[derive(Debug, Parser)]
#[command(name = "crawlbench")]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Parser throughput on the calling thread (pin it with `taskset -c 0`).
    Parse {
        /// Seconds of parsing per layout.
        #[arg(long, default_value_t = 10.0)]
        seconds: f64,
        /// Result pages per keyword (from page 1).
        #[arg(long, default_value_t = 9)]
        pages: u32,
    },
    /// Seeds `keywords` tracked slots and their expected ranks.
    Seed {
        #[arg(long, env = "DATABASE_URL")]
        database_url: String,
        #[arg(long, default_value_t = 10_000)]
        keywords: usize,
        /// The KST day the simulator serves (pin it with the simulator's `--day`).
        #[arg(long)]
        day: NaiveDate,
        #[arg(long, default_value_t = DEFAULT_SEED)]
        seed: u64,
    },
    /// Queues one crawl run per seeded keyword for `day`.
    Queue {
        #[arg(long, env = "DATABASE_URL")]
        database_url: String,
        #[arg(long)]
        day: NaiveDate,
    },
    /// Enqueue-to-start latency on an idle queue (one worker must be running).
    Latency {
        #[arg(long, env = "DATABASE_URL")]
        database_url: String,
        #[arg(long)]
        day: NaiveDate,
        /// Runs queued one after another.
        #[arg(long, default_value_t = 200)]
        runs: usize,
    },
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    common::telemetry::install_crypto_provider();
    match Args::parse().command {
        Command::Parse { seconds, pages } => parse_bench(seconds, pages),
        Command::Seed {
            database_url,
            keywords,
            day,
            seed,
        } => seed_slots(&connect(&database_url).await?, keywords, day, seed).await,
        Command::Queue { database_url, day } => {
            queue_runs(&connect(&database_url).await?, day).await
        }
        Command::Latency {
            database_url,
            day,
            runs,
        } => latency(&connect(&database_url).await?, day, runs).await,
    }
}

async fn connect(url: &str) -> anyhow::Result<PgPool> {
    let pool = common::db::connect(url, 4)
        .await
        .context("connecting to DATABASE_URL")?;
    common::db::migrate(&pool).await?;
    Ok(pool)
}

fn parse_bench(seconds: f64, pages_per_keyword: u32) -> anyhow::Result<()> {
    let day = NaiveDate::from_ymd_opt(2026, 11, 22).expect("a valid date");
    // Common keywords only, so every page up to place 500 exists.
    let keywords: Vec<&str> = WORDS
        .into_iter()
        .filter(|k| catalog::depth(k, DEFAULT_SEED) >= 550)
        .take(8)
        .collect();
    let mut all = (0, 0, Duration::ZERO);
    for layout in [Layout::Current, Layout::Legacy] {
        let mut pages = Vec::new();
        for keyword in &keywords {
            for n in 1..=pages_per_keyword {
                let model = page::search_page(keyword, day, DEFAULT_SEED, n, 72);
                if model.past_end || model.is_no_results() {
                    break;
                }
                pages.push(render::search_page(&model, layout, "127.0.0.1:8090"));
            }
        }
        ensure!(!pages.is_empty(), "no pages rendered");
        let mut cards = 0;
        for html in &pages {
            match parser::parse(html) {
                Page::Results { cards: c, .. } => cards += c.len(),
                other => bail!("a rendered page did not parse as results: {other:?}"),
            }
        }
        let bytes: usize = pages.iter().map(String::len).sum();
        println!(
            "{layout:?} layout: {} pages ({} keywords x up to {pages_per_keyword}), {:.1} KB per page, {:.1} product cards per page",
            pages.len(),
            keywords.len(),
            bytes as f64 / pages.len() as f64 / 1024.0,
            cards as f64 / pages.len() as f64,
        );

        let (mut parsed, mut parsed_bytes) = (0usize, 0usize);
        let start = Instant::now();
        let limit = Duration::from_secs_f64(seconds);
        'outer: loop {
            for html in &pages {
                black_box(parser::parse(black_box(html)));
                parsed += 1;
                parsed_bytes += html.len();
            }
            if start.elapsed() >= limit {
                break 'outer;
            }
        }
        let took = start.elapsed();
        print_rate(&format!("  {layout:?}"), parsed, parsed_bytes, took);
        all = (all.0 + parsed, all.1 + parsed_bytes, all.2 + took);
    }
    print_rate("both layouts", all.0, all.1, all.2);
    Ok(())
}

fn print_rate(label: &str, pages: usize, bytes: usize, took: Duration) {
    let secs = took.as_secs_f64();
    println!(
        "{label}: {pages} pages in {secs:.1} s = {:.0} pages/s, {:.1} MB/s, {:.2} ms per page",
        pages as f64 / secs,
        bytes as f64 / secs / 1e6,
        secs * 1e3 / pages as f64,
    );
}

const WORDS: [&str; 40] = [
    "무선 마우스",
    "기계식 키보드",
    "게이밍 헤드셋",
    "노트북 거치대",
    "모니터 받침대",
    "보조배터리",
    "블루투스 스피커",
    "스마트워치",
    "무선 이어폰",
    "USB 허브",
    "웹캠",
    "마우스 패드",
    "충전 케이블",
    "멀티탭",
    "LED 스탠드",
    "전기 포트",
    "커피 머신",
    "에어프라이어",
    "가습기",
    "제습기",
    "공기청정기",
    "선풍기",
    "로봇청소기",
    "헤어드라이어",
    "전동칫솔",
    "요가매트",
    "러닝화",
    "텀블러",
    "보온병",
    "프라이팬",
    "수건",
    "베개",
    "암막커튼",
    "캠핑 의자",
    "텐트",
    "블랙박스",
    "강아지 사료",
    "고양이 모래",
    "물티슈",
    "색연필",
];
const MODS: [&str; 10] = [
    "추천",
    "대용량",
    "미니",
    "프리미엄",
    "가성비",
    "정품",
    "특가",
    "세트",
    "화이트",
    "휴대용",
];

/// The `i`-th seeded keyword: a product word, a modifier, then a number once those run out.
fn keyword(i: usize) -> String {
    let (w, m, n) = (
        WORDS[i % WORDS.len()],
        MODS[(i / WORDS.len()) % MODS.len()],
        i / (WORDS.len() * MODS.len()),
    );
    if n == 0 {
        format!("{w} {m}")
    } else {
        format!("{w} {m} {n}")
    }
}

async fn seed_slots(db: &PgPool, n: usize, day: NaiveDate, seed: u64) -> anyhow::Result<()> {
    let start = Instant::now();
    let user: i64 = sqlx::query_scalar(
        "INSERT INTO users (email, password_hash, full_name) VALUES ('crawlbench', 'x', '벤치 광고주') RETURNING id",
    )
    .fetch_one(db)
    .await?;
    sqlx::query(
        "CREATE TABLE bench_expected (keyword TEXT PRIMARY KEY, place INTEGER NOT NULL, truth INTEGER NOT NULL)",
    )
    .execute(db)
    .await?;

    let mut seen = HashSet::new();
    let (mut keywords, mut urls, mut ids, mut places, mut truths) =
        (vec![], vec![], vec![], vec![], vec![]);
    for i in 0..n {
        let keyword = keyword(i);
        ensure!(seen.insert(keyword.clone()), "keyword {keyword} twice");
        // Places spread evenly over 1..=500; one in twenty just past 500 (not ranked).
        let place = if i % 20 == 7 {
            501 + i % 50
        } else {
            1 + (i * 7919) % 500
        };
        let list = catalog::first_appearances(&keyword, day, seed);
        let (product, item, vendor) = match list.get(place - 1) {
            Some(found) => found.product.ids(),
            // Too shallow or no results: a product the keyword never shows.
            None => (9_000_000_000 + i as i64, 1, 1),
        };
        let truth = catalog::true_rank(&keyword, day, seed, product, Some(item), Some(vendor));
        urls.push(format!(
            "https://www.coupang.com/vp/products/{product}?itemId={item}&vendorItemId={vendor}"
        ));
        ids.push((product, item, vendor));
        places.push(place as i32);
        truths.push(truth as i32);
        keywords.push(keyword);
    }
    let computed = start.elapsed();

    for chunk in (0..n).collect::<Vec<_>>().chunks(2_000) {
        let pick = |f: &dyn Fn(usize) -> i64| chunk.iter().map(|&i| f(i)).collect::<Vec<i64>>();
        let kws: Vec<&str> = chunk.iter().map(|&i| keywords[i].as_str()).collect();
        let us: Vec<&str> = chunk.iter().map(|&i| urls[i].as_str()).collect();
        let mut tx = db.begin().await?;
        sqlx::query(
            "INSERT INTO slots (user_id, slot_number, status, keyword, url, url_product_id, url_item_id,
                                url_vendor_item_id, start_date, end_date)
             SELECT $1, t.n, 'active', t.k, t.u, t.p, t.it, t.v, $2::date - 1, $2::date + 29
             FROM UNNEST($3::bigint[], $4::text[], $5::text[], $6::bigint[], $7::bigint[], $8::bigint[])
                  AS t(n, k, u, p, it, v)",
        )
        .bind(user)
        .bind(day)
        .bind(pick(&|i| i as i64 + 1))
        .bind(&kws)
        .bind(&us)
        .bind(pick(&|i| ids[i].0))
        .bind(pick(&|i| ids[i].1))
        .bind(pick(&|i| ids[i].2))
        .execute(&mut *tx)
        .await?;
        sqlx::query(
            "INSERT INTO bench_expected (keyword, place, truth) SELECT * FROM UNNEST($1::text[], $2::int[], $3::int[])",
        )
        .bind(&kws)
        .bind(chunk.iter().map(|&i| places[i]).collect::<Vec<_>>())
        .bind(chunk.iter().map(|&i| truths[i]).collect::<Vec<_>>())
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
    }
    sqlx::query("VACUUM ANALYZE slots").execute(db).await?;
    sqlx::query("ANALYZE bench_expected").execute(db).await?;

    let tracked =
        common::db::slots::tracked_keywords(&mut *db.acquire().await?, day, None, None).await?;
    ensure!(
        tracked.len() == n,
        "{} of {n} keywords are tracked on {day}",
        tracked.len()
    );
    let ranked = truths.iter().filter(|t| **t > 0).count();
    println!(
        "seeded {n} keywords, one tracked slot each: {ranked} ranked within 500 by the simulator's truth, {} not \
         (past 500, too shallow or no results); truth computed in {:.1} s, all in {:.1} s",
        n - ranked,
        computed.as_secs_f64(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

async fn queue_runs(db: &PgPool, day: NaiveDate) -> anyhow::Result<()> {
    let start = Instant::now();
    // Shuffled (by hash), so deep and shallow crawls mix as in a daily crawl.
    let keywords: Vec<String> =
        sqlx::query_scalar("SELECT keyword FROM bench_expected ORDER BY md5(keyword)")
            .fetch_all(db)
            .await?;
    let mut queued = 0;
    for chunk in keywords.chunks(500) {
        let mut tx = db.begin().await?;
        for keyword in chunk {
            if runs::queue(&mut tx, keyword, day, Trigger::Manual)
                .await?
                .is_some()
            {
                queued += 1;
            }
        }
        tx.commit().await?;
    }
    println!(
        "queued {queued} crawl runs (row + job each) in {:.1} s",
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

async fn latency(db: &PgPool, day: NaiveDate, n: usize) -> anyhow::Result<()> {
    // Slots on page 1, so each crawl is one page and the queue is idle again quickly.
    let keywords: Vec<String> = sqlx::query_scalar(
        "SELECT keyword FROM bench_expected WHERE truth BETWEEN 1 AND 40 ORDER BY md5(keyword) LIMIT $1",
    )
    .bind(n as i64)
    .fetch_all(db)
    .await?;
    ensure!(
        keywords.len() == n,
        "only {} page-1 keywords",
        keywords.len()
    );

    let mut samples = Vec::with_capacity(n);
    for keyword in &keywords {
        let mut tx = db.begin().await?;
        let run = runs::queue(&mut tx, keyword, day, Trigger::Manual)
            .await?
            .context("a run already queued")?;
        let committing: DateTime<Utc> = sqlx::query_scalar("SELECT clock_timestamp()")
            .fetch_one(&mut *tx)
            .await?;
        tx.commit().await?;
        let waited = Instant::now();
        loop {
            let status: String = sqlx::query_scalar("SELECT status FROM crawl_runs WHERE id = $1")
                .bind(run)
                .fetch_one(db)
                .await?;
            if matches!(status.as_str(), "done" | "failed") {
                break;
            }
            ensure!(
                waited.elapsed() < Duration::from_secs(30),
                "run {run} not finished after 30 s (is a worker running?)"
            );
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
        samples.push((run, committing));
        // Let the worker finish its bookkeeping, so the next job meets an idle queue.
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    let ids: Vec<i64> = samples.iter().map(|s| s.0).collect();
    let commits: Vec<DateTime<Utc>> = samples.iter().map(|s| s.1).collect();
    let rows: Vec<(f64, f64)> = sqlx::query_as(
        "SELECT EXTRACT(EPOCH FROM r.started_at - r.queued_at)::float8 * 1000,
                EXTRACT(EPOCH FROM r.started_at - s.committing)::float8 * 1000
         FROM UNNEST($1::bigint[], $2::timestamptz[]) AS s(id, committing)
         JOIN crawl_runs r ON r.id = s.id",
    )
    .bind(&ids)
    .bind(&commits)
    .fetch_all(db)
    .await?;
    // Not apalis' own lock_at: it marks a job Running in a later write (about 0.4 s after the
    // handler started here), so it says little about when the job was taken.
    println!("{n} runs queued one at a time on an idle queue (database clock, ms):");
    summary(
        "  run queued (enqueue transaction began) -> crawl started",
        rows.iter().map(|r| r.0).collect(),
    );
    summary(
        "  enqueue transaction committed          -> crawl started",
        rows.iter().map(|r| r.1).collect(),
    );
    Ok(())
}

fn summary(label: &str, mut ms: Vec<f64>) {
    if ms.is_empty() {
        println!("{label}: no samples");
        return;
    }
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| ms[((ms.len() - 1) as f64 * q).round() as usize];
    println!(
        "{label}: p50 {:.1}  p90 {:.1}  p99 {:.1}  max {:.1}  (n = {})",
        at(0.5),
        at(0.9),
        at(0.99),
        ms[ms.len() - 1],
        ms.len()
    );
}
