//! Charge requests (spec part 1 §5 "Cash"): an advertiser asks for a charge by bank deposit, an
//! operator approves it (the balance grows by its amount and bonus) or rejects it, once; with
//! cashAutoApproval on it is approved as it is made.

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgPool};

use super::{LedgerEntry, apply};
use crate::{
    actor::Actor,
    db::{self, charge_requests::ChargeRow},
    error::AppError,
    messages,
    notifications::{self, product_events},
    pagination::{PageRequest, Pagination},
    params::{PageParams, blank_or_choice},
    settings, text,
};

pub use crate::values::cash::{ChargeStatus, LedgerKind};

/// What the charge form sends.
#[derive(Debug, Clone, Default)]
pub struct ChargeInput {
    pub amount: Option<i64>,
    pub deposit_at: Option<DateTime<Utc>>,
    pub account_holder: Option<String>,
}

/// The depositor's name: not blank, at most 50 characters once trimmed.
pub const ACCOUNT_HOLDER: text::Field = text::Field::new(messages::ACCOUNT_HOLDER_FIELD, 50);

/// The OpenAPI schema of [`ACCOUNT_HOLDER`] in the charge form.
pub fn account_holder_schema() -> utoipa::openapi::Object {
    ACCOUNT_HOLDER.required_schema(None)
}

/// An advertiser asks for a charge by bank deposit; with cashAutoApproval on it is approved as it
/// is made.
pub async fn request_charge(
    db: &PgPool,
    actor: &Actor,
    input: &ChargeInput,
) -> Result<ChargeRow, AppError> {
    let settings = settings::load(db).await?;
    if !settings.business.use_cash_system {
        return Err(AppError::CashSystemOff);
    }
    let amount = input.amount.ok_or(AppError::CashAmountRequired)?;
    // A charge of nothing is no charge, whatever minCashCharge allows (it may be 0).
    let min = settings.business.min_cash_charge.max(1);
    if amount < min {
        return Err(AppError::CashAmountTooSmall { min });
    }
    if amount > settings.business.max_cash_charge {
        return Err(AppError::CashAmountTooLarge {
            max: settings.business.max_cash_charge,
        });
    }
    let deposit_at = input.deposit_at.ok_or(AppError::DepositAtRequired)?;
    let holder = ACCOUNT_HOLDER.required(
        input.account_holder.as_deref(),
        AppError::AccountHolderRequired,
    )?;
    let auto_approve = settings.business.cash_auto_approval;
    let mut tx = db.begin().await?;
    let id =
        db::charge_requests::insert(&mut tx, actor.user_id, amount, deposit_at, holder).await?;
    if auto_approve {
        let charge = found(&mut tx, id).await?;
        credit_charge(&mut tx, &charge, None).await?;
    }
    committed(tx, id).await
}

/// Locks a charge request that must still be pending (`not_pending` otherwise).
async fn lock_pending(
    tx: &mut PgConnection,
    charge_id: i64,
    not_pending: AppError,
) -> Result<ChargeRow, AppError> {
    let charge = db::charge_requests::lock(tx, charge_id)
        .await?
        .ok_or(AppError::ChargeNotFound)?;
    if charge.status != ChargeStatus::Pending {
        return Err(not_pending);
    }
    Ok(charge)
}

async fn found(tx: &mut PgConnection, charge_id: i64) -> Result<ChargeRow, AppError> {
    db::charge_requests::find(tx, charge_id)
        .await?
        .ok_or(AppError::ChargeNotFound)
}

/// Commits and answers the request as it now is.
async fn committed(
    mut tx: sqlx::Transaction<'_, sqlx::Postgres>,
    charge_id: i64,
) -> Result<ChargeRow, AppError> {
    let row = found(&mut tx, charge_id).await?;
    tx.commit().await?;
    Ok(row)
}

/// An operator approves a pending charge: balance, ledger row, request and notification commit
/// together or not at all. A second approval (a double click, another operator) gets
/// [`AppError::ChargeNotPending`] and credits nothing.
pub async fn approve_charge(
    db: &PgPool,
    actor: &Actor,
    charge_id: i64,
) -> Result<ChargeRow, AppError> {
    actor.require_staff()?;
    let mut tx = db.begin().await?;
    let charge = lock_pending(&mut tx, charge_id, AppError::ChargeNotPending).await?;
    credit_charge(&mut tx, &charge, Some(actor.user_id)).await?;
    committed(tx, charge_id).await
}

/// Credits a pending charge: ledger row, balance, the request marked approved (by `approver`, or
/// by the system when `None`) and the user notified, on the caller's transaction.
async fn credit_charge(
    tx: &mut PgConnection,
    charge: &ChargeRow,
    approver: Option<i64>,
) -> Result<(), AppError> {
    let credit = charge.amount + charge.bonus_amount;
    let after = apply(
        tx,
        charge.user_id,
        &LedgerEntry {
            kind: LedgerKind::Charge,
            amount: credit,
            charge_request_id: Some(charge.id),
            slot_id: None,
            description: messages::charge_approved_ledger(charge.amount),
        },
    )
    .await?;
    db::charge_requests::mark(tx, charge.id, ChargeStatus::Approved, approver, None).await?;
    notifications::notify(
        tx,
        charge.user_id,
        &product_events::charge_approved(charge.id, credit, after),
    )
    .await?;
    Ok(())
}

/// An operator rejects a pending charge (reason optional); the user is told.
pub async fn reject_charge(
    db: &PgPool,
    actor: &Actor,
    charge_id: i64,
    reason: Option<&str>,
) -> Result<ChargeRow, AppError> {
    actor.require_staff()?;
    let reason = text::REASON.optional(reason)?;
    let mut tx = db.begin().await?;
    let charge = lock_pending(&mut tx, charge_id, AppError::ChargeNotPendingForReject).await?;
    db::charge_requests::mark(
        &mut tx,
        charge_id,
        ChargeStatus::Rejected,
        Some(actor.user_id),
        reason,
    )
    .await?;
    notifications::notify(
        &mut tx,
        charge.user_id,
        &product_events::charge_rejected(charge.id, charge.amount, reason),
    )
    .await?;
    committed(tx, charge_id).await
}

/// The caller's charge requests, newest first.
pub async fn my_charges(
    db: &PgPool,
    actor: &Actor,
    page: &PageParams,
) -> Result<(Vec<ChargeRow>, Pagination), AppError> {
    let page = PageRequest::new(page.page, page.limit, 10)?;
    let mut conn = db.acquire().await?;
    let rows =
        db::charge_requests::list_for_user(&mut conn, actor.user_id, page.limit, page.offset())
            .await?;
    let total = db::charge_requests::count_for_user(&mut conn, actor.user_id).await?;
    Ok((rows, page.pagination(total)))
}

/// `GET /admin/cash/charges` as asked.
#[derive(Debug, Clone, Default, serde::Deserialize, utoipa::IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ChargeListQuery {
    /// pending by default (oldest first); the others newest first.
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub status: Option<ChargeStatus>,
}

/// Requests in one status for operators (pending: the queue, oldest first).
pub async fn charges_by_status(
    db: &PgPool,
    actor: &Actor,
    q: &ChargeListQuery,
    page: &PageParams,
) -> Result<(Vec<ChargeRow>, Pagination), AppError> {
    actor.require_staff()?;
    let status = q.status.unwrap_or(ChargeStatus::Pending);
    let page = PageRequest::new(page.page, page.limit, 10)?;
    let mut conn = db.acquire().await?;
    let rows =
        db::charge_requests::list_by_status(&mut conn, status, page.limit, page.offset()).await?;
    let total = db::charge_requests::counts(&mut conn)
        .await?
        .into_iter()
        .find(|(s, _)| *s == status)
        .map_or(0, |(_, n)| n);
    Ok((rows, page.pagination(total)))
}

/// Charge requests per status, for the dashboard.
#[derive(Debug, Clone, Default, Serialize, utoipa::ToSchema)]
pub struct ChargeCounts {
    pub pending: i64,
    pub approved: i64,
    pub rejected: i64,
    pub cancelled: i64,
}

pub async fn charge_counts(db: &PgPool, actor: &Actor) -> Result<ChargeCounts, AppError> {
    actor.require_staff()?;
    let mut conn = db.acquire().await?;
    let mut counts = ChargeCounts::default();
    for (status, n) in db::charge_requests::counts(&mut conn).await? {
        match status {
            ChargeStatus::Pending => counts.pending = n,
            ChargeStatus::Approved => counts.approved = n,
            ChargeStatus::Rejected => counts.rejected = n,
            ChargeStatus::Cancelled => counts.cancelled = n,
        }
    }
    Ok(counts)
}
