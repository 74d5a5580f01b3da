//! `GET /slots/{id}/rank-history`: a slot's days in order within a range, for its owner and staff.

mod support;

use common::AppError;
use serde_json::json;
use support::{PASSWORD, TestApp};

#[tokio::test]
async fn the_history_lists_the_days_of_the_range_oldest_first() {
    let app = TestApp::spawn().await;
    app.set_setting("useCashSystem", json!(false)).await;
    app.new_user("owner1").await;
    app.new_user("other1").await;
    let owner = app.login("owner1", PASSWORD).await.access_token;
    let other = app.login("other1", PASSWORD).await.access_token;
    let slot = app.new_active_slot(&owner, "무선 마우스").await;
    for (days_ago, rank, prev) in [
        (40, 50, None),
        (2, 30, None),
        (1, 25, Some(30)),
        (0, 0, Some(25)),
    ] {
        sqlx::query(
            "INSERT INTO rank_history (slot_id, day, rank, min_rank, max_rank, avg_rank, prev_rank)
             VALUES ($1, (now() AT TIME ZONE 'Asia/Seoul')::date - $2::int, $3, $3, $3, $3, $4)",
        )
        .bind(slot)
        .bind(days_ago)
        .bind(rank)
        .bind(prev)
        .execute(&app.db.pool)
        .await
        .unwrap();
    }
    let today = common::time::today_kst();

    let default = app
        .get(&format!("/api/slots/{slot}/rank-history"), &owner)
        .await;
    let narrow = app
        .get(
            &format!(
                "/api/slots/{slot}/rank-history?startDate={}&endDate={}",
                today.pred_opt().unwrap(),
                today
            ),
            &owner,
        )
        .await;
    let backwards = app
        .get(
            &format!("/api/slots/{slot}/rank-history?startDate={today}&endDate=2020-01-01"),
            &owner,
        )
        .await;
    let stranger = app
        .get(&format!("/api/slots/{slot}/rank-history"), &other)
        .await;

    let ranks: Vec<i64> = default.data()["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["rank"].as_i64().unwrap())
        .collect();
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
        (backwards.status(), backwards.error()),
        (
            400,
            AppError::RankRangeInvalid { max: 366 }.to_string().as_str()
        )
    );
    assert_eq!(stranger.status(), 404);
}
