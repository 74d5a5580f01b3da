//! Operators' decisions and the status changes of a slot: approving (with a price and a work
//! period) or rejecting a pending slot, pausing, resuming, deleting and refunding. Each is one
//! transaction: the slot locked and the action allowed ([`super::locked`]), the row changed, money
//! moved through `cash` (the approval's price, the refunds), its `slot_logs` row written and the
//! advertiser told (`notifications`).

use chrono::{Duration, NaiveDate};
use serde::Serialize;
use sqlx::{PgConnection, PgPool};

use super::{
    locked,
    status::{SlotAction, SlotStatus},
};
use crate::{
    actor::Actor,
    cash,
    db::{
        self,
        slot_logs::{SlotChange, SlotChangeType},
        slots::SlotRow,
    },
    error::AppError,
    messages,
    notifications::{self, product_events},
    rank::{self, runs::Trigger},
    settings, text, time,
};

pub use crate::values::slots::StatusTarget;

/// A slot approved without dates runs this many days from today.
pub const DEFAULT_PERIOD_DAYS: i64 = 30;

/// An operator's decision on a pending slot.
#[derive(Debug, Clone)]
pub enum Decision {
    Approve {
        price: Option<i64>,
        start_date: Option<NaiveDate>,
        end_date: Option<NaiveDate>,
    },
    Reject {
        reason: String,
    },
}

/// Approves (with a price and a work period) or rejects (with a reason) a pending slot.
pub async fn decide(
    db: &PgPool,
    actor: &Actor,
    slot_id: i64,
    decision: &Decision,
) -> Result<SlotRow, AppError> {
    actor.require_staff()?;
    let settings = settings::load(db).await?;
    let mode = settings.business.slot_operation_mode;
    let mut tx = db.begin().await?;
    let row = locked::visible(&mut tx, actor, slot_id).await?;
    match decision {
        Decision::Approve {
            price,
            start_date,
            end_date,
        } => {
            locked::allows(&row, actor, mode, SlotAction::Approve)?;
            let use_cash = settings.business.use_cash_system;
            let price = cash::slots::approval_price(*price, (&row).into(), use_cash)?;
            let (start, end) = approval_period(
                (*start_date, *end_date),
                (row.start_date, row.end_date),
                time::today_kst(),
            )?;
            let approval = Approval {
                keyword: row.keyword.as_deref(),
                approver: Some(actor.user_id),
                price,
                period: (start, end),
            };
            let log = messages::slot_approved_log(price, start, end);
            approval.write(&mut tx, actor, slot_id, log).await?;
            let notice = product_events::slot_approved(&row, start, end);
            notifications::notify(&mut tx, row.user_id, &notice).await?;
        }
        Decision::Reject { reason } => {
            let reason = text::REASON.required(Some(reason), AppError::RejectionReasonRequired)?;
            locked::allows(&row, actor, mode, SlotAction::Reject)?;
            db::slots::mark_rejected(&mut tx, slot_id, reason).await?;
            cash::slots::refund_rejected_slot(&mut tx, &row).await?;
            let change = SlotChange::status(
                SlotChangeType::Reject,
                SlotStatus::Pending,
                SlotStatus::Rejected,
            )
            .described(Some(reason.into()));
            db::slot_logs::append(&mut tx, slot_id, actor, &change).await?;
            let notice = product_events::slot_rejected(&row, reason);
            notifications::notify(&mut tx, row.user_id, &notice).await?;
        }
    }
    locked::committed(tx, slot_id).await
}

/// The work period an approval gives: the dates sent; without either, a slot that has a period
/// (an issued one) keeps it, and any other runs [`DEFAULT_PERIOD_DAYS`] from the start sent or
/// `today`. An end before the start is [`AppError::SlotPeriodInvalid`].
pub fn approval_period(
    sent: (Option<NaiveDate>, Option<NaiveDate>),
    current: (Option<NaiveDate>, Option<NaiveDate>),
    today: NaiveDate,
) -> Result<(NaiveDate, NaiveDate), AppError> {
    let (start, end) = match (sent, current) {
        ((None, None), (Some(start), Some(end))) => (start, end),
        ((start, end), _) => {
            let start = start.unwrap_or(today);
            let end = end.unwrap_or(start + Duration::days(DEFAULT_PERIOD_DAYS - 1));
            (start, end)
        }
    };
    if end < start {
        return Err(AppError::SlotPeriodInvalid);
    }
    Ok((start, end))
}

/// What the approval form of a pending slot starts with: the price `cash` suggests and the period
/// an approval without dates gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApprovalQuote {
    /// Whole won: with the cash system on the slot's price when it has one, otherwise 10,000.
    pub price: i64,
    #[schema(value_type = String, format = Date)]
    pub start_date: NaiveDate,
    #[schema(value_type = String, format = Date)]
    pub end_date: NaiveDate,
    /// The lowest price the approval accepts ([`cash::slots::lowest_approval_price`]): 0 (the
    /// slot's price, or an issued slot's note) or 1 (the cash system off: name a price).
    pub lowest_price: i64,
}

/// [`ApprovalQuote`] of a slot the operator may see (`GET /slots/{id}/approval-quote`).
pub async fn approval_quote(
    db: &PgPool,
    actor: &Actor,
    slot_id: i64,
) -> Result<ApprovalQuote, AppError> {
    actor.require_staff()?;
    let use_cash = settings::load(db).await?.business.use_cash_system;
    let row = super::query::get(db, actor, slot_id).await?;
    let (start_date, end_date) = approval_period(
        (None, None),
        (row.start_date, row.end_date),
        time::today_kst(),
    )?;
    Ok(ApprovalQuote {
        price: cash::slots::suggested_approval_price((&row).into(), use_cash),
        start_date,
        end_date,
        lowest_price: cash::slots::lowest_approval_price((&row).into(), use_cash),
    })
}

/// A pending slot's approval, as an operator or the system (slotAutoApproval) decided it.
pub(super) struct Approval<'a> {
    pub keyword: Option<&'a str>,
    /// `None`: approved by the system.
    pub approver: Option<i64>,
    pub price: i64,
    pub period: (NaiveDate, NaiveDate),
}

impl Approval<'_> {
    /// Marks slot `slot_id` approved, queues today's crawl of its keyword when its period has
    /// begun, and logs it as `actor` with `log`.
    pub async fn write(
        &self,
        tx: &mut PgConnection,
        actor: &Actor,
        slot_id: i64,
        log: String,
    ) -> Result<(), AppError> {
        let (start, end) = self.period;
        db::slots::mark_approved(tx, slot_id, self.approver, self.price, start, end).await?;
        let today = time::today_kst();
        if start <= today
            && let Some(keyword) = self.keyword
        {
            rank::runs::queue(tx, keyword, today, Trigger::Edit).await?;
        }
        let change = SlotChange::status(
            SlotChangeType::Approve,
            SlotStatus::Pending,
            SlotStatus::Active,
        )
        .described(Some(log));
        db::slot_logs::append(tx, slot_id, actor, &change).await?;
        Ok(())
    }
}

/// `PATCH /slots/{id}/status`: pause, resume, delete or refund (with a reason).
pub async fn change_status(
    db: &PgPool,
    actor: &Actor,
    slot_id: i64,
    target: StatusTarget,
    refund_reason: Option<&str>,
) -> Result<SlotRow, AppError> {
    let (action, new_status, change_type) = match target {
        StatusTarget::Paused => (SlotAction::Pause, SlotStatus::Paused, SlotChangeType::Pause),
        StatusTarget::Active => (
            SlotAction::Resume,
            SlotStatus::Active,
            SlotChangeType::Resume,
        ),
        StatusTarget::Deleted => (
            SlotAction::Delete,
            SlotStatus::Deleted,
            SlotChangeType::Delete,
        ),
        StatusTarget::Refunded => (
            SlotAction::Refund,
            SlotStatus::Refunded,
            SlotChangeType::Refund,
        ),
    };
    let reason = text::REASON.optional(refund_reason)?;
    if action == SlotAction::Refund {
        actor.require_staff()?;
        if reason.is_none() {
            return Err(AppError::RefundReasonRequired);
        }
    }
    let mode = settings::operation_mode(db).await?;
    let mut tx = db.begin().await?;
    let row = locked::for_action(&mut tx, actor, slot_id, mode, action).await?;
    match action {
        SlotAction::Refund => {
            db::slots::mark_refunded(&mut tx, slot_id, actor.user_id, reason.unwrap_or_default())
                .await?;
            let refunded =
                cash::slots::refund_unused_days(&mut tx, &row, time::today_kst()).await?;
            let notice = product_events::slot_refunded(&row, refunded);
            notifications::notify(&mut tx, row.user_id, &notice).await?;
        }
        _ => db::slots::set_status(&mut tx, slot_id, new_status).await?,
    }
    let change = SlotChange::status(change_type, row.status, new_status)
        .described(reason.map(str::to_owned));
    db::slot_logs::append(&mut tx, slot_id, actor, &change).await?;
    if action == SlotAction::Delete {
        // A deleted slot is gone from every read; answer with what it was.
        tx.commit().await?;
        return Ok(SlotRow {
            status: SlotStatus::Deleted,
            ..row
        });
    }
    locked::committed(tx, slot_id).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
    }

    #[test]
    fn an_approval_without_dates_runs_thirty_days_from_today_or_keeps_an_issued_period() {
        let today = day(10);
        assert_eq!(
            approval_period((None, None), (None, None), today).unwrap(),
            (day(10), day(10) + Duration::days(29))
        );
        assert_eq!(
            approval_period((None, None), (Some(day(1)), Some(day(5))), today).unwrap(),
            (day(1), day(5)),
            "an issued slot keeps its period"
        );
        assert_eq!(
            approval_period((Some(day(12)), None), (Some(day(1)), Some(day(5))), today).unwrap(),
            (day(12), day(12) + Duration::days(29)),
            "a start sent starts the default period"
        );
        assert_eq!(
            approval_period((None, Some(day(20))), (None, None), today).unwrap(),
            (day(10), day(20))
        );
        assert!(matches!(
            approval_period((Some(day(12)), Some(day(11))), (None, None), today),
            Err(AppError::SlotPeriodInvalid)
        ));
    }
}
