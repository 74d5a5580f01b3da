//! Korean success messages the api sends as data (failures are `AppError`'s catalogue).

/// After `DELETE /slots/{id}/rank-data`.
pub fn rank_data_deleted(rows: u64) -> String {
    format!("순위 데이터가 삭제되었습니다. ({rows}건)")
}

/// After a bulk edit.
pub fn slots_updated(count: usize) -> String {
    format!("{count}개 슬롯이 수정되었습니다.")
}

/// The ledger's description of an approved charge.
pub fn charge_approved_ledger(amount: i64) -> String {
    format!("캐시 충전 승인 ({}원)", crate::money::won(amount))
}

/// Title of the notification sent when a charge is approved.
pub const CHARGE_APPROVED_TITLE: &str = "캐시 충전 완료";

/// Body of that notification.
pub fn charge_approved_notice(amount: i64, balance: i64) -> String {
    format!(
        "{}원 충전이 승인되었습니다. 현재 잔액은 {}원입니다.",
        crate::money::won(amount),
        crate::money::won(balance)
    )
}

/// Title of the notification sent when a charge is rejected.
pub const CHARGE_REJECTED_TITLE: &str = "캐시 충전 반려";

/// Body of that notification.
pub fn charge_rejected_notice(amount: i64, reason: Option<&str>) -> String {
    match reason {
        Some(reason) => format!(
            "{}원 충전 요청이 반려되었습니다. 사유: {reason}",
            crate::money::won(amount)
        ),
        None => format!(
            "{}원 충전 요청이 반려되었습니다.",
            crate::money::won(amount)
        ),
    }
}

/// The ledger's description of a slot purchase.
pub fn slot_purchase_ledger(keyword: &str) -> String {
    format!("슬롯 구매: {keyword}")
}

/// The ledger's description of a refund for a rejected slot.
pub fn slot_rejected_refund_ledger(keyword: &str) -> String {
    format!("슬롯 반려 환불: {keyword}")
}

/// The ledger's description of an operator's refund.
pub fn slot_refund_ledger(keyword: &str, unused_days: i64, total_days: i64) -> String {
    format!("슬롯 환불: {keyword} (미사용 {unused_days}/{total_days}일)")
}
