//! The jobs console's reads: each queue's counts, the worker processes, a queue's jobs and one job
//! with the progress of the row of ours it works on. Staff only. apalis keeps its jobs in
//! `apalis.jobs` (status `Pending`, `Queued`, `Running`, `Done`, `Failed`, `Killed`); the console
//! speaks of [`JobState`]s instead. The statements are `db::jobs`.

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgPool};

use super::kinds::{self, Kind, RowKind};
use crate::{
    actor::Actor,
    db::{
        self,
        jobs::{JobRow, OpenCounts},
    },
    error::AppError,
    messages,
    pagination::{PageRequest, Pagination},
    params::{PageParams, blank_as_none, blank_or_choice},
    text_enum::AllOr,
    values::rank::RunStatus,
};

pub use crate::values::jobs::{FailedState, JobState};

impl JobState {
    /// The apalis statuses a state covers, and whether it needs attempts left (`Some(true)`),
    /// none left or a cancelled job (`Some(false)`), or either. The one place the mapping lives.
    fn statuses(self) -> (&'static [&'static str], Option<bool>) {
        match self {
            Self::Pending => (&["Pending"], None),
            Self::Running => (&["Queued", "Running"], None),
            Self::Failed => (&["Failed"], Some(true)),
            Self::Dead => (&["Failed", "Killed"], Some(false)),
            Self::Done => (&["Done"], None),
        }
    }

    fn of(status: &str, attempts: i32, max_attempts: i32) -> Self {
        match status {
            "Pending" => Self::Pending,
            "Queued" | "Running" => Self::Running,
            "Done" => Self::Done,
            "Failed" if attempts < max_attempts => Self::Failed,
            _ => Self::Dead,
        }
    }
}

/// A queue in figures.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueueCounts {
    pub queue: String,
    /// Its name for operators.
    pub name: String,
    pub pending: i64,
    /// Of the pending ones, those whose run-at is still ahead.
    pub scheduled: i64,
    pub running: i64,
    /// Failed with attempts left.
    pub failed: i64,
    /// Failed with none left, or cancelled.
    pub dead: i64,
    /// Finished in the last 24 hours.
    pub done_24h: i64,
}

/// A worker process (one per `worker` started), with the queues it consumes.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WorkerProcess {
    /// `worker-<pid>-<id>@<host>`.
    pub name: String,
    pub host: Option<String>,
    pub queues: Vec<String>,
    pub last_heartbeat: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    /// Heartbeat within the last 30 s; a stopped worker stays listed for 10 minutes.
    pub alive: bool,
    /// Jobs it holds now.
    pub jobs_running: i64,
}

/// The console's top: every queue and the workers.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobsOverview {
    pub queues: Vec<QueueCounts>,
    pub workers: Vec<WorkerProcess>,
    /// When these figures were read.
    pub read_at: DateTime<Utc>,
}

const ALIVE_SECS: i64 = 30;

pub async fn overview(db: &PgPool, actor: &Actor) -> Result<JobsOverview, AppError> {
    actor.require_staff()?;
    let mut conn = db.acquire().await?;
    Ok(JobsOverview {
        queues: queue_counts(&mut conn).await?,
        workers: workers(&mut conn).await?,
        read_at: Utc::now(),
    })
}

/// Counts of every queue in [`kinds::KINDS`] order. Open jobs are read through the partial index
/// of jobs not done; done ones per queue over the last day's range of the done index.
pub async fn queue_counts(conn: &mut PgConnection) -> Result<Vec<QueueCounts>, AppError> {
    let open = db::jobs::open_counts(&mut *conn).await?;
    let done = db::jobs::done_last_day(&mut *conn, &kinds::queues()).await?;
    Ok(kinds::KINDS
        .iter()
        .map(|k| {
            let o = open.iter().find(|o| o.job_type == k.queue);
            let get = |f: fn(&OpenCounts) -> i64| o.map(f).unwrap_or(0);
            QueueCounts {
                queue: k.queue.to_owned(),
                name: messages::job_queue_name(k.queue).to_owned(),
                pending: get(|o| o.pending),
                scheduled: get(|o| o.scheduled),
                running: get(|o| o.running),
                failed: get(|o| o.failed),
                dead: get(|o| o.dead),
                done_24h: done
                    .iter()
                    .find(|(q, _)| q == k.queue)
                    .map_or(0, |(_, n)| *n),
            }
        })
        .collect())
}

/// The worker processes seen in the last 10 minutes. apalis registers one worker per queue, named
/// `<process>-<queue>` (`worker::monitor`); they are grouped back into their process here.
pub async fn workers(conn: &mut PgConnection) -> Result<Vec<WorkerProcess>, AppError> {
    let rows = db::jobs::recent_workers(conn).await?;
    let now = Utc::now();
    let mut processes: Vec<WorkerProcess> = Vec::new();
    for row in rows {
        let name = row
            .id
            .strip_suffix(&format!("-{}", row.worker_type))
            .unwrap_or(&row.id)
            .to_owned();
        let alive = (now - row.last_seen).num_seconds() < ALIVE_SECS;
        match processes.iter_mut().find(|p| p.name == name) {
            Some(p) => {
                p.queues.push(row.worker_type);
                p.last_heartbeat = p.last_heartbeat.max(row.last_seen);
                p.started_at = p.started_at.min(row.started_at).or(row.started_at);
                p.alive |= alive;
                p.jobs_running += row.running;
            }
            None => processes.push(WorkerProcess {
                host: name.split_once('@').map(|(_, host)| host.to_owned()),
                name,
                queues: vec![row.worker_type],
                last_heartbeat: row.last_seen,
                started_at: row.started_at,
                alive,
                jobs_running: row.running,
            }),
        }
    }
    processes.sort_by(|a, b| b.alive.cmp(&a.alive).then(a.name.cmp(&b.name)));
    Ok(processes)
}

/// A job as listed.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobSummary {
    pub id: String,
    pub queue: String,
    pub state: JobState,
    /// The row of ours it works on.
    pub row_kind: Option<RowKind>,
    pub row_id: Option<i64>,
    pub attempts: i32,
    pub max_attempts: i32,
    pub run_at: DateTime<Utc>,
    pub done_at: Option<DateTime<Utc>>,
    /// The worker holding it.
    pub lock_by: Option<String>,
    /// The last failure in Korean (its stored text is in the job's detail).
    pub last_error_text: Option<String>,
}

/// A job as the console lists it.
fn summary(row: JobRow) -> JobSummary {
    let kind = kinds::find(&row.job_type);
    let error = stored_error(row.last_result.as_ref());
    JobSummary {
        state: JobState::of(&row.status, row.attempts, row.max_attempts),
        row_kind: kind.and_then(|k| k.row),
        row_id: row.row_id,
        last_error_text: error.as_deref().map(messages::job_failure),
        id: row.id,
        queue: row.job_type,
        attempts: row.attempts,
        max_attempts: row.max_attempts,
        run_at: row.run_at,
        done_at: row.done_at,
        lock_by: row.lock_by,
    }
}

/// The failure apalis stored: `{"Err": "…"}` (a success is `{"Ok": …}`).
fn stored_error(last_result: Option<&serde_json::Value>) -> Option<String> {
    match last_result?.get("Err")? {
        serde_json::Value::String(s) => Some(s.clone()),
        other => Some(other.to_string()),
    }
}

/// `GET /admin/jobs` as asked (the page apart).
#[derive(Debug, Clone, Default, serde::Deserialize, utoipa::IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct JobListQuery {
    /// The queue (`rank_crawl`, `slot_registration`, …; see the overview); the first,
    /// `rank_crawl`, when left out.
    #[serde(deserialize_with = "blank_as_none")]
    #[param(schema_with = kinds::queue_schema)]
    pub queue: Option<String>,
    /// One state, or all (the default).
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(schema_with = AllOr::<JobState>::schema)]
    pub state: Option<AllOr<JobState>>,
    /// A job id, or the id of the row it works on (crawl run, batch, send).
    #[serde(deserialize_with = "blank_as_none")]
    pub search: Option<String>,
}

/// A page of jobs. Past [`COUNT_CAP`] matches the total stops counting and says so.
#[derive(Debug, Clone)]
pub struct JobPage {
    pub jobs: Vec<JobSummary>,
    pub pagination: Pagination,
    pub total_capped: bool,
}

/// Counting a million done jobs for a page number would cost more than the page: past this, the
/// total reads "10,000+".
pub const COUNT_CAP: i64 = 10_000;

/// A queue's jobs newest run-at first, by state, searched by job id or our row's id.
pub async fn list(
    db: &PgPool,
    actor: &Actor,
    q: &JobListQuery,
    page: &PageParams,
) -> Result<JobPage, AppError> {
    actor.require_staff()?;
    self::page(db, q, page).await
}

/// [`list`] for the command line on the server.
pub async fn page(db: &PgPool, q: &JobListQuery, page: &PageParams) -> Result<JobPage, AppError> {
    let kind = match &q.queue {
        Some(queue) => queue_kind(queue)?,
        None => kinds::KINDS[0],
    };
    let page = PageRequest::new(page.page, page.limit, 20)?;
    let mut conn = db.acquire().await?;
    let search = q.search.as_deref().map(str::trim).filter(|s| !s.is_empty());
    let (rows, total) = match (search, q.state.unwrap_or(AllOr::All)) {
        (Some(text), state) => search_page(&mut conn, kind.queue, state, text, page).await?,
        (None, AllOr::All) => newest_page(&mut conn, kind.queue, false, page).await?,
        (None, AllOr::Only(JobState::Done)) => {
            newest_page(&mut conn, kind.queue, true, page).await?
        }
        (None, AllOr::Only(state)) => open_page(&mut conn, kind.queue, state, page).await?,
    };
    let total_capped = total > COUNT_CAP;
    Ok(JobPage {
        jobs: rows.into_iter().map(summary).collect(),
        pagination: page.pagination(total.min(COUNT_CAP)),
        total_capped,
    })
}

/// The apalis statuses of `state` (every one for all) and its attempts condition.
fn filter_of(state: AllOr<JobState>) -> (Vec<String>, Option<bool>) {
    let (statuses, retryable): (&[&str], _) = match state {
        AllOr::All => (
            &["Pending", "Queued", "Running", "Failed", "Killed", "Done"],
            None,
        ),
        AllOr::Only(state) => state.statuses(),
    };
    (statuses.iter().map(|s| s.to_string()).collect(), retryable)
}

/// Every job, or only done ones, newest first.
async fn newest_page(
    conn: &mut PgConnection,
    queue: &str,
    done_only: bool,
    page: PageRequest,
) -> Result<(Vec<JobRow>, i64), AppError> {
    let rows = db::jobs::newest(&mut *conn, queue, done_only, page.limit, page.offset()).await?;
    let total = db::jobs::count_capped(conn, queue, done_only, COUNT_CAP + 1).await?;
    Ok((rows, total))
}

/// Pending, running, failed or dead jobs: read through the partial index of jobs not done, which
/// stays small however many are done.
async fn open_page(
    conn: &mut PgConnection,
    queue: &str,
    state: JobState,
    page: PageRequest,
) -> Result<(Vec<JobRow>, i64), AppError> {
    let (statuses, retryable) = filter_of(AllOr::Only(state));
    let rows = db::jobs::open(
        &mut *conn,
        queue,
        &statuses,
        retryable,
        page.limit,
        page.offset(),
    )
    .await?;
    let total =
        db::jobs::count_open_capped(conn, queue, &statuses, retryable, COUNT_CAP + 1).await?;
    Ok((rows, total))
}

/// A search: a number is the id of our row (the row index), anything else a job id (the primary
/// key). Either finds a handful of jobs, filtered by state.
async fn search_page(
    conn: &mut PgConnection,
    queue: &str,
    state: AllOr<JobState>,
    text: &str,
    page: PageRequest,
) -> Result<(Vec<JobRow>, i64), AppError> {
    let (statuses, retryable) = filter_of(state);
    let rows = match text.parse::<i64>() {
        Ok(row_id) => db::jobs::for_row(conn, queue, row_id, &statuses, retryable).await?,
        Err(_) => db::jobs::by_id(conn, queue, text, &statuses, retryable).await?,
    };
    // A row has a few jobs at most (its retries): paged here.
    let total = rows.len() as i64;
    let rows = rows
        .into_iter()
        .skip(page.offset() as usize)
        .take(page.limit as usize)
        .collect();
    Ok((rows, total))
}

/// The kind of a queue an operator names.
pub fn queue_kind(queue: &str) -> Result<Kind, AppError> {
    kinds::find(queue.trim()).ok_or_else(|| AppError::JobQueueUnknown {
        queue: queue.trim().to_owned(),
    })
}

/// The progress of the row of ours a job works on.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RowProgress {
    pub kind: RowKind,
    pub id: i64,
    /// The row's own status (`crawl_runs.status`, a batch's, a send's).
    pub status: String,
    /// What the row is about: the crawl's keyword, a send's title.
    pub subject: Option<String>,
    /// Items settled so far (pages read, rows or slots settled, recipients notified).
    pub processed: i64,
    /// Of those, the ones that failed.
    pub failed: i64,
    /// Items in all, when known.
    pub total: Option<i64>,
}

/// One job in full.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobDetail {
    #[serde(flatten)]
    pub job: JobSummary,
    /// The queue's name for operators.
    pub queue_name: String,
    /// apalis' own status (`Pending`, `Queued`, `Running`, `Done`, `Failed`, `Killed`).
    pub status: String,
    /// Pending with its run-at still ahead: "run now" applies.
    pub scheduled: bool,
    pub lock_at: Option<DateTime<Utc>>,
    /// The last failure as stored.
    pub last_error: Option<String>,
    /// The payload as queued.
    #[schema(value_type = Object)]
    pub payload: serde_json::Value,
    /// Our row's progress; null when the job names none or the row is gone.
    pub row: Option<RowProgress>,
}

pub async fn detail(db: &PgPool, actor: &Actor, id: &str) -> Result<JobDetail, AppError> {
    actor.require_staff()?;
    let mut conn = db.acquire().await?;
    find(&mut conn, id).await?.ok_or(AppError::JobNotFound)
}

/// One job with its row's progress, if it exists.
pub async fn find(conn: &mut PgConnection, id: &str) -> Result<Option<JobDetail>, AppError> {
    let row = db::jobs::find(&mut *conn, id.trim()).await?;
    let Some(row) = row else { return Ok(None) };
    let status = row.job.status.clone();
    let scheduled = status == "Pending" && row.job.run_at > Utc::now();
    let last_error = stored_error(row.job.last_result.as_ref());
    let job = summary(row.job);
    let progress = match (job.row_kind, job.row_id) {
        (Some(kind), Some(id)) => row_progress(conn, kind, id).await?,
        _ => None,
    };
    Ok(Some(JobDetail {
        queue_name: messages::job_queue_name(&job.queue).to_owned(),
        status,
        scheduled,
        lock_at: row.lock_at,
        last_error,
        payload: row
            .payload
            .and_then(|p| serde_json::from_str(&p).ok())
            .unwrap_or(serde_json::Value::Null),
        row: progress,
        job,
    }))
}

/// The progress of our row `id` of `kind`: a crawl run's pages, or a batch's items (every batch
/// kind the same way).
async fn row_progress(
    conn: &mut PgConnection,
    kind: RowKind,
    id: i64,
) -> Result<Option<RowProgress>, AppError> {
    Ok(match kind {
        RowKind::CrawlRun => db::crawl_runs::progress(conn, id)
            .await?
            .map(|run| RowProgress {
                kind,
                id,
                status: run.status.as_str().to_owned(),
                subject: Some(run.keyword),
                processed: i64::from(run.pages_read),
                failed: i64::from(run.status == RunStatus::Failed),
                total: None,
            }),
        RowKind::RegistrationBatch
        | RowKind::ExtensionBatch
        | RowKind::NotificationSend
        | RowKind::ReportBatch => db::batches::progress(conn, id)
            .await?
            .map(|batch| RowProgress {
                kind,
                id,
                status: batch.status.as_str().to_owned(),
                subject: batch.subject,
                processed: batch.processed,
                failed: batch.failed,
                total: batch.total,
            }),
    })
}
