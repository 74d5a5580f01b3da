//! The ranking page's calls: keywords by best current rank with the week's movement and
//! competition, advertisers by active slots, other advertisers masked for an advertiser.

use crate::support;

use serde_json::json;
use support::{PASSWORD, TestApp};

/// The marketplace's product count for `keyword` as yesterday's crawl read it.
async fn crawled_total(app: &TestApp, keyword: &str, total: i64) {
    sqlx::query!(
        "INSERT INTO crawl_runs (keyword, day, status, total_results)
         VALUES ($1, (now() AT TIME ZONE 'Asia/Seoul')::date - 1, 'done', $2)",
        keyword,
        total
    )
    .execute(&app.db.pool)
    .await
    .unwrap();
}

#[tokio::test]
async fn keywords_rank_by_best_current_rank_with_movement_and_competition() {
    let app = TestApp::spawn().await;
    app.set_setting("useCashSystem", json!(false)).await;
    app.new_user("adv1").await;
    app.new_user("adv2").await;
    let mine = app.sign_in("adv1", PASSWORD).await;
    let theirs = app.sign_in("adv2", PASSWORD).await;
    let shoes = mine.new_active_slot("운동화").await;
    let bag = mine.new_active_slot("가방").await;
    let _unranked = mine.new_active_slot("모자").await;
    let other = theirs.new_active_slot("시계").await;
    app.give_rank(shoes, 12).await;
    app.record_rank(shoes, -7, 20).await;
    app.give_rank(bag, 3).await;
    app.record_rank(bag, -7, 1).await;
    app.give_rank(other, 1).await;
    crawled_total(&app, "운동화", 1_534).await;
    crawled_total(&app, "가방", 80).await;

    let page = mine.get("/api/ranking/keywords").await;

    assert_eq!(page.status(), 200, "{page:?}");
    let rows: Vec<_> = page.data()["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["keyword"].as_str().unwrap(),
                r["bestRank"].as_i64(),
                r["change"].as_i64(),
                r["competition"].as_str(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            ("가방", Some(3), Some(-2), Some("low")),
            ("운동화", Some(12), Some(8), Some("medium")),
            ("모자", None, None, None),
        ],
        "only the advertiser's own keywords, best first"
    );
    assert_eq!(page.data()["pagination"]["total"], 3);

    let dev = app.developer().await;
    let all = dev.get("/api/ranking/keywords?limit=1").await;
    assert_eq!(all.data()["items"][0]["keyword"], "시계");
    assert_eq!(
        all.data()["pagination"]["total"],
        4,
        "staff see every keyword"
    );
}

#[tokio::test]
async fn advertisers_rank_by_active_slots_and_others_are_masked() {
    let app = TestApp::spawn().await;
    app.set_setting("useCashSystem", json!(false)).await;
    for (login, name) in [("adv1", "김철수"), ("adv2", "이영희")] {
        app.register(login, PASSWORD, name).await;
    }
    let first = app.sign_in("adv1", PASSWORD).await;
    let second = app.sign_in("adv2", PASSWORD).await;
    let a = first.new_active_slot("키워드가").await;
    first.new_active_slot("키워드나").await;
    let b = second.new_active_slot("키워드다").await;
    app.give_rank(a, 10).await;
    app.give_rank(b, 4).await;

    let seen_by_second = second.get("/api/ranking/advertisers").await;
    let rows: Vec<_> = seen_by_second.data()["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["position"].as_i64().unwrap(),
                r["name"].as_str().unwrap(),
                r["activeSlots"].as_i64().unwrap(),
                r["averageRank"].as_f64(),
                r["isMe"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            (1, "김**", 2, Some(10.0), false),
            (2, "이영희", 1, Some(4.0), true),
        ]
    );

    let dev = app.developer().await;
    let staff_view = dev.get("/api/ranking/advertisers").await;
    assert_eq!(
        staff_view.data()["items"][0]["name"],
        "김철수",
        "staff see names"
    );
}
