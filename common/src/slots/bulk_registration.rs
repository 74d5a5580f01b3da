//! Bulk registration (spec part 2 §2, §5, §7; part 1 §5 "Bulk input"): an advertiser sends every
//! row of the grid at once. Every row is checked by single registration's rules before anything is
//! written; then the batch and its rows are stored and its job queued in one transaction. The job
//! ([`run_batch`]) registers the rows a chunk at a time through [`register::register`] (payment, slot
//! log, auto-approval and crawl as for one slot), or fills the issued empty slot a row names
//! (pre-allocation mode), writing each row's outcome in the same transaction as its slot.

use sqlx::{Acquire, PgConnection, PgPool};

use super::{
    edits,
    field_configs::FieldType,
    fields::{self, SlotFields},
    locked, register,
    status::{self, SlotAction, SlotState},
    url,
};
pub use crate::error::rows::RowError;
use crate::{
    actor::{Actor, ClientInfo},
    cash,
    db::{
        self,
        audit_log::{AuditEntry, AuditEvent},
        field_configs::FieldConfigRow,
        registration_batches::{BatchRow, FailedRow, NewRow, Settled},
    },
    error::AppError,
    jobs::{self, RegisterSlots},
    messages,
    settings::{self, OperationMode, Settings},
    time,
};

/// Rows one batch may hold (spec part 2 §9: the grid's maximum).
pub const MAX_ROWS: usize = 1_000;
/// Rows registered per transaction: a worker that dies loses at most one chunk's work, redone.
const CHUNK: i64 = 50;
/// Failed rows a report lists (spec part 2 §8: ten, then "and N more").
pub const FAILURES_SHOWN: i64 = 10;

/// One row of the grid: its number as the grid shows it, the issued empty slot it fills (if any)
/// and its cells.
#[derive(Debug, Clone)]
pub struct BulkRow {
    pub row: i32,
    pub fill_slot_id: Option<i64>,
    pub fields: SlotFields,
}

/// A batch's progress and its first failed rows.
pub struct BatchReport {
    pub batch: BatchRow,
    pub failures: Vec<FailedRow>,
}

/// Checks every row and, when all pass and the balance covers them, stores the batch and queues
/// its job. Blank rows are skipped; any bad row refuses the whole request with every problem.
pub async fn request(
    db: &PgPool,
    actor: &Actor,
    domain: &str,
    rows: Vec<BulkRow>,
) -> Result<BatchReport, AppError> {
    actor.require_advertiser(AppError::SlotCreateForAdvertisersOnly)?;
    if rows.len() > MAX_ROWS {
        return Err(AppError::BulkTooManyRows { max: MAX_ROWS });
    }
    let rows: Vec<BulkRow> = rows.into_iter().filter(|r| !r.fields.is_blank()).collect();
    if rows.is_empty() {
        return Err(AppError::BulkNoRows);
    }
    let settings = settings::load(db).await?;
    let mut tx = db.begin().await?;
    let configs = db::field_configs::list(&mut tx).await?;
    let mut problems = duplicate_rows(&rows);
    for row in &rows {
        problems.extend(check_row(row, &configs, domain));
    }
    problems.extend(check_fills(&mut tx, actor, &settings, &rows).await?);
    if !problems.is_empty() {
        problems.sort_by_key(|p| p.row);
        return Err(AppError::BulkRowsInvalid { rows: problems });
    }
    let new_slots = rows.iter().filter(|r| r.fill_slot_id.is_none()).count() as i64;
    cash::slots::check_bulk_funds(&mut tx, actor.user_id, &settings, new_slots).await?;
    let stored: Vec<NewRow> = rows
        .iter()
        .map(|r| NewRow {
            row_number: r.row,
            fill_slot_id: r.fill_slot_id,
            fields: stored_fields(&r.fields),
        })
        .collect();
    let batch_id = db::registration_batches::insert(&mut tx, actor, domain, &stored).await?;
    jobs::enqueue(&mut tx, &RegisterSlots { batch_id }, None, None).await?;
    db::audit_log::append(
        &mut tx,
        &AuditEntry::by(
            actor,
            AuditEvent::BulkRegistrationRequested,
            None,
            serde_json::json!({ "batchId": batch_id, "rows": rows.len(), "newSlots": new_slots }),
        ),
    )
    .await?;
    let batch = db::registration_batches::find(&mut tx, batch_id)
        .await?
        .ok_or(AppError::RegistrationBatchNotFound)?;
    tx.commit().await?;
    Ok(BatchReport {
        batch,
        failures: Vec::new(),
    })
}

/// A batch's progress and its first failures: its advertiser's, or any for staff.
pub async fn report(db: &PgPool, actor: &Actor, id: i64) -> Result<BatchReport, AppError> {
    let mut conn = db.acquire().await?;
    let batch = db::registration_batches::find(&mut conn, id)
        .await?
        .filter(|b| b.user_id == actor.user_id || actor.role.is_staff())
        .ok_or(AppError::RegistrationBatchNotFound)?;
    let failures = db::registration_batches::failures(&mut conn, id, FAILURES_SHOWN).await?;
    Ok(BatchReport { batch, failures })
}

/// The job's work: registers the batch's pending rows a chunk at a time, each chunk one
/// transaction holding the batch's lock (two workers on one batch take turns, and the second finds
/// the first's rows settled). A row that fails rolls back to its savepoint and records why. Safe
/// to run again at any point; returns the batch as it ends.
pub async fn run_batch(db: &PgPool, batch_id: i64) -> Result<BatchRow, AppError> {
    loop {
        let settings = settings::load(db).await?;
        let mut tx = db.begin().await?;
        let batch = db::registration_batches::lock(&mut tx, batch_id)
            .await?
            .ok_or(AppError::RegistrationBatchNotFound)?;
        if batch.status == "done" {
            tx.commit().await?;
            return Ok(batch);
        }
        let pending = db::registration_batches::pending_rows(&mut tx, batch_id, CHUNK).await?;
        if pending.is_empty() {
            db::registration_batches::finish(&mut tx, batch_id).await?;
            let batch = db::registration_batches::find(&mut tx, batch_id)
                .await?
                .ok_or(AppError::RegistrationBatchNotFound)?;
            tx.commit().await?;
            return Ok(batch);
        }
        let actor = requester(&batch);
        let domain = batch.marketplace_domain.as_str();
        let configs = db::field_configs::list(&mut tx).await?;
        let mut account = register::lock_account(&mut tx, actor.user_id).await?;
        let mut settled = Vec::with_capacity(pending.len());
        for row in pending {
            let input = SlotFields::merge(None, None, None, row.fields.as_object().cloned());
            let mut savepoint = tx.begin().await?;
            let outcome = match row.fill_slot_id {
                None => match account.as_mut() {
                    Some(account) => register::register(
                        &mut savepoint,
                        account,
                        &actor,
                        &settings,
                        &configs,
                        domain,
                        &input,
                    )
                    .await
                    .and_then(register::Registration::into_result),
                    None => Err(AppError::Unauthenticated),
                },
                Some(slot_id) => {
                    fill_issued(
                        &mut savepoint,
                        &actor,
                        &settings,
                        &configs,
                        domain,
                        slot_id,
                        &input,
                    )
                    .await
                }
            };
            match outcome {
                Ok(_) => savepoint.commit().await?,
                Err(_) => savepoint.rollback().await?,
            }
            settled.push(Settled {
                row_number: row.row_number,
                outcome: outcome.map_err(|e| refusal_text(&e)),
            });
        }
        db::registration_batches::settle(&mut tx, batch_id, &settled).await?;
        tx.commit().await?;
    }
}

/// Fills the advertiser's issued empty slot `slot_id` (it goes to approval).
async fn fill_issued(
    tx: &mut PgConnection,
    actor: &Actor,
    settings: &Settings,
    configs: &[FieldConfigRow],
    domain: &str,
    slot_id: i64,
    input: &SlotFields,
) -> Result<i64, AppError> {
    let mode = settings.business.slot_operation_mode;
    let row = locked::for_action(tx, actor, slot_id, mode, SlotAction::Fill).await?;
    edits::fill_locked(tx, actor, domain, &row, input, configs).await?;
    Ok(slot_id)
}

/// Why a row failed, as stored: the refusal's Korean text; internal failures are logged and told
/// generically, and the job goes on with the next row.
fn refusal_text(error: &AppError) -> String {
    if error.status_code() >= 500 {
        tracing::error!(?error, "bulk registration row failed");
        AppError::BulkRowFailed.to_string()
    } else {
        error.to_string()
    }
}

/// Every problem of one row, in field order: keyword and URL always (a slot needs both), then the
/// enabled configured fields by their type.
pub fn check_row(row: &BulkRow, configs: &[FieldConfigRow], domain: &str) -> Vec<RowError> {
    let mut problems = Vec::new();
    let mut problem = |field: &str, error: AppError| {
        problems.push(RowError {
            row: row.row,
            field: field.to_owned(),
            message: error.to_string(),
        })
    };
    let label_of = |key: &str, fallback: &str| {
        configs
            .iter()
            .find(|c| c.field_key == key)
            .map_or_else(|| fallback.to_owned(), |c| c.label.clone())
    };
    match row.fields.text_of(fields::KEYWORD_KEY) {
        None => problem(
            fields::KEYWORD_KEY,
            AppError::FieldRequired {
                label: label_of(fields::KEYWORD_KEY, messages::KEYWORD_LABEL),
            },
        ),
        Some(raw) => {
            if let Err(e) = fields::keywords(&raw) {
                problem(fields::KEYWORD_KEY, e);
            }
        }
    }
    match row.fields.text_of(fields::URL_KEY) {
        None => problem(
            fields::URL_KEY,
            AppError::FieldRequired {
                label: label_of(fields::URL_KEY, messages::URL_LABEL),
            },
        ),
        Some(raw) => {
            if let Err(e) = url::parse(&raw, domain) {
                problem(fields::URL_KEY, e);
            }
        }
    }
    if let Err(e) = fields::check_scalars(&row.fields) {
        problem("", e);
    }
    let core = [fields::KEYWORD_KEY, fields::URL_KEY];
    for config in configs
        .iter()
        .filter(|c| c.is_enabled && !core.contains(&c.field_key.as_str()))
    {
        let label = config.label.clone();
        match row.fields.text_of(&config.field_key) {
            None if config.is_required && config.field_type != FieldType::Boolean => {
                problem(&config.field_key, AppError::FieldRequired { label })
            }
            None => {}
            Some(value) => {
                if let Err(e) = fields::check_value(config, &value) {
                    problem(&config.field_key, e);
                }
            }
        }
    }
    problems
}

/// Two rows with one grid number would make their outcomes ambiguous.
fn duplicate_rows(rows: &[BulkRow]) -> Vec<RowError> {
    let mut seen = std::collections::HashSet::new();
    rows.iter()
        .filter(|r| r.row <= 0 || !seen.insert(r.row))
        .map(|r| RowError {
            row: r.row,
            field: String::new(),
            message: AppError::BulkRowNumberInvalid.to_string(),
        })
        .collect()
}

/// Rows that fill issued slots: pre-allocation mode only, each slot once, the advertiser's own
/// empty slot. New rows: normal mode only.
async fn check_fills(
    conn: &mut PgConnection,
    actor: &Actor,
    settings: &Settings,
    rows: &[BulkRow],
) -> Result<Vec<RowError>, AppError> {
    let mode = settings.business.slot_operation_mode;
    let today = time::today_kst();
    let ids: Vec<i64> = rows.iter().filter_map(|r| r.fill_slot_id).collect();
    let slots = db::slots::find_many(conn, &ids).await?;
    let mut seen = std::collections::HashSet::new();
    let mut problems = Vec::new();
    for row in rows {
        let refusal = match row.fill_slot_id {
            None if mode == OperationMode::PreAllocation => {
                Some(AppError::SlotCreateNeedsNormalMode)
            }
            None => None,
            Some(id) if !seen.insert(id) => Some(AppError::BulkSlotTwice),
            Some(id) => match slots
                .iter()
                .find(|s| s.id == id && actor.is_slot_owner(s.user_id, s.status))
            {
                None => Some(AppError::SlotNotFound),
                Some(slot) => status::require(
                    &SlotState::from(slot),
                    today,
                    actor.role,
                    mode,
                    SlotAction::Fill,
                )
                .err(),
            },
        };
        if let Some(error) = refusal {
            problems.push(RowError {
                row: row.row,
                field: "slotId".into(),
                message: error.to_string(),
            });
        }
    }
    Ok(problems)
}

/// A row's cells as stored on the batch: the core fields under their configuration keys, then
/// the dynamic ones.
fn stored_fields(fields: &SlotFields) -> serde_json::Value {
    let mut map = fields.custom.clone();
    for (key, value) in [
        (fields::KEYWORD_KEY, &fields.keyword),
        (fields::URL_KEY, &fields.url),
        (fields::MID_KEY, &fields.mid),
    ] {
        if let Some(value) = value {
            map.insert(key.into(), serde_json::Value::String(value.clone()));
        }
    }
    serde_json::Value::Object(map)
}

/// The advertiser who sent the batch, as the actor of its slots' logs and payments.
fn requester(batch: &BatchRow) -> Actor {
    Actor {
        user_id: batch.user_id,
        role: crate::actor::Role::User,
        switched_by: batch.switched_by,
        session_id: uuid::Uuid::nil(),
        client: ClientInfo {
            ip: batch.ip_address.clone(),
            user_agent: batch.user_agent.clone(),
        },
    }
}
