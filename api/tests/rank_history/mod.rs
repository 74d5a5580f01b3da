//! `GET /slots/{id}/rank-history`: a slot's days in order within a range, for its owner and staff;
//! and the market around it (`GET /slots/{id}/market`, `…/market/keyword`), read from stored
//! snapshots and checked against figures worked out by hand.

mod market_view;
#[path = "../reports/job.rs"]
mod report_job;
use crate::support;

use common::AppError;
use serde_json::json;
use support::{PASSWORD, TestApp, says};

/// Two advertisers (the cash system off): the owner of the slots to come, and a stranger to them.
async fn owner_and_stranger(app: &TestApp) -> (support::Client<'_>, support::Client<'_>) {
    app.set_setting("useCashSystem", json!(false)).await;
    app.new_user("owner1").await;
    app.new_user("other1").await;
    (
        app.sign_in("owner1", PASSWORD).await,
        app.sign_in("other1", PASSWORD).await,
    )
}

#[tokio::test]
async fn the_history_lists_the_days_of_the_range_oldest_first() {
    let app = TestApp::spawn().await;
    let (owner, other) = owner_and_stranger(&app).await;
    let slot = owner.new_active_slot("무선 마우스").await;
    // Oldest first, so each day's previous-day rank is the row before it (none for 40 and 2 days ago).
    for (days_ago, rank) in [(40, 50), (2, 30), (1, 25), (0, 0)] {
        app.record_rank(slot, -days_ago, rank).await;
    }
    let today = common::time::today_kst();

    let default = owner.get(&format!("/api/slots/{slot}/rank-history")).await;
    let narrow = owner
        .get(&format!(
            "/api/slots/{slot}/rank-history?startDate={}&endDate={}",
            today.pred_opt().unwrap(),
            today
        ))
        .await;
    let backwards = owner
        .get(&format!(
            "/api/slots/{slot}/rank-history?startDate={today}&endDate=2020-01-01"
        ))
        .await;
    let stranger = other.get(&format!("/api/slots/{slot}/rank-history")).await;
    // Years past the calendar's ends (counting the default 29 days back from the first panicked,
    // PostgreSQL has no year 5000 BC): the range's refusal, for the history and the keyword view.
    for absurd in [
        "rank-history?endDate=-262143-01-01",
        "rank-history?endDate=%2B262142-12-31",
        "rank-history?startDate=-5000-01-01&endDate=-5000-01-02",
        "rank-history?endDate=0001-01-01",
        "market/keyword?endDate=-262143-01-01",
        "market/keyword?startDate=-5000-01-01&endDate=-5000-01-02",
    ] {
        let refused = owner.get(&format!("/api/slots/{slot}/{absurd}")).await;
        assert_eq!(
            refused.refusal(),
            (400, says(AppError::RankRangeInvalid { max: 366 })),
            "{absurd}"
        );
    }

    let ranks: Vec<i64> = default.numbers("items", "rank");
    assert_eq!(
        ranks,
        [30, 25, 0],
        "the last 30 days, oldest first; the 40-day-old row is outside"
    );
    assert_eq!(
        default.data()["dateRange"]["endDate"],
        json!(today.to_string())
    );
    assert_eq!(default.data()["items"][1]["prevRank"], 30);
    assert_eq!(narrow.data()["items"].as_array().unwrap().len(), 2);
    assert_eq!(
        backwards.refusal(),
        (400, says(AppError::RankRangeInvalid { max: 366 }))
    );
    assert_eq!(stranger.status(), 404);

    // A slot with no day yet answers an empty history; one that does not exist, "not found".
    let fresh = owner.new_active_slot("새 키보드").await;
    let empty = owner.get(&format!("/api/slots/{fresh}/rank-history")).await;
    assert_eq!(
        (empty.status(), empty.data()["items"].clone()),
        (200, json!([]))
    );
    let missing = owner.get("/api/slots/987654321/rank-history").await;
    assert_eq!(missing.status(), 404);
}

/// Two slots that ran in the ten days ending today, one that ended before them and one never
/// approved; the figures below are worked out by hand from the rows written.
#[tokio::test]
async fn the_effect_report_figures_match_a_hand_computed_case() {
    use chrono::Duration;
    use common::{actor::Role, market::report};

    let app = TestApp::spawn().await;
    app.set_setting("useCashSystem", json!(false)).await;
    let owner_id = app.new_user("reporter1").await;
    let owner = app.sign_in("reporter1", PASSWORD).await;
    let a = owner.new_active_slot("무선 마우스").await;
    let b = owner.new_active_slot("게이밍 키보드").await;
    let gone = owner.new_active_slot("지난 슬롯").await;
    let pending = owner.new_slot("대기 슬롯").await;
    app.set_period(a, -20, 10).await;
    app.set_period(b, -4, -2).await;
    app.set_period(gone, -30, -15).await;
    app.set_period(pending, -5, 5).await;
    // a: day -12 is before the report; within it 50, 30, (not within 500), 8, 12, 9.
    for (day, rank) in [
        (-12, 5),
        (-9, 50),
        (-8, 30),
        (-7, 0),
        (-6, 8),
        (-5, 12),
        (0, 9),
    ] {
        app.record_rank(a, day, rank).await;
    }
    // b: day -1 is after its end.
    for (day, rank) in [(-4, 100), (-3, 120), (-2, 0), (-1, 3)] {
        app.record_rank(b, day, rank).await;
    }
    app.record_rank(gone, -20, 1).await;
    app.record_rank(pending, -1, 1).await;
    let today = common::time::today_kst();
    let start = today - Duration::days(9);

    let got = report::build(
        &app.db.pool,
        &testkit::actor(owner_id, Role::User),
        None,
        Some(start),
        Some(today),
    )
    .await
    .unwrap();

    let figures: Vec<_> = got
        .slots
        .iter()
        .map(|s| {
            let e = &s.effect;
            (
                s.keyword.as_str(),
                (e.first_rank, e.last_rank, e.best_rank),
                (e.days_measured, e.days_in_top_10, e.change),
                (s.days_run, s.ranks.len()),
            )
        })
        .collect();
    assert_eq!(
        figures,
        [
            (
                "무선 마우스",
                (Some(50), Some(9), Some(8)),
                (6, 2, Some(41)),
                (10, 6)
            ),
            (
                "게이밍 키보드",
                (Some(100), Some(0), Some(100)),
                (3, 0, None),
                (3, 3)
            ),
        ]
    );
    assert_eq!(
        (
            got.totals.slots,
            got.totals.days_run,
            got.totals.average_improvement
        ),
        (2, 13, Some(41.0))
    );
    assert_eq!((got.start, got.end), (start, today));
}

#[tokio::test]
async fn the_effect_report_downloads_for_its_advertiser_and_staff_only() {
    let app = TestApp::spawn().await;
    app.set_setting("useCashSystem", json!(false)).await;
    let owner_id = app.new_user("reporter2").await;
    app.new_user("stranger2").await;
    let owner = app.sign_in("reporter2", PASSWORD).await;
    let stranger = app.sign_in("stranger2", PASSWORD).await;
    let operator = app.operator("operator2").await;
    let slot = owner.new_active_slot("블루투스 이어폰").await;
    app.record_rank(slot, 0, 7).await;

    let pdf = owner.get_file("/api/reports/effect").await;
    let sheet = owner.get_file("/api/reports/effect?format=xlsx").await;
    let staff = operator
        .get_file(&format!("/api/reports/effect?userId={owner_id}&format=pdf"))
        .await;
    let empty = operator
        .get_file(&format!(
            "/api/reports/effect?userId={owner_id}&startDate=2020-01-01&endDate=2020-01-31"
        ))
        .await;
    let others = stranger
        .get(&format!("/api/reports/effect?userId={owner_id}"))
        .await;
    let unnamed = operator.get("/api/reports/effect").await;
    let too_long = owner
        .get("/api/reports/effect?startDate=2025-01-01&endDate=2026-01-02")
        .await;
    let bad_format = owner.get("/api/reports/effect?format=docx").await;

    assert_eq!(
        (pdf.status, pdf.content_type.as_str()),
        (200, "application/pdf")
    );
    assert!(pdf.bytes.starts_with(b"%PDF"));
    assert!(pdf.disposition.contains(".pdf"), "{}", pdf.disposition);
    assert_eq!(sheet.status, 200);
    assert!(sheet.content_type.contains("spreadsheetml"));
    assert_eq!(staff.status, 200);
    assert_eq!(
        empty.status, 200,
        "a period with nothing in it is a report that says so"
    );
    assert!(empty.bytes.starts_with(b"%PDF"));
    assert_eq!(others.refusal(), (403, says(AppError::Forbidden)));
    assert_eq!(
        unnamed.refusal(),
        (400, says(AppError::ReportAdvertiserRequired))
    );
    assert_eq!(
        too_long.refusal(),
        (400, says(AppError::RankRangeInvalid { max: 366 }))
    );
    assert_eq!(
        bad_format.refusal(),
        (400, says(AppError::ReportFormatInvalid))
    );
}
