//! Prepaid cash. [`apply`] is the only way a balance changes: it locks the user's balance row,
//! checks, updates it and writes the ledger row in the caller's transaction, so for every user the
//! balance equals the sum of their ledger and never goes below zero. Charge requests are approved
//! or rejected once; slots are paid at registration and refunded on rejection (in full) or by an
//! operator (the unused whole days, [`refund_quote`]).

use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgPool};

use crate::{
    actor::Actor,
    db::{
        self,
        cash_ledger::{LedgerRow, NewLedgerRow},
        charge_requests::ChargeRow,
        slots::SlotRow,
    },
    error::AppError,
    messages,
    notifications::{self, product_events},
    pagination::{PageRequest, Pagination},
    settings::{self, Feature},
    text_enum::AllOr,
};

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

/// What the charge form sends.
#[derive(Debug, Clone, Default)]
pub struct ChargeInput {
    pub amount: Option<i64>,
    pub deposit_at: Option<DateTime<Utc>>,
    pub account_holder: Option<String>,
}

const ACCOUNT_HOLDER_MAX: usize = 50;

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
    if amount < settings.business.min_cash_charge {
        return Err(AppError::CashAmountTooSmall {
            min: settings.business.min_cash_charge,
        });
    }
    if amount > settings.business.max_cash_charge {
        return Err(AppError::CashAmountTooLarge {
            max: settings.business.max_cash_charge,
        });
    }
    let deposit_at = input.deposit_at.ok_or(AppError::DepositAtRequired)?;
    let holder = input
        .account_holder
        .as_deref()
        .map(str::trim)
        .filter(|h| !h.is_empty())
        .ok_or(AppError::AccountHolderRequired)?;
    if holder.chars().count() > ACCOUNT_HOLDER_MAX {
        return Err(AppError::AccountHolderTooLong {
            max: ACCOUNT_HOLDER_MAX,
        });
    }
    let auto_approve = settings.business.cash_auto_approval;
    let mut tx = db.begin().await?;
    let id =
        db::charge_requests::insert(&mut tx, actor.user_id, amount, deposit_at, holder).await?;
    let mut charge = db::charge_requests::find(&mut tx, id)
        .await?
        .ok_or(AppError::ChargeNotFound)?;
    if auto_approve {
        credit_charge(&mut tx, &charge, None).await?;
        charge = db::charge_requests::find(&mut tx, id)
            .await?
            .ok_or(AppError::ChargeNotFound)?;
    }
    tx.commit().await?;
    Ok(charge)
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
    let charge = db::charge_requests::lock(&mut tx, charge_id)
        .await?
        .ok_or(AppError::ChargeNotFound)?;
    if charge.status != ChargeStatus::Pending {
        return Err(AppError::ChargeNotPending);
    }
    credit_charge(&mut tx, &charge, Some(actor.user_id)).await?;
    let row = db::charge_requests::find(&mut tx, charge_id)
        .await?
        .ok_or(AppError::ChargeNotFound)?;
    tx.commit().await?;
    Ok(row)
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
    let reason = reason.map(str::trim).filter(|r| !r.is_empty());
    let mut tx = db.begin().await?;
    let charge = db::charge_requests::lock(&mut tx, charge_id)
        .await?
        .ok_or(AppError::ChargeNotFound)?;
    if charge.status != ChargeStatus::Pending {
        return Err(AppError::ChargeNotPendingForReject);
    }
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
    let row = db::charge_requests::find(&mut tx, charge_id)
        .await?
        .ok_or(AppError::ChargeNotFound)?;
    tx.commit().await?;
    Ok(row)
}

/// The caller's charge requests, newest first.
pub async fn my_charges(
    db: &PgPool,
    actor: &Actor,
    page: Option<i64>,
    limit: Option<i64>,
) -> Result<(Vec<ChargeRow>, Pagination), AppError> {
    let page = PageRequest::new(page, limit, 10)?;
    let mut conn = db.acquire().await?;
    let rows =
        db::charge_requests::list_for_user(&mut conn, actor.user_id, page.limit, page.offset())
            .await?;
    let total = db::charge_requests::count_for_user(&mut conn, actor.user_id).await?;
    Ok((rows, page.pagination(total)))
}

/// The caller's ledger, newest first, optionally of one type.
pub async fn my_history(
    db: &PgPool,
    actor: &Actor,
    filter: Option<AllOr<LedgerKind>>,
    page: Option<i64>,
    limit: Option<i64>,
) -> Result<(Vec<LedgerRow>, Pagination), AppError> {
    settings::require_feature(db, actor, Feature::CashHistory).await?;
    let page = PageRequest::new(page, limit, 10)?;
    let kind = filter.and_then(AllOr::only);
    let mut conn = db.acquire().await?;
    let kind = kind.map(LedgerKind::as_str);
    let rows =
        db::cash_ledger::list(&mut conn, actor.user_id, kind, page.limit, page.offset()).await?;
    let total = db::cash_ledger::count(&mut conn, actor.user_id, kind).await?;
    Ok((rows, page.pagination(total)))
}

/// Requests in one status for operators (pending: the queue, oldest first).
pub async fn charges_by_status(
    db: &PgPool,
    actor: &Actor,
    status: Option<ChargeStatus>,
    page: Option<i64>,
    limit: Option<i64>,
) -> Result<(Vec<ChargeRow>, Pagination), AppError> {
    actor.require_staff()?;
    let status = status.unwrap_or(ChargeStatus::Pending);
    let page = PageRequest::new(page, limit, 10)?;
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

/// What an operator's refund of a slot returns now: the unused whole days of its period, pro rata
/// of the price paid, rounded down. Today counts as used; a slot that has not started gets
/// everything back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefundQuote {
    pub price: i64,
    pub amount: i64,
    pub used_days: i64,
    pub total_days: i64,
}

/// A user's balance as read under their account's row lock, for paying slots before anything else
/// is written. A slot purchase is the only debit, and it runs under that lock (`slots::ops`), so
/// until the transaction ends the balance can only grow from what was read: a purchase this says
/// fits, fits. The balance row itself is locked only by the payment, after the slot's insert,
/// the order every other change to a balance keeps (slot, then its counts, then the balance).
pub struct SpendableBalance {
    user_id: i64,
    amount: i64,
}

impl SpendableBalance {
    /// Reads `user_id`'s balance; the caller holds their user row locked.
    pub async fn read(tx: &mut PgConnection, user_id: i64) -> Result<Self, AppError> {
        let amount = db::cash_balances::get(tx, user_id).await?;
        Ok(Self { user_id, amount })
    }

    /// Refuses a slot of `price` won the balance cannot pay for ([`AppError::InsufficientCash`]),
    /// as [`Self::pay_for_slot`] would.
    pub fn covers_slot(&self, price: i64) -> Result<(), AppError> {
        if price <= 0 {
            return Ok(());
        }
        moved(self.amount, -price).map(drop)
    }

    /// Pays for a slot at registration: debits `price` won (nothing for a free slot). Too little
    /// cash is [`AppError::InsufficientCash`] and changes nothing.
    pub async fn pay_for_slot(
        &mut self,
        tx: &mut PgConnection,
        slot_id: i64,
        keyword: &str,
        price: i64,
    ) -> Result<(), AppError> {
        if price <= 0 {
            return Ok(());
        }
        let entry = LedgerEntry {
            kind: LedgerKind::Purchase,
            amount: -price,
            charge_request_id: None,
            slot_id: Some(slot_id),
            description: messages::slot_purchase_ledger(keyword),
        };
        self.amount = apply(tx, self.user_id, &entry).await?;
        Ok(())
    }
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

/// Gives back the whole price of a slot rejected before it ran (nothing if it was not paid).
pub async fn refund_rejected_slot(tx: &mut PgConnection, slot: &SlotRow) -> Result<(), AppError> {
    let paid = paid_price(slot);
    if paid <= 0 {
        return Ok(());
    }
    let entry = LedgerEntry {
        kind: LedgerKind::Refund,
        amount: paid,
        charge_request_id: None,
        slot_id: Some(slot.id),
        description: messages::slot_rejected_refund_ledger(
            slot.keyword.as_deref().unwrap_or_default(),
        ),
    };
    apply(tx, slot.user_id, &entry).await.map(drop)
}

/// Gives back the unused days of a slot an operator refunds, as [`slot_refund_quote`] says.
pub async fn refund_unused_days(
    tx: &mut PgConnection,
    slot: &SlotRow,
    today: NaiveDate,
) -> Result<i64, AppError> {
    let quote = slot_refund_quote(slot, today);
    if quote.amount <= 0 {
        return Ok(0);
    }
    let entry = LedgerEntry {
        kind: LedgerKind::Refund,
        amount: quote.amount,
        charge_request_id: None,
        slot_id: Some(slot.id),
        description: messages::slot_refund_ledger(
            slot.keyword.as_deref().unwrap_or_default(),
            quote.total_days - quote.used_days,
            quote.total_days,
        ),
    };
    apply(tx, slot.user_id, &entry).await?;
    Ok(quote.amount)
}

/// What refunding `slot` on `today` would pay back: the unused whole days of the price paid.
pub fn slot_refund_quote(slot: &SlotRow, today: NaiveDate) -> RefundQuote {
    refund_quote(paid_price(slot), slot.start_date, slot.end_date, today)
}

/// What the advertiser paid for the slot (0 when it was free or not paid).
fn paid_price(slot: &SlotRow) -> i64 {
    if slot.payment_completed {
        slot.price.max(0)
    } else {
        0
    }
}

/// The pro-rata refund of `price` for a period `start..=end` on `today` (see [`RefundQuote`]).
pub fn refund_quote(
    price: i64,
    start: Option<NaiveDate>,
    end: Option<NaiveDate>,
    today: NaiveDate,
) -> RefundQuote {
    let (Some(start), Some(end)) = (start, end) else {
        return RefundQuote {
            price,
            amount: price,
            used_days: 0,
            total_days: 0,
        };
    };
    let total_days = ((end - start).num_days() + 1).max(1);
    let used_days = ((today - start).num_days() + 1).clamp(0, total_days);
    let amount = price * (total_days - used_days) / total_days;
    RefundQuote {
        price,
        amount,
        used_days,
        total_days,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
    }

    #[test]
    fn a_refund_returns_the_unused_whole_days_rounded_down() {
        // 30 days for 50,000 won; on day 10, 20 days are unused.
        let quote = refund_quote(50_000, Some(day(1)), Some(day(30)), day(10));
        assert_eq!(
            quote,
            RefundQuote {
                price: 50_000,
                amount: 33_333,
                used_days: 10,
                total_days: 30
            }
        );
    }

    #[test]
    fn before_the_start_everything_comes_back_and_after_the_end_nothing() {
        assert_eq!(
            refund_quote(30_000, Some(day(20)), Some(day(29)), day(10)).amount,
            30_000
        );
        assert_eq!(
            refund_quote(30_000, Some(day(1)), Some(day(9)), day(10)).amount,
            0
        );
        assert_eq!(
            refund_quote(30_000, Some(day(1)), Some(day(10)), day(10)).amount,
            0,
            "the last day is used"
        );
        assert_eq!(
            refund_quote(30_000, None, None, day(10)).amount,
            30_000,
            "never approved"
        );
    }
}
