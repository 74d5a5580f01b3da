//! What a slot costs and gives back. Every price and every balance check of a slot is decided
//! here: what registering costs ([`slot_price`]), what an approval records ([`approval_price`],
//! [`auto_approval_price`]) and suggests ([`approval_quote`]), whether a balance covers one slot
//! ([`SpendableBalance::covers_slot`]) or a bulk registration's new slots ([`check_bulk_funds`],
//! [`slots_quote`]), the payment at registration and the refunds.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};

use super::{LedgerEntry, LedgerKind, apply, moved};
use crate::{
    actor::Actor,
    db::{self, slots::SlotRow},
    error::AppError,
    messages,
    settings::{self, Settings},
};

/// The approval price the form suggests when the slot has none to offer (spec part 1 §9: the
/// admin approval fallback).
pub const FALLBACK_APPROVAL_PRICE: i64 = 10_000;

/// What registering a new slot costs the advertiser now: the default price with the cash system
/// on, nothing without it.
pub fn slot_price(settings: &Settings) -> i64 {
    if settings.business.use_cash_system {
        settings.business.default_slot_price.max(0)
    } else {
        0
    }
}

/// The price a slot approved by the system (slotAutoApproval) records: the default price, with
/// the cash system on or off.
pub fn auto_approval_price(settings: &Settings) -> i64 {
    settings.business.default_slot_price.max(0)
}

/// A slot as an approval prices it.
#[derive(Debug, Clone, Copy)]
pub struct Priced {
    /// What the advertiser paid at registration (0 for a free or issued slot).
    pub paid: i64,
    /// Issued by pre-allocation: paid outside the app.
    pub issued: bool,
}

impl From<&SlotRow> for Priced {
    fn from(slot: &SlotRow) -> Self {
        Self {
            paid: slot.price,
            issued: slot.allocation_id.is_some(),
        }
    }
}

/// The lowest price an approval of `slot` accepts: 0 for an issued slot (its price is a note) and
/// with the cash system on (0 means "the slot's price"); with it off, 1 (the operator names one).
/// The approval form reads it from the quote rather than keeping a copy of this rule.
pub fn lowest_approval_price(slot: Priced, use_cash_system: bool) -> i64 {
    if slot.issued || use_cash_system { 0 } else { 1 }
}

/// The price an operator's approval records, from the price they sent (`None` or 0: "the slot's
/// price", an issued slot's 0): below [`lowest_approval_price`] it is refused
/// ([`AppError::ApprovalPriceInvalid`]).
pub fn approval_price(
    requested: Option<i64>,
    slot: Priced,
    use_cash_system: bool,
) -> Result<i64, AppError> {
    let price = requested.unwrap_or(0);
    if price < lowest_approval_price(slot, use_cash_system) {
        return Err(AppError::ApprovalPriceInvalid);
    }
    Ok(if price == 0 && !slot.issued {
        slot.paid
    } else {
        price
    })
}

/// The price the approval form starts with: with the cash system on, the slot's price when it has
/// one; otherwise [`FALLBACK_APPROVAL_PRICE`].
pub fn suggested_approval_price(slot: Priced, use_cash_system: bool) -> i64 {
    if use_cash_system && slot.paid > 0 {
        slot.paid
    } else {
        FALLBACK_APPROVAL_PRICE
    }
}

/// What registering `count` new slots costs now and whether the balance covers it: the bulk
/// grid's cost line and its "insufficient cash" block, as the request will decide them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlotsQuote {
    /// The new slots priced.
    pub count: i64,
    /// What one new slot costs ([`slot_price`]; 0 with the cash system off).
    pub unit_price: i64,
    /// What they cost together.
    pub required: i64,
    /// The caller's balance now.
    pub balance: i64,
    /// The balance covers `required`: registering them is not refused for cash.
    pub sufficient: bool,
    /// How many more slots the caller may hold (the `maxSlotsPerUser` setting less those held).
    pub room: i64,
    /// `count` fits in `room`: registering them is not refused for the per-user limit.
    pub within_limit: bool,
}

/// `GET /cash/slot-quote` as asked.
#[derive(Debug, Clone, Copy, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SlotsQuoteQuery {
    /// New slots to price: 0 to 1,000 (a bulk registration's most rows).
    #[param(minimum = 0, maximum = 1000)]
    pub count: i64,
}

/// [`SlotsQuote`] of new slots for the caller now: what the bulk grid shows and blocks on, the
/// request deciding the same again ([`check_bulk_funds`]).
pub async fn quote_new_slots(
    db: &PgPool,
    actor: &Actor,
    q: &SlotsQuoteQuery,
) -> Result<SlotsQuote, AppError> {
    let max = crate::values::slots::MAX_BULK_ROWS as i64;
    if !(0..=max).contains(&q.count) {
        return Err(AppError::SlotQuoteCountInvalid { max });
    }
    let settings = settings::load(db).await?;
    let balance = super::balance(db, actor).await?;
    let max = settings.business.max_slots_per_user;
    let room = db::slots::room_left(&mut *db.acquire().await?, actor.user_id, max).await?;
    Ok(slots_quote(&settings, q.count, balance, room))
}

/// [`SlotsQuote`] of `count` new slots against `balance` and the `room` left under the limit.
pub fn slots_quote(settings: &Settings, count: i64, balance: i64, room: i64) -> SlotsQuote {
    let unit_price = slot_price(settings);
    let required = unit_price.saturating_mul(count.max(0));
    SlotsQuote {
        count,
        unit_price,
        required,
        balance,
        sufficient: covers(balance, required).is_ok(),
        room,
        within_limit: fits_room(room, count, settings).is_ok(),
    }
}

/// Refuses a bulk registration whose `new_slots` would take its advertiser past the per-user limit
/// ([`AppError::SlotLimitRoom`], naming the `room` left), before any row is stored. Each
/// registration still checks the limit again as it inserts (`db::slots::insert_within_limit`).
pub async fn check_bulk_room(
    conn: &mut PgConnection,
    user_id: i64,
    settings: &Settings,
    new_slots: i64,
) -> Result<(), AppError> {
    let max = settings.business.max_slots_per_user;
    fits_room(
        db::slots::room_left(conn, user_id, max).await?,
        new_slots,
        settings,
    )
}

/// `new_slots` fit in `room`, or [`AppError::SlotLimitRoom`].
fn fits_room(room: i64, new_slots: i64, settings: &Settings) -> Result<(), AppError> {
    if new_slots <= room {
        return Ok(());
    }
    Err(AppError::SlotLimitRoom {
        room,
        max: settings.business.max_slots_per_user,
    })
}

/// Refuses a bulk registration whose `new_slots` the balance of `user_id` cannot pay for
/// ([`AppError::InsufficientCash`], naming what they cost and the balance), read in the caller's
/// transaction. Free slots need no balance, and their check reads nothing.
pub async fn check_bulk_funds(
    conn: &mut PgConnection,
    user_id: i64,
    settings: &Settings,
    new_slots: i64,
) -> Result<(), AppError> {
    let required = slot_price(settings).saturating_mul(new_slots.max(0));
    if required <= 0 {
        return Ok(());
    }
    covers(db::cash_balances::get(conn, user_id).await?, required)
}

/// `balance` pays for `required` won, or [`AppError::InsufficientCash`].
fn covers(balance: i64, required: i64) -> Result<(), AppError> {
    if required <= 0 {
        return Ok(());
    }
    moved(balance, -required).map(drop)
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
    /// The days paid back: `totalDays - usedDays`.
    pub unused_days: i64,
    pub total_days: i64,
}

/// A user's balance as read under their account's row lock, for paying slots before anything else
/// is written. A slot purchase is the only debit, and it runs under that lock (`slots::register`), so
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
        covers(self.amount, price)
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
            quote.unused_days,
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
            unused_days: 0,
            total_days: 0,
        };
    };
    let total_days = ((end - start).num_days() + 1).max(1);
    let used_days = ((today - start).num_days() + 1).clamp(0, total_days);
    let unused_days = total_days - used_days;
    RefundQuote {
        price,
        amount: price * unused_days / total_days,
        used_days,
        unused_days,
        total_days,
    }
}

#[cfg(test)]
mod tests;
