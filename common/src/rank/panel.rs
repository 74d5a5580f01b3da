//! Rank crawls as operators follow them: a day's crawl in figures (today's, or the last day that
//! had runs), the runs of a day, and crawling one slot's keyword again now. Staff only. The crawl
//! itself, its queue and its retries are [`crate::rank::runs`]; this module only reads its rows and
//! asks it to queue.

use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use sqlx::PgPool;

use crate::{
    actor::Actor,
    db::{self, crawl_runs::CrawlRunRow},
    error::AppError,
    pagination::{PageRequest, Pagination},
    params::{blank_as_none, blank_or_choice},
    rank::runs::{self, RecrawlScope, RunStatus},
    text_enum::AllOr,
    time,
};

/// A day's crawl in figures, for the operators' panel.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CrawlSummary {
    /// The KST day counted: today, or the most recent day with runs when today has none yet.
    #[schema(value_type = String, format = Date)]
    pub day: NaiveDate,
    pub is_today: bool,
    /// Runs that day (one per keyword); 0 when no day has runs at all.
    pub total: i64,
    pub queued: i64,
    pub running: i64,
    pub done: i64,
    pub failed: i64,
    /// Result pages read by those runs.
    pub pages_read: i64,
    /// Slots those runs serve that already have the day's rank (0 = not within 500 counts).
    pub slots_ranked: i64,
    /// Slots those runs serve still without the day's rank.
    pub slots_unranked: i64,
    pub first_started_at: Option<DateTime<Utc>>,
    pub last_finished_at: Option<DateTime<Utc>>,
}

/// Today's crawl, or the last day's when none ran today ("the last run's figures").
pub async fn summary(db: &PgPool, actor: &Actor) -> Result<CrawlSummary, AppError> {
    actor.require_staff()?;
    let today = time::today_kst();
    let mut conn = db.acquire().await?;
    // The latest day with runs is today as soon as today has one.
    let day = db::crawl_runs::latest_day(&mut conn, today)
        .await?
        .unwrap_or(today);
    let t = db::crawl_runs::day_totals(&mut conn, day).await?;
    Ok(CrawlSummary {
        day,
        is_today: day == today,
        total: t.queued + t.running + t.done + t.failed,
        queued: t.queued,
        running: t.running,
        done: t.done,
        failed: t.failed,
        pages_read: t.pages_read,
        slots_ranked: t.slots_ranked,
        slots_unranked: t.slots_unranked,
        first_started_at: t.first_started_at,
        last_finished_at: t.last_finished_at,
    })
}

/// What the runs list is asked for (`GET /admin/crawl-runs`); `None` is today, any status, the
/// first page of 20.
#[derive(Debug, Clone, Default, serde::Deserialize, utoipa::IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct RunListQuery {
    /// A KST day (YYYY-MM-DD); today when left out.
    #[serde(deserialize_with = "blank_as_none")]
    #[param(value_type = Option<String>, format = Date)]
    pub day: Option<NaiveDate>,
    /// One run status, or all (the default).
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(schema_with = AllOr::<RunStatus>::schema)]
    pub status: Option<AllOr<RunStatus>>,
    #[serde(deserialize_with = "blank_as_none")]
    #[param(minimum = 1)]
    pub page: Option<i64>,
    /// Runs per page (20 by default).
    #[serde(alias = "limit", deserialize_with = "blank_as_none")]
    #[param(minimum = 1)]
    pub size: Option<i64>,
}

/// The runs of a day, newest queued first, paged.
pub async fn list_runs(
    db: &PgPool,
    actor: &Actor,
    q: &RunListQuery,
) -> Result<(Vec<CrawlRunRow>, Pagination), AppError> {
    actor.require_staff()?;
    let status = q.status.and_then(AllOr::only);
    let page = PageRequest::new(q.page, q.size, 20)?;
    let day = q.day.unwrap_or_else(time::today_kst);
    let mut conn = db.acquire().await?;
    let rows =
        db::crawl_runs::list_for_day(&mut conn, day, status, page.limit, page.offset()).await?;
    let total = db::crawl_runs::count_for_day(&mut conn, day, status).await?;
    Ok((rows, page.pagination(total)))
}

/// The answer to an operator's recrawl of one slot.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlotRecrawl {
    /// Today's run of the slot's keyword.
    pub run_id: i64,
    /// queued, running, done or failed (as it is right after the request).
    pub status: RunStatus,
    /// The run was already queued or running, so nothing new was queued.
    pub already_queued: bool,
}

/// An operator asks for today's crawl of a slot's keyword now. Only a slot displayed active is
/// tracked ([`AppError::SlotNotTracked`]); a run already queued or running is not queued twice.
pub async fn recrawl_slot(
    db: &PgPool,
    actor: &Actor,
    slot_id: i64,
) -> Result<SlotRecrawl, AppError> {
    actor.require_staff()?;
    let today = time::today_kst();
    let mut conn = db.acquire().await?;
    actor.visible_slot(db::slots::find(&mut conn, slot_id).await?)?;
    let keyword = db::slots::tracked_keywords(&mut conn, today, Some(slot_id), None)
        .await?
        .pop()
        .ok_or(AppError::SlotNotTracked)?;
    let queued = runs::recrawl(db, &RecrawlScope::Slot(slot_id)).await?;
    let run = db::crawl_runs::find_by_key(&mut conn, &keyword, today)
        .await?
        .ok_or(AppError::CrawlRunNotFound)?;
    Ok(SlotRecrawl {
        already_queued: !queued.contains(&run.id),
        run_id: run.id,
        status: run.status,
    })
}
