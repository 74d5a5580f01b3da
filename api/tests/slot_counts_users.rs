//! The admin dashboard's member figures come from the two rows the `users` triggers keep
//! (migration 20261128000301), not a count of every account; they stay exactly what counting
//! every live account gives through sign-ups, deactivation, deletion and rolled-back changes.

use crate::support;

use serde_json::{Value, json};
use support::TestApp;

/// Live accounts by activity, counted from the accounts themselves.
async fn counted(app: &TestApp) -> Value {
    let (total, active): (i64, i64) = sqlx::query_as(
        "SELECT count(*), count(*) FILTER (WHERE is_active) FROM users WHERE deleted_at IS NULL",
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    json!({ "total": total, "active": active, "inactive": total - active })
}

async fn sql(app: &TestApp, statement: &'static str, id: i64) {
    sqlx::query(statement)
        .bind(id)
        .execute(&app.db.pool)
        .await
        .unwrap();
}

#[tokio::test]
async fn member_counts_kept_by_triggers_match_counting_every_account() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;
    let members = || async { dev.get("/api/admin/dashboard").await.data()["members"].clone() };
    let a = app.new_user("adv1").await;
    let b = app.new_user("adv2").await;
    let c = app.new_operator("op1").await;
    let made = members().await;

    assert_eq!(
        dev.update_user(a, json!({ "isActive": false }))
            .await
            .status(),
        200
    );
    let deactivated = members().await;
    assert_eq!(dev.delete_user(b).await.status(), 200);
    assert_eq!(dev.delete_user(a).await.status(), 200);
    let deleted = members().await;
    // Changes no endpoint makes, as a repair by hand would: back from deleted, a hard delete, a
    // sign-in (which touches the row but neither counted column), a bulk insert, and a
    // rolled-back insert.
    sql(
        &app,
        "UPDATE users SET deleted_at = NULL, is_active = TRUE WHERE id = $1",
        b,
    )
    .await;
    sql(&app, "UPDATE users SET is_active = FALSE WHERE id = $1", c).await;
    sql(
        &app,
        "UPDATE users SET last_login_at = now() WHERE id = $1",
        c,
    )
    .await;
    let (loaded,): (i64,) = sqlx::query_as(
        "INSERT INTO users (email, password_hash, full_name, is_active)
         VALUES ('loaded', 'x', '적재', TRUE), ('loaded2', 'x', '적재', FALSE) RETURNING id",
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap();
    sql(&app, "DELETE FROM users WHERE id = $1", loaded).await;
    let mut tx = app.db.pool.begin().await.unwrap();
    sqlx::query("INSERT INTO users (email, password_hash, full_name) VALUES ('gone', 'x', '없음')")
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.rollback().await.unwrap();
    let by_hand = members().await;

    assert_eq!(made, json!({ "total": 4, "active": 4, "inactive": 0 }));
    assert_eq!(
        deactivated,
        json!({ "total": 4, "active": 3, "inactive": 1 })
    );
    assert_eq!(deleted, json!({ "total": 2, "active": 2, "inactive": 0 }));
    assert_eq!(by_hand, counted(&app).await);
    assert_eq!(by_hand, json!({ "total": 4, "active": 2, "inactive": 2 }));
}
