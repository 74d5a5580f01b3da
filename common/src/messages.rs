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

/// An operator-readable Korean line for a crawl run's `last_error` (the Debug text of the crawl's
/// last page failure, e.g. `Some(Status(503))`); anything unknown gets the general line.
pub fn crawl_failure(raw: &str) -> String {
    let inner = raw
        .trim()
        .strip_prefix("Some(")
        .and_then(|s| s.strip_suffix(')'))
        .unwrap_or(raw.trim());
    let number = |s: &str| -> String { s.chars().filter(char::is_ascii_digit).collect() };
    if let Some(code) = inner.strip_prefix("Status(") {
        format!("마켓이 오류 응답을 보냈습니다. (HTTP {})", number(code))
    } else if inner.starts_with("Blocked(") {
        "마켓이 접근을 차단했습니다. 잠시 후 다시 시도합니다.".into()
    } else if let Some(got) = inner.strip_prefix("Short") {
        format!(
            "검색 결과 페이지가 잘려서 왔습니다. (상품 {}개)",
            number(got)
        )
    } else if inner.starts_with("Fetch(") && inner.contains("timed out") {
        "마켓 응답 시간이 초과되었습니다.".into()
    } else if inner.starts_with("Fetch(") {
        "마켓에 연결하지 못했습니다.".into()
    } else {
        "순위 수집 중 오류가 발생했습니다.".into()
    }
}

#[cfg(test)]
mod tests {
    use super::crawl_failure;

    #[test]
    fn crawl_failures_read_as_korean() {
        assert_eq!(
            crawl_failure("Some(Status(503))"),
            "마켓이 오류 응답을 보냈습니다. (HTTP 503)"
        );
        assert_eq!(
            crawl_failure("Some(Blocked(AccessDenied))"),
            "마켓이 접근을 차단했습니다. 잠시 후 다시 시도합니다."
        );
        assert_eq!(
            crawl_failure("Some(Short { got: 12 })"),
            "검색 결과 페이지가 잘려서 왔습니다. (상품 12개)"
        );
        assert_eq!(
            crawl_failure("Some(Fetch(\"timed out\"))"),
            "마켓 응답 시간이 초과되었습니다."
        );
        assert_eq!(
            crawl_failure("Some(Fetch(\"connection failed: refused\"))"),
            "마켓에 연결하지 못했습니다."
        );
        assert_eq!(crawl_failure("None"), "순위 수집 중 오류가 발생했습니다.");
    }
}
