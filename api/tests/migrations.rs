//! What a migration does to the rows it finds: a database at the schema before it, rows written
//! the way the product wrote them then, the migration applied, and the rows read back the way the
//! product reads them now.

use common::{
    batches::{BatchKind, BatchStatus},
    db,
};
use testkit::TestDb;

/// The batch engine's migration (`20261129000100_batch_engine.sql`).
const BATCH_ENGINE: i64 = 20261129000100;

/// Keyword and landing URL enabled by default (`20261130000100_default_fields_enabled.sql`).
const DEFAULT_FIELDS_ENABLED: i64 = 20261130000100;

/// The enabled field keys, in display order.
async fn enabled_fields(db: &TestDb) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT field_key FROM field_configs WHERE is_enabled ORDER BY display_order, id",
    )
    .fetch_all(&db.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_fresh_install_enables_keyword_and_landing_url_and_a_chosen_configuration_stays() {
    let fresh = TestDb::before_migration(DEFAULT_FIELDS_ENABLED).await;
    assert!(
        enabled_fields(&fresh).await.is_empty(),
        "spec §3's defaults: all off"
    );
    fresh.migrate().await;
    assert_eq!(enabled_fields(&fresh).await, ["keywords", "landingUrl"]);

    let chosen = TestDb::before_migration(DEFAULT_FIELDS_ENABLED).await;
    sqlx::raw_sql("UPDATE field_configs SET is_enabled = TRUE WHERE field_key = 'mid'")
        .execute(&chosen.pool)
        .await
        .unwrap();
    chosen.migrate().await;
    assert_eq!(enabled_fields(&chosen).await, ["mid"]);
}

#[tokio::test]
async fn the_batch_engine_takes_over_every_batch_and_send_with_its_items_and_pending_jobs() {
    let db = TestDb::before_migration(BATCH_ENGINE).await;
    // Runtime SQL: these tables are gone from the schema the checked queries are checked against.
    sqlx::raw_sql(
        "INSERT INTO users (id, email, password_hash, full_name, role)
             VALUES (100, 'adv', 'x', '광고주', 'user'), (101, 'op', 'x', '운영자', 'operator');
         INSERT INTO slot_allocations (id, user_id, operator_id, slot_count, start_date, end_date, reason)
             VALUES (7, 100, 101, 1, '2026-11-01', '2026-11-30', '테스트');
         INSERT INTO registration_batches (id, user_id, marketplace_domain, status, total, succeeded)
             VALUES (3, 100, 'coupang.com', 'running', 2, 1);
         INSERT INTO registration_batch_rows (batch_id, row_number, fields, outcome)
             VALUES (3, 1, '{\"keywords\": \"마우스\"}', 'registered'), (3, 2, '{\"keywords\": \"키보드\"}', 'pending');
         INSERT INTO extension_batches (id, allocation_id, extension_days, requested_by, status, total, extended, failed)
             VALUES (3, 7, 10, 101, 'done', 0, 0, 0);
         INSERT INTO notification_sends (id, sender_id, sender, type, title, message, priority, auto_close, duration,
                                         audience, status, recipient_count)
             VALUES (5, 101, 'operator', 'info', '보낸 공지', '내용', 'normal', true, 5000, 'all', 'sent', 1),
                    (9, 101, 'operator', 'info', '보내는 중', '내용', 'normal', true, 5000, 'all', 'sending', 0);
         INSERT INTO apalis.jobs (job, id, job_type, status, attempts, max_attempts, run_at)
             VALUES (convert_to('{\"batchId\":3}', 'UTF8'), 'pending-registration', 'slot_registration', 'Pending',
                     0, 5, now());",
    )
    .execute(&db.pool)
    .await
    .expect("rows as the product wrote them before the engine");

    db.migrate().await;

    let mut conn = db.pool.acquire().await.unwrap();
    // Sends keep their ids, which notifications and the history name.
    let sent = db::batches::find(&mut conn, 5, BatchKind::Notification)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (sent.status, sent.total, sent.succeeded),
        (BatchStatus::Done, Some(1), 1)
    );
    let sending = db::batches::find(&mut conn, 9, BatchKind::Notification)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (sending.status, sending.total),
        (BatchStatus::Queued, None),
        "an unfinished send lists its recipients again when its job runs"
    );
    assert_eq!(
        db::notification_sends::find(&mut conn, 5)
            .await
            .unwrap()
            .map(|s| s.title),
        Some("보낸 공지".to_owned())
    );
    // The registration batch has a new id, its pending job points at it, and its rows are items.
    let job: String = sqlx::query_scalar(
        "SELECT convert_from(job, 'UTF8') FROM apalis.jobs WHERE id = 'pending-registration'",
    )
    .fetch_one(&mut *conn)
    .await
    .unwrap();
    let batch_id = serde_json::from_str::<serde_json::Value>(&job).unwrap()["batchId"]
        .as_i64()
        .unwrap();
    let batch = db::batches::find(&mut conn, batch_id, BatchKind::Registration)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (
            batch.status,
            batch.total,
            batch.succeeded,
            batch.requested_by
        ),
        (BatchStatus::Running, Some(2), 1, 100)
    );
    assert_eq!(batch.params["marketplaceDomain"], "coupang.com");
    let pending = db::batch_items::pending(&mut conn, batch_id, 10)
        .await
        .unwrap();
    assert_eq!(pending.len(), 1);
    assert_eq!(pending[0].item, 2);
    assert_eq!(
        pending[0].input.as_ref().unwrap()["fields"]["keywords"],
        "키보드"
    );
    // The extension batch keeps its issue and days.
    let extensions: Vec<serde_json::Value> =
        sqlx::query_scalar("SELECT params FROM batches WHERE kind = 'extension'")
            .fetch_all(&mut *conn)
            .await
            .unwrap();
    assert_eq!(
        extensions,
        [serde_json::json!({ "allocationId": 7, "extensionDays": 10 })]
    );
    // New batches are numbered after every migrated one.
    let next: i64 = sqlx::query_scalar("SELECT nextval('batches_id_seq')")
        .fetch_one(&mut *conn)
        .await
        .unwrap();
    assert!(next > batch_id.max(9), "{next}");
}
