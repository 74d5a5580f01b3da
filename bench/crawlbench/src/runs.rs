//! `queue` and `latency`: crawl runs queued for the seeded keywords, and how long each waits.

use std::time::{Duration, Instant};

use anyhow::{Context, ensure};
use chrono::{DateTime, NaiveDate, Utc};
use common::rank::runs::{self, Trigger};
use sqlx::PgPool;

pub(crate) async fn queue_runs(db: &PgPool, day: NaiveDate) -> anyhow::Result<()> {
    let start = Instant::now();
    // Shuffled (by hash), so deep and shallow crawls mix as in a daily crawl.
    let keywords: Vec<String> =
        sqlx::query_scalar("SELECT keyword FROM bench_keywords ORDER BY md5(keyword)")
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

pub(crate) async fn latency(db: &PgPool, day: NaiveDate, n: usize) -> anyhow::Result<()> {
    // Slots on page 1, so each crawl is one page and the queue is idle again quickly.
    let keywords: Vec<String> = sqlx::query_scalar(
        "SELECT keyword FROM bench_expected GROUP BY keyword HAVING min(truth) >= 1 AND max(truth) <= 40
         ORDER BY md5(keyword) LIMIT $1",
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
