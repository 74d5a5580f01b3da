//! A large effect report, made by a job on the batch engine (issue 29): a batch of kind `report`
//! whose items are the report's slots. [`request`] writes the batch, its items and its job in one
//! transaction; each chunk computes its slots' lines with the report's own per-slot code
//! ([`super::lines`]) and writes them in the transaction that settles them; the step that marks the
//! batch done assembles the report from the lines and writes its file, rewritten whole
//! (`db::report_files`). So a job repeated, duplicated or cut off by `kill -9` settles no slot twice
//! and leaves one file.
//!
//! Which report takes a job: one of more slots than `REPORT_JOB_SLOTS` ([`make_or_queue`], [`make_now`]).
//! Who may read it: the advertiser it is about, and staff ([`Actor::is_self_or_staff`]); another
//! advertiser's is "not found".

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};

use super::{ReportFormat, Scope, SlotReport, assemble, find_advertiser, lines, read, write};
use crate::batches::{self, BatchKind, Chunk, Settlement, Work};
use crate::db::{self, audit_log::AuditEvent, batch_items::Settled, batches::BatchRow};
use crate::jobs::MakeReport;
use crate::{actor::Actor, error::AppError, time};

/// What a report batch stores beyond its items (the slots).
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Params {
    /// The advertiser the report is about.
    pub user_id: i64,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
    pub format: ReportFormat,
    /// The KST day it was asked for: the report's "made on" and its days run count up to it.
    pub made_on: NaiveDate,
}

/// A report job as its answer shows it: the batch, what it is for, and whether its file is there.
#[derive(Debug, Clone)]
pub struct ReportJob {
    pub batch: BatchRow,
    pub params: Params,
    pub ready: bool,
}

/// A report asked for, as it is answered: its file made now, or the job that makes it.
#[derive(Debug)]
pub enum Made {
    File { name: String, bytes: Vec<u8> },
    Job(ReportJob),
}

/// Whether the report of `scope` is too large to make now: more slots than `job_slots`
/// (`REPORT_JOB_SLOTS`) take a job.
fn needs_job(scope: &Scope, job_slots: usize) -> bool {
    scope.slot_ids.len() > job_slots
}

/// The report of `scope` as `format` made now: its file name and bytes. One that needs a job is
/// refused ([`AppError::ReportTooLarge`], naming the limit), so the caller asks [`make_or_queue`] instead.
pub async fn make_now(
    db: &PgPool,
    scope: Scope,
    format: ReportFormat,
    job_slots: usize,
) -> Result<(String, Vec<u8>), AppError> {
    if needs_job(&scope, job_slots) {
        let (slots, limit) = (scope.slot_ids.len(), job_slots);
        return Err(AppError::ReportTooLarge { slots, limit });
    }
    write(read(db, scope).await?, format).await
}

/// The report of `scope` as `format`: made now when it may be ([`make_now`]), otherwise by a job
/// ([`request`]).
pub async fn make_or_queue(
    db: &PgPool,
    actor: &Actor,
    scope: Scope,
    format: ReportFormat,
    job_slots: usize,
) -> Result<Made, AppError> {
    if needs_job(&scope, job_slots) {
        return Ok(Made::Job(request(db, actor, scope, format).await?));
    }
    let (name, bytes) = make_now(db, scope, format, job_slots).await?;
    Ok(Made::File { name, bytes })
}

/// Asks for the report of `scope` as `format` to be made by a job: writes the batch with a slot per
/// item and queues its job in one transaction, audited, and answers at once.
pub async fn request(
    db: &PgPool,
    actor: &Actor,
    scope: Scope,
    format: ReportFormat,
) -> Result<ReportJob, AppError> {
    let params = Params {
        user_id: scope.advertiser.id,
        start_date: scope.start,
        end_date: scope.end,
        format,
        made_on: time::today_kst(),
    };
    let total = scope.slot_ids.len() as i32;
    let mut tx = db.begin().await?;
    let details = serde_json::json!({
        "userId": params.user_id,
        "startDate": params.start_date,
        "endDate": params.end_date,
        "format": format,
        "total": total,
    });
    let inputs = vec![None; scope.slot_ids.len()];
    let items = (scope.slot_ids.as_slice(), inputs.as_slice());
    let event = AuditEvent::ReportJobRequested;
    let request = batches::Request::new(items, event, Some(params.user_id), details);
    let (kind, json) = (BatchKind::Report, serde_json::json!(params));
    let batch = batches::request(&mut tx, kind, actor, &json, request, make).await?;
    tx.commit().await?;
    Ok(ReportJob {
        batch,
        params,
        ready: false,
    })
}

/// The job of report batch `batch_id`.
fn make(batch_id: i64) -> MakeReport {
    MakeReport { batch_id }
}

/// Report job `id` if `actor` may read it: its advertiser, or staff.
async fn visible(conn: &mut PgConnection, actor: &Actor, id: i64) -> Result<ReportJob, AppError> {
    let batch = batches::get(conn, BatchKind::Report, id).await?;
    let params: Params = batch.params()?;
    if !actor.is_self_or_staff(params.user_id) {
        return Err(batches::not_found(BatchKind::Report));
    }
    let ready = db::report_files::has_file(conn, id).await?;
    Ok(ReportJob {
        batch,
        params,
        ready,
    })
}

/// A report job's progress (its advertiser, or staff).
pub async fn progress(db: &PgPool, actor: &Actor, id: i64) -> Result<ReportJob, AppError> {
    visible(&mut *db.acquire().await?, actor, id).await
}

/// A finished report job's file: its name, format and bytes (its advertiser, or staff).
/// Refused while the job runs, and when it was cancelled before the file was written.
pub async fn file(
    db: &PgPool,
    actor: &Actor,
    id: i64,
) -> Result<(String, ReportFormat, Vec<u8>), AppError> {
    let mut conn = db.acquire().await?;
    let job = visible(&mut conn, actor, id).await?;
    if job.batch.status != batches::BatchStatus::Done {
        return Err(AppError::ReportNotReady);
    }
    let (name, bytes) = db::report_files::file(&mut conn, id)
        .await?
        .ok_or(AppError::ReportFileMissing)?;
    Ok((name, job.params.format, bytes))
}

/// The job's work: the batch's slots' lines a chunk at a time, then the file.
pub async fn run(db: &PgPool, batch_id: i64) -> Result<BatchRow, AppError> {
    batches::run(db, &Making, batch_id).await
}

/// What a report batch does to a chunk of slots, and after the last one.
struct Making;

impl Work for Making {
    const KIND: BatchKind = BatchKind::Report;
    const CHUNK: i64 = 50;

    async fn work(&self, tx: &mut PgConnection, batch: &BatchRow, items: Chunk) -> Settlement {
        let p: Params = batch.params()?;
        let ids: Vec<i64> = items.iter().map(|i| i.item).collect();
        let made = lines(tx, &ids, p.start_date, p.end_date, p.made_on).await?;
        let slots: Vec<i64> = made.iter().map(|l| l.slot_id).collect();
        let json = made
            .iter()
            .map(serde_json::to_value)
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| AppError::Internal(e.into()))?;
        db::report_files::write_lines(tx, batch.id, &slots, &json).await?;
        // A slot deleted since the request has no line.
        Ok(ids
            .into_iter()
            .map(|item| Settled {
                item,
                outcome: if slots.contains(&item) {
                    Ok(None)
                } else {
                    Err(AppError::SlotNotFound.to_string())
                },
            })
            .collect())
    }

    async fn finished(&self, tx: &mut PgConnection, batch: &BatchRow) -> Result<(), AppError> {
        let p: Params = batch.params()?;
        let mut slots = db::report_files::lines(tx, batch.id)
            .await?
            .into_iter()
            .map(serde_json::from_value)
            .collect::<Result<Vec<SlotReport>, _>>()
            .map_err(|e| AppError::Internal(e.into()))?;
        // The report's order (`db::slots::ran_within`'s).
        slots.sort_by_key(|s| (s.start_date, s.slot_number, s.slot_id));
        let advertiser = find_advertiser(tx, p.user_id).await?;
        let report = assemble(advertiser, p.start_date, p.end_date, p.made_on, slots);
        let (name, bytes) = super::write(report, p.format).await?;
        db::report_files::write_file(tx, batch.id, &name, &bytes).await
    }
}
