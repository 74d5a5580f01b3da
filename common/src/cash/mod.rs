//! Prepaid cash, and every amount of money the app decides. [`apply`] is the only way a balance
//! changes: it locks the user's balance row, checks, updates it and writes the ledger row in the
//! caller's transaction, so for every user the balance equals the sum of their ledger and never
//! goes below zero.
//!
//! - [`business`]: the business over time on `/admin` (charges, sales, extensions, refunds,
//!   active advertisers, renewal rate per day, week or month), read from the ledger and the slots.
//! - [`charges`]: charge requests by bank deposit, approved or rejected once.
//! - [`slots`]: what a slot costs and gives back: the registration price, the approval price (an
//!   operator's, the auto-approval's, the one the form suggests), the balance checks of one slot
//!   and of a bulk registration, the payment at registration and the refunds (in full on
//!   rejection, the unused whole days on an operator's refund, [`refund_quote`]). The web shows
//!   what these compute ([`slots::SlotsQuote`], [`RefundQuote`], and the price of
//!   `slots::decisions::ApprovalQuote`) and prices nothing itself.

pub mod business;
pub mod charges;
pub mod slots;

use serde::Deserialize;
use sqlx::{PgConnection, PgPool};

use crate::{
    actor::Actor,
    db::{
        self,
        cash_ledger::{LedgerRow, NewLedgerRow},
    },
    error::AppError,
    pagination::{PageRequest, Pagination},
    params::{PageParams, blank_as_none},
    settings::{self, Feature},
    text_enum::AllOr,
};

pub use charges::{
    ChargeCounts, ChargeInput, ChargeListQuery, approve_charge, charge_counts, charges_by_status,
    my_charges, reject_charge, request_charge,
};
pub use slots::{RefundQuote, refund_quote};

pub use crate::values::cash::{BalanceType, ChargeStatus, LedgerKind};

/// One change to a balance: `amount` is signed (credits positive).
#[derive(Debug, Clone)]
pub struct LedgerEntry {
    pub kind: LedgerKind,
    pub amount: i64,
    pub charge_request_id: Option<i64>,
    pub slot_id: Option<i64>,
    pub description: String,
}

/// Applies `entry` to the user's balance inside the caller's transaction; returns the balance
/// after it. A debit larger than the balance is [`AppError::InsufficientCash`] and changes nothing.
pub async fn apply(
    tx: &mut PgConnection,
    user_id: i64,
    entry: &LedgerEntry,
) -> Result<i64, AppError> {
    let mut row = NewLedgerRow {
        user_id,
        kind: entry.kind.as_str(),
        amount: entry.amount,
        balance_after: 0,
        charge_request_id: entry.charge_request_id,
        slot_id: entry.slot_id,
        description: &entry.description,
    };
    // The common case in one statement; a missing row or a change that does not fit is decided
    // below under the row lock, where the error can name the balance.
    if let Some(after) = db::cash_ledger::append_moving_balance(tx, &row).await? {
        return Ok(after);
    }
    let balance = db::cash_balances::lock(tx, user_id).await?;
    let after = moved(balance, entry.amount)?;
    db::cash_balances::set(tx, user_id, after).await?;
    row.balance_after = after;
    db::cash_ledger::append(tx, &row).await?;
    Ok(after)
}

/// The caller's balance.
pub async fn balance(db: &PgPool, actor: &Actor) -> Result<i64, AppError> {
    let mut conn = db.acquire().await?;
    db::cash_balances::get(&mut conn, actor.user_id).await
}

/// `GET /cash/history` as asked.
#[derive(Debug, Clone, Default, Deserialize, utoipa::IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct HistoryQuery {
    /// One kind of entry, or all (the default).
    #[serde(deserialize_with = "blank_as_none")]
    #[param(schema_with = AllOr::<LedgerKind>::schema)]
    pub r#type: Option<AllOr<LedgerKind>>,
}

/// The caller's ledger, newest first, optionally of one type.
pub async fn my_history(
    db: &PgPool,
    actor: &Actor,
    q: &HistoryQuery,
    page: &PageParams,
) -> Result<(Vec<LedgerRow>, Pagination), AppError> {
    settings::require_feature(db, actor, Feature::CashHistory).await?;
    let page = PageRequest::new(page.page, page.limit, 10)?;
    let kind = q.r#type.and_then(AllOr::only);
    let mut conn = db.acquire().await?;
    let kind = kind.map(LedgerKind::as_str);
    let rows =
        db::cash_ledger::list(&mut conn, actor.user_id, kind, page.limit, page.offset()).await?;
    let total = db::cash_ledger::count(&mut conn, actor.user_id, kind).await?;
    Ok((rows, page.pagination(total)))
}

/// `balance` moved by `amount`: below zero is [`AppError::InsufficientCash`].
fn moved(balance: i64, amount: i64) -> Result<i64, AppError> {
    let after = balance
        .checked_add(amount)
        .ok_or(AppError::CashAmountTooLarge { max: i64::MAX })?;
    if after < 0 {
        return Err(AppError::InsufficientCash {
            required: -amount,
            balance,
        });
    }
    Ok(after)
}
