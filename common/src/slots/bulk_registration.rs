//! Bulk registration (spec part 2 §2, §5, §7; part 1 §5 "Bulk input"): an advertiser sends every
//! row of the grid at once. Every row is checked by single registration's rules before anything is
//! written; then the batch and its rows are stored and its job queued in one transaction. The job
//! ([`run_batch`]) registers the rows a chunk at a time through [`register::register`] (payment, slot
//! log, auto-approval and crawl as for one slot), or fills the issued empty slot a row names
//! (pre-allocation mode), writing each row's outcome in the same transaction as its slot.

use serde::{Deserialize, Serialize};
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
    actor::{Actor, Role},
    batches::{self, BatchKind, Chunk, Settlement, Work},
    cash,
    db::{
        self,
        audit_log::AuditEvent,
        batch_items::{FailedItem, Settled},
        batches::BatchRow,
        field_configs::FieldConfigRow,
    },
    error::AppError,
    jobs::RegisterSlots,
    messages,
    settings::{self, OperationMode, Settings},
    time,
};

pub use crate::values::slots::MAX_BULK_ROWS as MAX_ROWS;
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

/// A batch's progress and its first failed rows (an item is a row, by its number).
#[derive(Debug, Clone)]
pub struct BatchReport {
    pub batch: BatchRow,
    pub failures: Vec<FailedItem>,
}

/// What a batch stores beyond its rows: the marketplace its URLs were checked against (the api's
/// `MARKETPLACE_DOMAIN` when it was asked).
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Params {
    marketplace_domain: String,
}

/// What a row stores: the issued empty slot it fills (if any) and its cells.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct RowInput {
    fill_slot_id: Option<i64>,
    fields: serde_json::Value,
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
    cash::slots::check_bulk_room(&mut tx, actor.user_id, &settings, new_slots).await?;
    let numbers: Vec<i64> = rows.iter().map(|r| i64::from(r.row)).collect();
    let inputs = rows
        .iter()
        .map(|r| {
            let input = RowInput {
                fill_slot_id: r.fill_slot_id,
                fields: stored_fields(&r.fields),
            };
            serde_json::to_value(input).map(Some)
        })
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| AppError::Internal(e.into()))?;
    let params = serde_json::json!(Params {
        marketplace_domain: domain.to_owned()
    });
    let details = serde_json::json!({ "rows": rows.len(), "newSlots": new_slots });
    let event = AuditEvent::BulkRegistrationRequested;
    let request = batches::Request::new((&numbers, &inputs), event, None, details);
    let register = |batch_id| RegisterSlots { batch_id };
    let kind = BatchKind::Registration;
    let batch = batches::request(&mut tx, kind, actor, &params, request, register).await?;
    tx.commit().await?;
    Ok(BatchReport {
        batch,
        failures: Vec::new(),
    })
}

/// A batch's progress and its first failures: its advertiser's, or any for staff.
pub async fn report(db: &PgPool, actor: &Actor, id: i64) -> Result<BatchReport, AppError> {
    let mut conn = db.acquire().await?;
    let batch = batches::get(&mut conn, BatchKind::Registration, id).await?;
    if batch.requested_by != actor.user_id && !actor.role.is_staff() {
        return Err(batches::not_found(BatchKind::Registration));
    }
    let failures = db::batch_items::failures(&mut conn, id, FAILURES_SHOWN).await?;
    Ok(BatchReport { batch, failures })
}

/// The job's work: registers the batch's rows on the batch engine, 50 to a transaction. A row that
/// fails rolls back to its savepoint and records why; the others go on.
pub async fn run_batch(db: &PgPool, batch_id: i64) -> Result<BatchRow, AppError> {
    batches::run(db, &Registering { db }, batch_id).await
}

/// What registration does to a chunk of rows.
struct Registering<'a> {
    db: &'a PgPool,
}

impl Work for Registering<'_> {
    const KIND: BatchKind = BatchKind::Registration;
    const CHUNK: i64 = 50;

    async fn work(&self, tx: &mut PgConnection, batch: &BatchRow, items: Chunk) -> Settlement {
        let settings = settings::load(self.db).await?;
        let Params { marketplace_domain } = batch.params()?;
        let domain = marketplace_domain.as_str();
        // The advertiser who sent the batch, as the actor of its slots' logs and payments.
        let actor = batch.requester(Role::User);
        let configs = db::field_configs::list(tx).await?;
        let mut account = register::lock_account(tx, actor.user_id).await?;
        let mut settled = Vec::with_capacity(items.len());
        for item in items {
            let row: RowInput = item.input()?;
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
                item: item.item,
                outcome: outcome.map(Some).map_err(|e| refusal_text(&e)),
            });
        }
        Ok(settled)
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
