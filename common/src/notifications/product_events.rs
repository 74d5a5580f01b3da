//! What the product tells an advertiser about their cash and slots: each event's notice, built in
//! one place. The operations that make the change call [`super::notify`] with it on their own
//! transaction; each notice carries a dedupe key naming what it is about, so a repeated step never
//! tells twice.

use chrono::NaiveDate;

use super::{Notice, NotificationKind};
use crate::{db::slots::SlotRow, messages};

pub fn charge_approved(charge_id: i64, credit: i64, balance: i64) -> Notice {
    Notice::new(
        NotificationKind::Success,
        messages::CHARGE_APPROVED_TITLE,
        messages::charge_approved_notice(credit, balance),
        serde_json::json!({ "chargeRequestId": charge_id, "amount": credit, "balance": balance }),
    )
    .with_key(format!("charge-approved:{charge_id}"))
}

pub fn charge_rejected(charge_id: i64, amount: i64, reason: Option<&str>) -> Notice {
    Notice::new(
        NotificationKind::Warning,
        messages::CHARGE_REJECTED_TITLE,
        messages::charge_rejected_notice(amount, reason),
        serde_json::json!({ "chargeRequestId": charge_id }),
    )
    .with_key(format!("charge-rejected:{charge_id}"))
}

fn label(slot: &SlotRow) -> String {
    messages::slot_label(
        slot.keyword.as_deref().unwrap_or_default(),
        slot.slot_number,
    )
}

pub fn slot_approved(slot: &SlotRow, start: NaiveDate, end: NaiveDate) -> Notice {
    Notice::new(
        NotificationKind::Success,
        messages::SLOT_APPROVED_TITLE,
        messages::slot_approved_notice(&label(slot), Some(start), Some(end)),
        serde_json::json!({ "slotId": slot.id }),
    )
    .with_key(format!("slot-approved:{}", slot.id))
}

pub fn slot_rejected(slot: &SlotRow, reason: &str) -> Notice {
    Notice::new(
        NotificationKind::Error,
        messages::SLOT_REJECTED_TITLE,
        messages::slot_rejected_notice(&label(slot), reason),
        serde_json::json!({ "slotId": slot.id }),
    )
    .with_key(format!("slot-rejected:{}", slot.id))
}

pub fn slot_refunded(slot: &SlotRow, amount: i64) -> Notice {
    Notice::new(
        NotificationKind::Info,
        messages::SLOT_REFUNDED_TITLE,
        messages::slot_refunded_notice(&label(slot), amount),
        serde_json::json!({ "slotId": slot.id, "amount": amount }),
    )
    .with_key(format!("slot-refunded:{}", slot.id))
}

/// One advertiser's slots extended by one request: named when one, counted when many.
pub fn slots_extended(extensions: &[&SlotRow]) -> Option<Notice> {
    let first = extensions.first()?;
    let days = i64::from(first.extension_days.unwrap_or_default());
    let message = match extensions {
        [one] => {
            messages::slot_extended_notice(&label(one), days, one.end_date.unwrap_or_default())
        }
        many => messages::slots_extended_notice(many.len(), days),
    };
    let ids: Vec<i64> = extensions.iter().map(|s| s.id).collect();
    Some(
        Notice::new(
            NotificationKind::Success,
            messages::SLOT_EXTENDED_TITLE,
            message,
            serde_json::json!({ "slotIds": ids }),
        )
        .with_key(format!("slots-extended:{}", first.id)),
    )
}

pub fn slots_issued(allocation_id: i64, count: i64, start: NaiveDate, end: NaiveDate) -> Notice {
    Notice::new(
        NotificationKind::Info,
        messages::SLOTS_ISSUED_TITLE,
        messages::slots_issued_notice(count, start, end),
        serde_json::json!({ "allocationId": allocation_id, "slotCount": count }),
    )
    .with_key(format!("slots-issued:{allocation_id}"))
}
