//! The rank crawl job's body: one keyword's crawl run executed page by page with each page stored
//! (so a crawl cut off resumes where it stopped), its outcome recorded on the slots and their
//! daily `rank_history`, and, from a complete crawl, the rank alerts and the market snapshot. It
//! sits above `rank` and `notifications` so that the crawl itself knows nothing of either's users.
//!
//! Recording follows the rule in [`crate::rank::parser`]: a found slot gets its place; a slot not
//! found gets rank 0 only from a complete crawl; from an incomplete one it keeps its previous rank
//! and its `fail_count` grows, and the run is tried again later with capped exponential backoff.

use std::{collections::HashMap, time::Duration};

use chrono::NaiveDate;
use sqlx::{PgConnection, PgPool};

use crate::{
    db::{self, slots::TrackedSlot},
    error::AppError,
    jobs::{self, RankCrawl},
    notifications::rank_alerts,
    rank::{
        counter::Target,
        crawl::{CrawlOutcome, CrawlSettings, KeywordCrawl, Step},
        parser::Card,
        runs::RunStatus,
        source::PageSource,
    },
};

/// How many times a run is tried before it stays failed, and the waits between tries.
#[derive(Debug, Clone, Copy)]
pub struct RetryPolicy {
    pub max_attempts: i32,
    pub first_wait: Duration,
    pub max_wait: Duration,
}

impl RetryPolicy {
    pub fn from_config(c: &crate::config::CrawlConfig) -> Self {
        Self {
            max_attempts: c.run_attempts,
            first_wait: c.retry_first,
            max_wait: c.retry_max,
        }
    }
}

impl Default for RetryPolicy {
    fn default() -> Self {
        Self {
            max_attempts: 5,
            first_wait: Duration::from_secs(60),
            max_wait: Duration::from_secs(30 * 60),
        }
    }
}

/// How a run ended this time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RunResult {
    /// Already done before (a duplicate job): nothing happened.
    AlreadyDone,
    /// Complete: every tracked slot ranked (0 for not found).
    Done { pages: u32, ranked: usize },
    /// Incomplete, tried again after `wait`.
    Retrying { wait: Duration, ranked: usize },
    /// Incomplete after the last attempt.
    Failed { ranked: usize },
}

/// Runs the crawl `run_id` (the job's body). Idempotent: a finished run does nothing; an
/// interrupted one resumes from its stored pages.
pub async fn execute<S: PageSource>(
    db: &PgPool,
    source: &S,
    settings: &CrawlSettings,
    retry: RetryPolicy,
    run_id: i64,
) -> Result<RunResult, AppError> {
    let run = {
        let mut tx = db.begin().await?;
        let run = db::crawl_runs::lock(&mut tx, run_id)
            .await?
            .ok_or(AppError::CrawlRunNotFound)?;
        if run.status == RunStatus::Done {
            return Ok(RunResult::AlreadyDone);
        }
        db::crawl_runs::mark_running(&mut tx, run_id).await?;
        tx.commit().await?;
        run
    };
    let mut conn = db.acquire().await?;
    let tracked = db::slots::tracked_for_keyword(&mut conn, &run.keyword, run.day).await?;
    let targets: Vec<Target> = tracked.iter().map(Target::of).collect();
    db::slots::set_processing(
        &mut conn,
        &tracked.iter().map(|s| s.id).collect::<Vec<_>>(),
        true,
    )
    .await?;

    let mut crawl = KeywordCrawl::new(settings, &run.keyword, &targets);
    for stored in db::crawl_runs::pages(&mut conn, run_id).await? {
        let cards: Vec<Card> = serde_json::from_value(stored.cards).map_err(anyhow::Error::from)?;
        crawl.replay(&cards, stored.last);
    }
    drop(conn);
    if !targets.is_empty() {
        while let Step::Read {
            page,
            cards,
            last,
            total,
        } = crawl.next_page(source).await
        {
            let json = serde_json::to_value(&cards).map_err(anyhow::Error::from)?;
            let mut conn = db.acquire().await?;
            db::crawl_runs::save_page(&mut conn, run_id, page as i32, &json, last).await?;
            if let Some(total) = total.and_then(|t| i64::try_from(t).ok()) {
                db::crawl_runs::note_total_results(&mut conn, run_id, total).await?;
            }
        }
    }
    let outcome = crawl.outcome();

    let mut tx = db.begin().await?;
    let ranked_ids = record(&mut tx, run_id, run.day, &tracked, &outcome).await?;
    let ranked = ranked_ids.len();
    let result = if outcome.complete {
        // Only a complete crawl alerts, and only it says what the market was: a place it could not
        // read is not a drop, and half a shelf is not the shelf. A re-run of the day replaces it.
        let seen = rank_alerts::MarketSeen {
            keyword: &run.keyword,
            snapshot: &outcome.market,
            slots: &tracked,
        };
        rank_alerts::alert(&mut tx, &ranked_ids, run.day, Some(seen)).await?;
        db::market_snapshots::upsert(
            &mut tx,
            &run.keyword,
            run.day,
            Some(run_id),
            &outcome.market,
        )
        .await?;
        db::crawl_runs::finish(
            &mut tx,
            run_id,
            RunStatus::Done,
            true,
            outcome.places as i32,
            None,
        )
        .await?;
        RunResult::Done {
            pages: outcome.pages_read,
            ranked,
        }
    } else {
        let error = outcome
            .failure
            .as_ref()
            .map_or_else(|| "incomplete".to_owned(), ToString::to_string);
        let attempts = run.attempts + 1;
        if attempts >= retry.max_attempts {
            db::crawl_runs::finish(
                &mut tx,
                run_id,
                RunStatus::Failed,
                false,
                outcome.places as i32,
                Some(&error),
            )
            .await?;
            RunResult::Failed { ranked }
        } else {
            let factor = 2u32.saturating_pow((attempts - 1).max(0) as u32);
            let wait = retry.first_wait.saturating_mul(factor).min(retry.max_wait);
            db::crawl_runs::finish(
                &mut tx,
                run_id,
                RunStatus::Queued,
                false,
                outcome.places as i32,
                Some(&error),
            )
            .await?;
            jobs::enqueue(&mut tx, &RankCrawl { run_id }, None, Some(wait)).await?;
            RunResult::Retrying { wait, ranked }
        }
    };
    tx.commit().await?;
    Ok(result)
}

/// Writes the outcome: a rank check for every tracked slot; a rank for those determined. Returns
/// the ids of the slots ranked.
async fn record(
    tx: &mut PgConnection,
    run_id: i64,
    day: NaiveDate,
    tracked: &[TrackedSlot],
    outcome: &CrawlOutcome,
) -> Result<Vec<i64>, AppError> {
    let mut ranked = Vec::new();
    let by_target: HashMap<Target, (u32, &'static str)> = outcome
        .found
        .iter()
        .map(|(t, (place, kind))| (*t, (*place, kind.as_str())))
        .collect();
    for slot in tracked {
        let target = Target::of(slot);
        let (rank, kind) = match by_target.get(&target) {
            Some((place, kind)) => (Some(*place as i32), Some(*kind)),
            None if outcome.complete => (Some(0), None),
            None => (None, None),
        };
        db::rank_checks::insert(tx, run_id, slot.id, rank, kind).await?;
        match rank {
            Some(rank) => {
                let yesterday = db::rank_history::upsert_day(tx, slot.id, day, rank).await?;
                let (name, image) = outcome.products.get(&target).cloned().unwrap_or_default();
                db::slots::set_rank(
                    tx,
                    slot.id,
                    rank,
                    yesterday,
                    name.as_deref(),
                    image.as_deref(),
                )
                .await?;
                ranked.push(slot.id);
            }
            None => db::slots::count_failed_check(tx, slot.id).await?,
        }
    }
    Ok(ranked)
}
