//! `GET /slots/{id}/rank-history`: a slot's days in order within a range, for its owner and staff.

mod support;

use common::AppError;
use serde_json::json;
use support::{PASSWORD, TestApp, says};

#[tokio::test]
async fn the_history_lists_the_days_of_the_range_oldest_first() {
    let app = TestApp::spawn().await;
    app.set_setting("useCashSystem", json!(false)).await;
    app.new_user("owner1").await;
    app.new_user("other1").await;
    let owner = app.sign_in("owner1", PASSWORD).await;
    let other = app.sign_in("other1", PASSWORD).await;
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
}
