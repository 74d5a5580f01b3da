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

/// The slot log's description of a registration.
pub fn slot_created_log(keyword: &str, url: &str) -> String {
    format!("{keyword} / {url}")
}

/// The slot log's description of an approval.
pub fn slot_approved_log(price: i64, start: chrono::NaiveDate, end: chrono::NaiveDate) -> String {
    format!(
        "승인 금액 {}원, 기간 {start} ~ {end}",
        crate::money::won(price)
    )
}

/// The slot log's description of an approval by slotAutoApproval.
pub fn slot_auto_approved_log(
    price: i64,
    start: chrono::NaiveDate,
    end: chrono::NaiveDate,
) -> String {
    format!("자동 승인 ({})", slot_approved_log(price, start, end))
}

/// An issue record's reason when staff gave none.
pub fn allocation_default_reason(is_test: bool) -> &'static str {
    if is_test {
        "테스트 발행"
    } else {
        "선슬롯 발행"
    }
}

/// The slot log's description of an empty slot issued by pre-allocation.
pub fn slot_issued_log(
    allocation_id: i64,
    start: chrono::NaiveDate,
    end: chrono::NaiveDate,
) -> String {
    format!("선슬롯 발행 #{allocation_id}, 기간 {start} ~ {end}")
}

/// The parent's slot log when it is extended.
pub fn slot_extended_log(
    days: i32,
    number: i64,
    start: chrono::NaiveDate,
    end: chrono::NaiveDate,
) -> String {
    format!("{days}일 연장: 새 슬롯 #{number}, 기간 {start} ~ {end}")
}

/// The extension's own first slot log.
pub fn slot_extension_created_log(parent_number: i64, days: i32) -> String {
    format!("슬롯 #{parent_number}의 {days}일 연장으로 생성 (자동 승인)")
}

/// The answer to a single extension.
pub fn slot_extended(days: i32) -> String {
    format!("슬롯이 {days}일 연장되었습니다.")
}

/// The answer to marking an issue paid or not paid.
pub fn allocation_payment_set(paid: bool) -> &'static str {
    if paid {
        "결제가 완료 처리되었습니다."
    } else {
        "결제 완료가 취소되었습니다."
    }
}

/// The answer to issuing slots.
pub const ALLOCATION_DONE: &str = "선슬롯 발행이 완료되었습니다.";

/// The slot log's description of a rank reset.
pub fn rank_reset_log(deleted: u64) -> String {
    format!("순위 기록 {deleted}건 삭제")
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

/// A job queue's name for operators (`common::jobs::kinds::KINDS`); the queue itself when unknown.
pub fn job_queue_name(queue: &str) -> &str {
    match queue {
        "rank_crawl" => "순위 수집",
        "slot_registration" => "슬롯 대량 등록",
        "slot_extension" => "슬롯 일괄 연장",
        "notification_fanout" => "알림 발송",
        "effect_report" => "효과 보고서",
        "purge_expired_tokens" => "만료 토큰 정리",
        "prune_crawl_pages" => "수집 페이지 정리",
        other => other,
    }
}

/// What a job's stored error (apalis' `last_result`) means, for operators. The stored text is shown
/// beside it.
pub fn job_failure(raw: &str) -> String {
    let raw = raw.trim();
    if raw.starts_with("Re-enqueued due to worker heartbeat timeout") {
        "작업자 응답이 끊겨 다른 작업자에게 다시 넘겼습니다.".into()
    } else if raw.starts_with("Re-enqueued due to worker shutdown") {
        "작업자가 종료되어 대기열로 되돌렸습니다.".into()
    } else if raw == crate::values::jobs::CANCELLED {
        "운영자가 취소했습니다.".into()
    } else if raw.contains("timed out") || raw.contains("Timeout") {
        "처리 시간이 초과되었습니다.".into()
    } else {
        "작업 처리 중 오류가 발생했습니다.".into()
    }
}

/// Why the rows of a batch an operator cancelled were not done.
pub const JOB_CANCELLED_REASON: &str = "운영자가 작업을 취소했습니다.";

/// An operator-readable Korean line for a crawl run's `last_error` (the text of the crawl's last
/// page failure, `rank::crawl::PageFailure`, e.g. `status 503`); anything unknown gets the general
/// line.
pub fn crawl_failure(raw: &str) -> String {
    let raw = raw.trim();
    let number = |s: &str| -> String { s.chars().filter(char::is_ascii_digit).collect() };
    if raw == crate::values::jobs::CANCELLED {
        "운영자가 수집 작업을 취소했습니다.".into()
    } else if let Some(code) = raw.strip_prefix("status ") {
        format!("마켓이 오류 응답을 보냈습니다. (HTTP {})", number(code))
    } else if raw.starts_with("blocked: ") {
        "마켓이 접근을 차단했습니다. 잠시 후 다시 시도합니다.".into()
    } else if let Some(got) = raw.strip_prefix("short page: ") {
        format!(
            "검색 결과 페이지가 잘려서 왔습니다. (상품 {}개)",
            number(got)
        )
    } else if let Some(why) = raw.strip_prefix("fetch: ") {
        match why {
            "timed out" => "마켓 응답 시간이 초과되었습니다.".into(),
            "no request permit in time" => {
                "요청 간격 제한으로 오래 기다려 다음에 다시 시도합니다.".into()
            }
            "today's request budget is spent" => {
                "오늘의 요청 한도를 모두 사용했습니다. 내일 다시 수집합니다.".into()
            }
            _ => "마켓에 연결하지 못했습니다.".into(),
        }
    } else {
        "순위 수집 중 오류가 발생했습니다.".into()
    }
}

/// The button on a rank alert.
pub const RANK_ALERT_ACTION: &str = "순위 보기";

/// A rank alert's title and message.
pub fn rank_alert(
    keyword: &str,
    slot_number: i64,
    movement: crate::values::notifications::Movement,
) -> (&'static str, String) {
    use crate::values::notifications::Movement::*;
    let slot = format!("'{keyword}' (슬롯 #{slot_number})");
    let place = |rank: i32| {
        if rank > 0 {
            format!("{rank}위")
        } else {
            "순위 없음".to_owned()
        }
    };
    match movement {
        FirstRanked { now } => (
            "순위 진입",
            format!("{slot} 상품이 처음으로 {now}위에 올랐습니다."),
        ),
        DroppedOut { before } => (
            "순위 이탈",
            format!("{slot} 상품이 500위 밖으로 벗어났습니다. (이전 {before}위)"),
        ),
        EnteredTop { before, now } => {
            ("TOP 10 진입", format!("{slot} {} → {now}위", place(before)))
        }
        LeftTop { before, now } => ("TOP 10 이탈", format!("{slot} {before}위 → {now}위")),
        MovedUp { before, now } => (
            "순위 상승",
            format!("{slot} {before}위 → {now}위 ({}위 상승)", before - now),
        ),
        MovedDown { before, now } => (
            "순위 하락",
            format!("{slot} {before}위 → {now}위 ({}위 하락)", now - before),
        ),
    }
}

/// The title of an "overtaken by" alert.
pub const OVERTAKEN_TITLE: &str = "순위 추월";

/// An "overtaken by" alert's message: the slot's loss (`before` → `now`), the product that passed
/// it (the one that gained most) and what changed for that product since the day before.
pub fn overtaken_alert(
    keyword: &str,
    slot_number: i64,
    (before, now): (i32, i32),
    passer: &crate::values::market::Mover,
) -> String {
    let name = passer
        .name
        .clone()
        .unwrap_or_else(|| format!("상품 {}", passer.product_id));
    let to = passer.place_to.unwrap_or_default();
    let how = match passer.place_from {
        Some(from) => format!("{from}위에서 {to}위로 올라"),
        None => format!("새로 {to}위에 들어와"),
    };
    let changes: Vec<String> = passer.changes.iter().map(|c| market_change(*c)).collect();
    let why = if changes.is_empty() {
        String::new()
    } else {
        format!(" ({})", changes.join(", "))
    };
    format!(
        "'{keyword}' (슬롯 #{slot_number}) {before}위 → {now}위. '{name}' 상품이 {how} 앞질렀습니다{why}."
    )
}

/// What changed for a product in the market, in a few words (`가격 12% 인하`, `리뷰 +340개`).
pub fn market_change(change: crate::values::market::Change) -> String {
    use crate::values::market::Change::*;
    let percent = |d: Option<u8>| d.map_or_else(|| "없음".to_owned(), |d| format!("{d}%"));
    let stars = |t: u8| format!("{}.{}", t / 10, t % 10);
    match change {
        Price { percent: p } if p < 0 => format!("가격 {}% 인하", -p),
        Price { percent: p } => format!("가격 {p}% 인상"),
        Discount { from, to } => format!("할인 {} → {}", percent(from), percent(to)),
        Reviews { added } => format!("리뷰 +{}개", crate::money::won(i64::from(added))),
        Rating {
            from_tenths,
            to_tenths,
        } => format!("평점 {} → {}", stars(from_tenths), stars(to_tenths)),
        NewAd => "광고 시작".into(),
        AdEnded => "광고 종료".into(),
        BackInStock => "재입고".into(),
        SoldOut => "품절".into(),
        RocketGained => "로켓배송 시작".into(),
        RocketLost => "로켓배송 종료".into(),
        NewEntrant => "새로 진입".into(),
    }
}

/// Notification titles of the slot events an advertiser hears about.
pub const SLOT_APPROVED_TITLE: &str = "슬롯 승인";
pub const SLOT_REJECTED_TITLE: &str = "슬롯 반려";
pub const SLOT_REFUNDED_TITLE: &str = "슬롯 환불";
pub const SLOT_EXTENDED_TITLE: &str = "슬롯 연장";
pub const SLOTS_ISSUED_TITLE: &str = "선슬롯 발행";

/// A slot's name in notifications: its keyword, or its number while it is empty.
pub fn slot_label(keyword: &str, slot_number: i64) -> String {
    if keyword.trim().is_empty() {
        format!("슬롯 #{slot_number}")
    } else {
        format!("'{keyword}' (슬롯 #{slot_number})")
    }
}

pub fn slot_approved_notice(
    slot: &str,
    start: Option<chrono::NaiveDate>,
    end: Option<chrono::NaiveDate>,
) -> String {
    match start.zip(end) {
        Some((start, end)) => format!("{slot} 슬롯이 승인되었습니다. 기간 {start} ~ {end}"),
        None => format!("{slot} 슬롯이 승인되었습니다."),
    }
}

pub fn slot_rejected_notice(slot: &str, reason: &str) -> String {
    format!("{slot} 슬롯이 반려되었습니다. 사유: {reason}")
}

pub fn slot_refunded_notice(slot: &str, amount: i64) -> String {
    if amount > 0 {
        format!(
            "{slot} 슬롯이 환불되었습니다. 환불 금액 {}원",
            crate::money::won(amount)
        )
    } else {
        format!("{slot} 슬롯이 환불 처리되었습니다.")
    }
}

pub fn slot_extended_notice(slot: &str, days: i64, end: chrono::NaiveDate) -> String {
    format!("{slot} 슬롯이 {days}일 연장되었습니다. 새 종료일 {end}")
}

pub fn slots_issued_notice(count: i64, start: chrono::NaiveDate, end: chrono::NaiveDate) -> String {
    format!(
        "빈 슬롯 {count}개가 발행되었습니다. 기간 {start} ~ {end}. 슬롯 관리에서 키워드와 URL을 입력해 주세요."
    )
}

pub fn slots_extended_notice(count: usize, days: i64) -> String {
    format!("슬롯 {count}개가 {days}일 연장되었습니다.")
}

/// A support room's name: the advertiser's name and the possessive inquiry label (spec part 2 §4).
pub fn chat_room_name(owner: &str) -> String {
    format!("{owner}님의 문의")
}

/// The system line a room shows when staff close, reopen or archive it.
pub fn chat_room_status_note(status: crate::values::chat::RoomStatus) -> String {
    use crate::values::chat::RoomStatus;
    match status {
        RoomStatus::Active => "상담이 다시 열렸습니다.",
        RoomStatus::Closed => "상담이 종료되었습니다. 새 메시지를 보내면 다시 열립니다.",
        RoomStatus::Archived => "상담이 보관되었습니다. 새 메시지를 보내면 다시 열립니다.",
    }
    .to_owned()
}

/// How a chat names the author of a message it cannot name otherwise (spec part 2 §3).
pub const CHAT_AUTO_REPLY_SENDER: &str = "자동 응답";
pub const CHAT_SYSTEM_SENDER: &str = "시스템";
pub const CHAT_UNKNOWN_SENDER: &str = "Unknown";

// --- free-text fields as refusals name them ("제목은 100자 이하로 입력해 주세요.", `text::Field`)

pub const TITLE_FIELD: &str = "제목";
pub const CONTENT_FIELD: &str = "내용";
pub const CHAT_MESSAGE_FIELD: &str = "메시지";
pub const DESCRIPTION_FIELD: &str = "설명";
pub const REASON_FIELD: &str = "사유";
pub const MEMO_FIELD: &str = "메모";
pub const ACCOUNT_HOLDER_FIELD: &str = "입금자명";
pub const FULL_NAME_FIELD: &str = "이름";

// --- bulk registration and spreadsheet exports (issue 15)

/// What a bulk row's problem names the keyword and URL fields when their configuration is gone.
pub const KEYWORD_LABEL: &str = "키워드";
pub const URL_LABEL: &str = "URL";

/// The slot list export's first columns for staff: whose slot it is.
pub const SLOT_EXPORT_OWNER_HEADER: [&str; 2] = ["광고주", "아이디"];
/// The slot list export's columns before the configured fields.
pub const SLOT_EXPORT_HEADER: [&str; 11] = [
    "슬롯 번호",
    "상태",
    "키워드",
    "추가 키워드",
    "URL",
    "MID",
    "현재 순위",
    "어제 순위",
    "시작일",
    "종료일",
    "등록일시",
];
/// A rank history export's columns.
pub const RANK_EXPORT_HEADER: [&str; 5] = ["날짜", "순위", "변동", "최고 순위", "최저 순위"];
/// A day the product was not found within the first 500 places.
pub const RANK_OUT_OF_RANGE: &str = "순위 밖";
/// The one sheet of an exported workbook.
pub const SHEET_NAME: &str = "목록";
/// Export file names (without the extension).
pub const SLOT_EXPORT_FILE: &str = "슬롯목록";
pub const RANK_EXPORT_FILE: &str = "순위기록";
/// The business figures' export (`cash::business`): one row per period, then the totals.
pub const BUSINESS_EXPORT_HEADER: [&str; 15] = [
    "기간 시작",
    "기간 끝",
    "충전 건수",
    "충전 금액(원)",
    "충전 보너스(원)",
    "판매 슬롯",
    "판매 금액(원)",
    "연장 슬롯",
    "연장 금액(원)",
    "환불 건수",
    "환불 금액(원)",
    "활성 광고주",
    "종료 슬롯",
    "연장된 종료 슬롯",
    "갱신율(%)",
];
/// The totals row of the business figures' export.
pub const BUSINESS_TOTAL: &str = "합계";
/// The business figures' export file, before the unit and the range.
pub const BUSINESS_EXPORT_FILE: &str = "매출추이";
/// Each unit of the business figures as the export names it.
pub fn business_unit(unit: crate::values::cash::BusinessUnit) -> &'static str {
    ["일", "주", "월"][unit as usize]
}
pub const TEMPLATE_FILE: &str = "슬롯_대량등록_템플릿";
pub const GRID_EXPORT_FILE: &str = "슬롯_대량등록";

/// How a display status reads (the web's `slotStatusLabels`).
pub fn display_status_label(status: crate::values::slots::DisplayStatus) -> &'static str {
    use crate::values::slots::DisplayStatus as S;
    match status {
        S::Empty => "입력 대기",
        S::Pending => "승인 대기",
        S::Waiting => "대기중",
        S::Active => "진행중",
        S::Completed => "완료",
        S::Paused => "일시정지",
        S::Rejected => "반려",
        S::Refunded => "환불",
        S::Expired => "만료",
        S::Inactive => "비활성",
        S::Deleted => "삭제됨",
    }
}

// --- spreadsheets (the template's notes, the export's sheet)

/// The sheet of an export of slots.
pub const EXPORT_SHEET_NAME: &str = "슬롯 목록";
/// The sheet of the bulk registration template.
pub const TEMPLATE_SHEET_NAME: &str = "슬롯 등록";
/// A header note's requirement line.
pub fn column_requirement(required: bool) -> &'static str {
    if required {
        "필수 입력"
    } else {
        "선택 입력"
    }
}
/// The font of a header note: Excel's default (Tahoma) has no Hangul glyphs.
pub const NOTE_FONT: &str = "맑은 고딕";
pub const KEYWORDS_PURPOSE: &str = "순위를 추적할 검색 키워드";
pub const LANDING_URL_PURPOSE: &str = "광고할 상품의 페이지 주소";
pub const MID_PURPOSE: &str = "상점 ID(MID)";
pub const KEYWORDS_HINT: &str = "쉼표로 구분해 최대 10개, 첫 번째가 순위 추적 키워드";
pub fn landing_url_hint(host: &str, example: &str) -> String {
    format!("{host} 상품 페이지 주소를 그대로 붙여 넣으세요.\n예: {example}")
}
pub fn options_hint(options: &[String]) -> String {
    format!("목록에서 선택: {}", options.join(", "))
}
pub const NUMBER_HINT: &str = "숫자만 입력";
pub const EMAIL_HINT: &str = "예: ads@example.com";
pub const URL_HINT: &str = "https://로 시작하는 주소";
pub const DATE_HINT: &str = "날짜 형식: 2025-03-01";
pub const BOOLEAN_HINT: &str = "true 또는 false";
/// A dropdown's refusal of a value not in its list.
pub const DROPDOWN_ERROR_TITLE: &str = "입력할 수 없는 값";
pub const DROPDOWN_ERROR: &str = "목록에 있는 값 중에서 선택해 주세요.";
/// The template's two example rows, by column: keywords, a text and a long text.
pub const KEYWORDS_EXAMPLES: [&str; 2] = [
    "무선 청소기, 가성비 무선 청소기, 원룸 청소기",
    "캠핑 의자, 경량 캠핑 의자",
];
pub const TEXT_EXAMPLES: [&str; 2] = ["봄 시즌 프로모션", "상시 노출"];
pub const TEXTAREA_EXAMPLES: [&str; 2] = [
    "첫 주는 오전 시간대 위주로 노출합니다.",
    "재고가 떨어지면 바로 종료합니다.",
];
/// The first developer's name unless `FIRST_DEV_NAME` says otherwise.
pub const FIRST_DEVELOPER_NAME: &str = "개발자";
/// A header cell left empty, named by its column letters ("C열(머리글 없음)").
pub fn unnamed_column(letters: &str) -> String {
    format!("{letters}열(머리글 없음)")
}
/// A number of days as a choice ("7일").
pub fn days(n: i32) -> String {
    format!("{n}일")
}
/// A bulk edit's refusal of one slot, named by its number.
pub fn slot_refusal(slot_number: i64, refusal: &str) -> String {
    format!("슬롯 #{slot_number}: {refusal}")
}

// --- the effect report (`market::report`: its PDF and workbook)

/// The report's title, and its file names (without the extension).
pub const REPORT_TITLE: &str = "광고 효과 보고서";
pub const REPORT_FILE: &str = "효과보고서";
/// The line under the title: whose report, over which days.
pub fn report_subtitle(advertiser: &str, start: &str, end: &str) -> String {
    format!("{advertiser} 님 · {start} ~ {end}")
}
/// When it was made.
pub fn report_made_on(day: &str) -> String {
    format!("작성일 {day}")
}
/// Page `n` of `of`.
pub fn report_page(n: usize, of: usize) -> String {
    format!("{n} / {of}")
}
/// The totals' labels: slots, days run, average improvement.
pub const REPORT_TOTAL_SLOTS: &str = "슬롯";
pub const REPORT_TOTAL_DAYS: &str = "운영 일수";
pub const REPORT_TOTAL_IMPROVEMENT: &str = "평균 순위 변화";
/// A count of slots, of days, and places gained (signed; a fall reads as a fall).
pub fn report_slots(n: usize) -> String {
    format!("{n}개")
}
pub fn report_days(n: u32) -> String {
    format!("{n}일")
}
pub fn report_places(change: f64) -> String {
    let places = change.abs();
    let places = if places.fract() == 0.0 {
        format!("{places:.0}")
    } else {
        format!("{places:.1}")
    };
    if change < 0.0 {
        format!("{places}위 하락")
    } else {
        format!("{places}위 상승")
    }
}
/// The average change as one phrase that says its own direction ("평균 2위 상승", "평균 1.5위
/// 하락"), under a label that names no direction, so label and value never disagree.
pub fn report_average_change(change: f64) -> String {
    if change == 0.0 {
        REPORT_NO_CHANGE.to_owned()
    } else {
        format!("평균 {}", report_places(change))
    }
}
pub const REPORT_NO_CHANGE: &str = "변동 없음";
/// A rank as the report shows it (0 is "not within 500").
pub fn report_rank(rank: i32) -> String {
    if rank > 0 {
        format!("{rank}위")
    } else {
        RANK_OUT_OF_RANGE.to_owned()
    }
}
/// A figure the period has no measurement for.
pub const REPORT_NONE: &str = "-";
/// A period in which none of the advertiser's slots ran.
pub const REPORT_EMPTY: &str = "이 기간에 운영된 슬롯이 없습니다.";
/// The PDF table's columns.
pub const REPORT_HEADER: [&str; 7] = [
    "키워드 · 상품",
    "기간",
    "시작 순위",
    "최근 순위",
    "최고 순위",
    "TOP10 일수",
    "순위 추이",
];
/// The workbook's columns.
pub const REPORT_SHEET_HEADER: [&str; 11] = [
    "슬롯 번호",
    "키워드",
    "상품",
    "시작일",
    "종료일",
    "시작 순위",
    "최근 순위",
    "최고 순위",
    "TOP10 일수",
    "측정 일수",
    "순위 변동",
];
/// The workbook's totals row label.
pub const REPORT_SHEET_TOTAL: &str = "합계";
/// What the chart column says about the scale: rank 1 at the top.
pub const REPORT_CHART_NOTE: &str = "순위 추이: 위로 갈수록 상위, 빈 곳은 500위 밖";

/// The marketplaces by the names their sellers use (issue 39).
pub const MARKETPLACE_COUPANG: &str = "쿠팡";
pub const MARKETPLACE_NAVER: &str = "네이버 쇼핑";

#[cfg(test)]
mod tests {
    use super::{REPORT_TOTAL_IMPROVEMENT, crawl_failure, report_average_change};

    #[test]
    fn the_report_s_average_change_is_one_phrase_that_agrees_with_itself() {
        assert_eq!(
            REPORT_TOTAL_IMPROVEMENT, "평균 순위 변화",
            "the label names no direction"
        );
        assert_eq!(report_average_change(2.0), "평균 2위 상승");
        assert_eq!(report_average_change(-1.5), "평균 1.5위 하락");
        assert_eq!(report_average_change(0.0), "변동 없음");
    }

    #[test]
    fn crawl_failures_read_as_korean() {
        assert_eq!(
            crawl_failure("status 503"),
            "마켓이 오류 응답을 보냈습니다. (HTTP 503)"
        );
        assert_eq!(
            crawl_failure("blocked: access denied"),
            "마켓이 접근을 차단했습니다. 잠시 후 다시 시도합니다."
        );
        assert_eq!(
            crawl_failure("short page: 12 products"),
            "검색 결과 페이지가 잘려서 왔습니다. (상품 12개)"
        );
        assert_eq!(
            crawl_failure("fetch: timed out"),
            "마켓 응답 시간이 초과되었습니다."
        );
        assert_eq!(
            crawl_failure("fetch: connection failed: refused"),
            "마켓에 연결하지 못했습니다."
        );
        assert_eq!(
            crawl_failure("fetch: today's request budget is spent"),
            "오늘의 요청 한도를 모두 사용했습니다. 내일 다시 수집합니다."
        );
        assert_eq!(
            crawl_failure("incomplete"),
            "순위 수집 중 오류가 발생했습니다."
        );
    }
}
