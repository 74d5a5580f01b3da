//! Extension (spec part 2 §4, part 1 §4 and §9): a running slot near its end continues as a new
//! slot linked to it, approved and paid (outside the app), starting the day after its parent's end
//! (or today once that has passed). A test slot extends for a fixed 3 days, free. A slot has at
//! most one extension (a unique index; the parent's row lock makes the check and the insert one
//! step). Whether a slot may be extended is `status::extension_refusal`, the rule the row menu
//! shows.
//!
//! One operation extends a locked set of slots ([`extend_locked`]): a single extension is a set of
//! one, and bulk extension (every slot of an issue, as a job: [`request_bulk`] then [`run_batch`])
//! runs it over the batch's items a chunk at a time, each chunk one transaction that also records
//! the items' outcomes, so a retried or duplicated job never extends a slot twice.

use std::collections::{BTreeMap, BTreeSet};

use chrono::{Duration, NaiveDate};
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};

use super::{
    allocation::TEST_SLOT_DAYS,
    status::{self, SlotState},
};
use crate::{
    actor::Actor,
    batches::{self, BatchKind, Chunk, Settlement, Work},
    db::{
        self,
        audit_log::{AuditEntry, AuditEvent},
        batch_items::{FailedSlot, Settled},
        batches::BatchRow,
        slot_logs::{SlotChange, SlotChangeType},
        slots::{ExtensionPlan, SlotRow},
    },
    error::AppError,
    jobs::{self, ExtendSlots},
    messages,
    notifications::{self, Notice, product_events},
    rank::{self, runs::Trigger},
    settings::{self, OperationMode},
    time,
};

/// The extension lengths staff may choose (spec part 2 §9); the web offers 10 first.
pub const EXTENSION_CHOICES: [i32; 4] = [1, 7, 10, 30];
/// Failed slots a batch's answer lists (the counts cover all).
pub const FAILURES_SHOWN: i64 = 100;

/// `days` if it is one of [`EXTENSION_CHOICES`].
pub fn parse_days(days: i64) -> Result<i32, AppError> {
    EXTENSION_CHOICES
        .iter()
        .copied()
        .find(|d| i64::from(*d) == days)
        .ok_or_else(|| AppError::ExtensionDaysInvalid {
            choices: EXTENSION_CHOICES.map(messages::days).join(", "),
        })
}

/// The period and length of an extension of a slot ending on `parent_end`.
pub fn extension_period(
    parent_end: NaiveDate,
    today: NaiveDate,
    days: i32,
    is_test: bool,
) -> (NaiveDate, NaiveDate, i32) {
    let days = if is_test { TEST_SLOT_DAYS as i32 } else { days };
    let start = (parent_end + Duration::days(1)).max(today);
    (start, start + Duration::days(i64::from(days) - 1), days)
}

/// Extends one slot (staff) and answers the new slot.
pub async fn extend(
    db: &PgPool,
    actor: &Actor,
    slot_id: i64,
    days: i64,
) -> Result<SlotRow, AppError> {
    actor.require_staff()?;
    let days = parse_days(days)?;
    let mode = settings::operation_mode(db).await?;
    let mut tx = db.begin().await?;
    db::slots::lock(&mut tx, &[slot_id]).await?;
    let row = actor.visible_slot(db::slots::find(&mut tx, slot_id).await?)?;
    let outcome = extend_locked(&mut tx, actor, &[row], days, mode, time::today_kst()).await?;
    let new_id = match outcome.into_iter().next() {
        Some((_, Ok(id))) => id,
        Some((_, Err(refusal))) => return Err(refusal),
        None => return Err(AppError::SlotNotFound),
    };
    let row = db::slots::find(&mut tx, new_id)
        .await?
        .ok_or(AppError::SlotNotFound)?;
    tx.commit().await?;
    Ok(row)
}

/// Extends each of `rows` (locked by the caller) that the rule allows, in set-based statements,
/// writing both slots' logs and queueing today's crawl for extensions that start today. Returns
/// each slot's id with its extension's id or the refusal.
async fn extend_locked(
    tx: &mut PgConnection,
    actor: &Actor,
    rows: &[SlotRow],
    days: i32,
    mode: OperationMode,
    today: NaiveDate,
) -> Result<Vec<(i64, Result<i64, AppError>)>, AppError> {
    let mut outcomes = Vec::with_capacity(rows.len());
    let mut plans = Vec::new();
    for row in rows {
        match status::extension_refusal(&SlotState::from(row), today, mode) {
            Some(refusal) => outcomes.push((row.id, Err(refusal))),
            None => {
                // extension_refusal guarantees an end date.
                let end = row.end_date.unwrap_or(today);
                let (start, end, days) = extension_period(end, today, days, row.is_test);
                plans.push(ExtensionPlan {
                    parent_id: row.id,
                    start,
                    end,
                    days,
                });
            }
        }
    }
    if plans.is_empty() {
        return Ok(outcomes);
    }
    // The owners' row locks serialise their slot numbers (in id order: no deadlock).
    let owners: BTreeSet<i64> = rows.iter().map(|r| r.user_id).collect();
    for owner in owners {
        db::users::lock(tx, owner).await?;
    }
    let made = db::slots::insert_extensions(tx, &plans, actor.user_id).await?;
    let new_ids: Vec<i64> = made.iter().map(|(_, id)| *id).collect();
    let new_rows = db::slots::find_many(tx, &new_ids).await?;
    let mut changes = Vec::with_capacity(new_rows.len() * 2);
    let mut crawl_today = BTreeSet::new();
    for new in &new_rows {
        let Some(parent) = rows.iter().find(|r| Some(r.id) == new.parent_slot_id) else {
            continue;
        };
        let (start, end) = (
            new.start_date.unwrap_or(today),
            new.end_date.unwrap_or(today),
        );
        let days = new.extension_days.unwrap_or(days);
        changes.push((
            parent.id,
            SlotChange::event(
                SlotChangeType::Extend,
                messages::slot_extended_log(days, new.slot_number, start, end),
            ),
        ));
        changes.push((
            new.id,
            SlotChange::event(
                SlotChangeType::Create,
                messages::slot_extension_created_log(parent.slot_number, days),
            ),
        ));
        if start <= today
            && let Some(keyword) = new.keyword.as_deref()
        {
            crawl_today.insert(keyword.to_owned());
        }
    }
    db::slot_logs::append_many(tx, actor, &changes).await?;
    let mut by_owner: BTreeMap<i64, Vec<&SlotRow>> = BTreeMap::new();
    for new in &new_rows {
        by_owner.entry(new.user_id).or_default().push(new);
    }
    let notices: Vec<(i64, Notice)> = by_owner
        .into_iter()
        .filter_map(|(owner, slots)| product_events::slots_extended(&slots).map(|n| (owner, n)))
        .collect();
    notifications::notify_many(tx, &notices).await?;
    for keyword in crawl_today {
        rank::runs::queue(tx, &keyword, today, Trigger::Edit).await?;
    }
    outcomes.extend(made.into_iter().map(|(parent, id)| (parent, Ok(id))));
    Ok(outcomes)
}

/// A bulk extension as its answer shows it: the batch, its issue and days, the first failed slots.
#[derive(Debug, Clone)]
pub struct BatchReport {
    pub batch: BatchRow,
    pub params: Params,
    pub failures: Vec<FailedSlot>,
}

/// What a bulk extension stores beyond its items (the slots): the issue and the days.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Params {
    pub allocation_id: i64,
    pub extension_days: i32,
}

/// Asks for every slot of issue `allocation_id` that has no extension yet (originals and earlier
/// extensions) to be extended by `days`: writes the batch with its items and queues its job in one
/// transaction, and answers at once.
pub async fn request_bulk(
    db: &PgPool,
    actor: &Actor,
    allocation_id: i64,
    days: i64,
) -> Result<BatchReport, AppError> {
    actor.require_staff()?;
    let days = parse_days(days)?;
    if settings::operation_mode(db).await? != OperationMode::PreAllocation {
        return Err(AppError::ExtensionNeedsPreAllocation);
    }
    let mut tx = db.begin().await?;
    if !db::allocations::lock(&mut tx, allocation_id).await? {
        return Err(AppError::AllocationNotFound);
    }
    let params = serde_json::json!(Params {
        allocation_id,
        extension_days: days,
    });
    let batch_id = db::batches::insert(&mut tx, BatchKind::Extension, actor, &params, None).await?;
    let total = db::batch_items::insert_unextended_slots(&mut tx, batch_id, allocation_id).await?;
    db::batches::set_total(&mut tx, batch_id, total).await?;
    if total > 0 {
        jobs::enqueue(&mut tx, &ExtendSlots { batch_id }, None, None).await?;
    } else {
        db::batches::finish(&mut tx, batch_id).await?;
    }
    db::audit_log::append(
        &mut tx,
        &AuditEntry::by(
            actor,
            AuditEvent::BulkExtensionRequested,
            None,
            serde_json::json!({
                "allocationId": allocation_id,
                "batchId": batch_id,
                "extensionDays": days,
                "total": total,
            }),
        ),
    )
    .await?;
    let batch = batches::get(&mut tx, BatchKind::Extension, batch_id).await?;
    tx.commit().await?;
    Ok(BatchReport {
        params: batch.params()?,
        batch,
        failures: Vec::new(),
    })
}

/// A batch's progress and its first failures (staff).
pub async fn batch_report(db: &PgPool, actor: &Actor, id: i64) -> Result<BatchReport, AppError> {
    actor.require_staff()?;
    let mut conn = db.acquire().await?;
    let batch = batches::get(&mut conn, BatchKind::Extension, id).await?;
    let failures = db::batch_items::failed_slots(&mut conn, id, FAILURES_SHOWN).await?;
    Ok(BatchReport {
        params: batch.params()?,
        batch,
        failures,
    })
}

/// The job's work: extends the batch's slots on the batch engine, 100 to a transaction.
pub async fn run_batch(db: &PgPool, batch_id: i64) -> Result<BatchRow, AppError> {
    let mode = settings::operation_mode(db).await?;
    batches::run(db, &Extending { mode }, batch_id).await
}

/// What bulk extension does to a chunk of slots (the operation mode read once per job).
struct Extending {
    mode: OperationMode,
}

impl Work for Extending {
    const KIND: BatchKind = BatchKind::Extension;
    const CHUNK: i64 = 100;

    async fn work(&self, tx: &mut PgConnection, batch: &BatchRow, items: Chunk) -> Settlement {
        let Params { extension_days, .. } = batch.params()?;
        // The staff member who asked, as the actor of the slots' logs.
        let role = db::users::find(tx, batch.requested_by)
            .await?
            .ok_or(AppError::UserNotFound)?
            .role;
        let actor = batch.requester(role);
        let ids: Vec<i64> = items.iter().map(|i| i.item).collect();
        db::slots::lock(tx, &ids).await?;
        let rows = db::slots::find_many(tx, &ids).await?;
        let outcomes = extend_locked(
            tx,
            &actor,
            &rows,
            extension_days,
            self.mode,
            time::today_kst(),
        )
        .await?;
        // A slot deleted since the request is not found by `find_many`.
        Ok(ids
            .iter()
            .map(|id| Settled {
                item: *id,
                outcome: match outcomes.iter().find(|(slot, _)| slot == id) {
                    Some((_, Ok(extension))) => Ok(Some(*extension)),
                    Some((_, Err(refusal))) => Err(refusal.to_string()),
                    None => Err(AppError::SlotNotFound.to_string()),
                },
            })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
    }

    #[test]
    fn an_extension_starts_the_day_after_the_end_or_today_once_that_has_passed() {
        assert_eq!(
            extension_period(day(26), day(24), 10, false),
            (day(27), NaiveDate::from_ymd_opt(2026, 12, 6).unwrap(), 10)
        );
        assert_eq!(
            extension_period(day(23), day(24), 7, false),
            (day(24), day(30), 7)
        );
        assert_eq!(
            extension_period(day(10), day(24), 1, false),
            (day(24), day(24), 1)
        );
    }

    #[test]
    fn a_test_slot_extends_three_days_whatever_was_chosen() {
        assert_eq!(
            extension_period(day(24), day(24), 30, true),
            (day(25), day(27), 3)
        );
    }

    #[test]
    fn only_the_spec_choices_are_extension_lengths() {
        for d in [1, 7, 10, 30] {
            assert_eq!(parse_days(d).unwrap(), d as i32);
        }
        for d in [0, 3, 14, 31, -1] {
            assert_eq!(
                parse_days(d).unwrap_err().to_string(),
                "연장 기간은 1일, 7일, 10일, 30일 중 하나여야 합니다."
            );
        }
    }
}
