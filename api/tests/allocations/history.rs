//! The issue history: its filters, sorting and paging.

use crate::support;

use serde_json::json;
use support::TestApp;

use super::{day, stage};

#[tokio::test]
async fn the_history_filters_sorts_and_pages() {
    let app = TestApp::spawn().await;
    let (user, op) = stage(&app).await;
    let other = app.new_user("brand2").await;
    app.developer()
        .await
        .update_user(other, json!({ "fullName": "두번째 광고주" }))
        .await;
    for (target, count) in [(user.id, 3), (other, 1), (user.id, 7)] {
        let answer = op
            .allocate(
                target,
                json!({ "slotCount": count, "startDate": day(0), "endDate": day(6) }),
            )
            .await;
        assert_eq!(answer.status(), 201);
    }
    let dev = app.developer().await;
    app.issue(other, 2, 7).await; // issued by the developer
    // An old issue (40 days ago) falls outside the month.
    sqlx::query!(
        "UPDATE slot_allocations SET created_at = now() - interval '40 days' WHERE slot_count = 2"
    )
    .execute(&app.db.pool)
    .await
    .unwrap();

    let counts =
        |answer: &support::Answer| -> Vec<i64> { answer.numbers("allocations", "slotCount") };
    let history = |q: &str| {
        let path = format!("/api/slots/allocation-history{q}");
        let op = &op;
        async move { op.get(&path).await }
    };

    let all = history("").await;
    assert_eq!(counts(&all), [7, 1, 3, 2], "newest first");
    assert_eq!(all.data()["pagination"]["total"], 4);
    assert_eq!(
        counts(&history(&format!("?dateFrom={}", day(-30))).await),
        [7, 1, 3]
    );
    assert_eq!(counts(&history("?userSearch=두번째").await), [1, 2]);
    assert_eq!(counts(&history("?operatorSearch=op1").await), [7, 1, 3]);
    assert_eq!(
        counts(&history(&format!("?operatorId={}", dev.id)).await),
        [2]
    );
    assert_eq!(
        counts(&history("?sortBy=slot_count&sortOrder=asc").await),
        [1, 2, 3, 7]
    );
    let by_name = history("?sortBy=user_name&sortOrder=asc").await;
    assert_eq!(by_name.data()["allocations"][0]["userName"], "광고주");
    let page2 = history("?page=2&limit=3").await;
    assert_eq!(counts(&page2), [2]);
    assert_eq!(
        page2.data()["pagination"],
        json!({ "page": 2, "limit": 3, "total": 4, "totalPages": 2 })
    );
    assert_eq!(history("?sortBy=price").await.status(), 400);
}
