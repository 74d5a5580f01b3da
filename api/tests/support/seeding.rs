//! What tests set up through the developer or straight in the database: settings, issued and empty
//! slots, ranks, notifications, sends, batches, and the ledger read back.

use common::{
    actor::Role,
    batches::BatchKind,
    db::{
        self, allocations::NewAllocation, notification_sends::NewSend,
        notifications::NewNotification,
    },
    notifications::{Audience, NotificationKind, Priority, Sender},
    time::today_kst,
};
use serde_json::{Value, json};

use super::*;

impl TestApp {
    // --- done as the developer

    /// Changes a setting as a developer does, through `PUT /api/settings`.
    pub async fn set_setting(&self, key: &str, value: Value) {
        let answer = self
            .developer()
            .await
            .put("/api/settings", json!({ "key": key, "value": value }))
            .await;
        assert_eq!(answer.status(), 200, "set {key}: {answer:?}");
    }

    /// Issues `count` empty slots to `user_id` from today for `days` days as the developer
    /// (pre-allocation mode must be on); returns the issue's id.
    pub async fn issue(&self, user_id: i64, count: i64, days: i64) -> i64 {
        let today = today_kst();
        let end = today + chrono::Duration::days(days - 1);
        let answer = self
            .developer()
            .await
            .allocate(
                user_id,
                json!({ "slotCount": count, "startDate": today, "endDate": end, "amount": 100000 }),
            )
            .await;
        assert_eq!(answer.status(), 201, "{answer:?}");
        answer.data()["allocation"]["id"].as_i64().unwrap()
    }

    /// The ids of an issue's slots (issued ones and extensions) by slot number.
    pub async fn issued_slots(&self, allocation: i64) -> Vec<i64> {
        let answer = self
            .developer()
            .await
            .get(&format!("/api/slots/by-allocation/{allocation}?limit=1000"))
            .await;
        assert_eq!(answer.status(), 200, "{answer:?}");
        answer.numbers("items", "id")
    }

    // --- the database, directly

    async fn conn(&self) -> sqlx::pool::PoolConnection<sqlx::Postgres> {
        self.db.pool.acquire().await.unwrap()
    }

    /// The audit events about a user, newest first.
    pub async fn audit_events(&self, user_id: i64) -> Vec<String> {
        db::audit_log::list_for_user(&mut *self.conn().await, user_id, 100)
            .await
            .unwrap()
            .into_iter()
            .map(|(event, _, _)| event)
            .collect()
    }

    /// Panics unless `event` is among the audit events about `user_id`.
    pub async fn assert_audited(&self, user_id: i64, event: &str) {
        let events = self.audit_events(user_id).await;
        assert!(events.iter().any(|e| e == event), "{event} in {events:?}");
    }

    /// An empty slot issued to `user_id` outside any issue record, its period starting
    /// `start_offset_days` from today (KST) and lasting `days` days.
    pub async fn insert_empty_slot(&self, user_id: i64, start_offset_days: i64, days: i64) -> i64 {
        sqlx::query_scalar!(
            "INSERT INTO slots (user_id, slot_number, status, start_date, end_date)
             VALUES ($1, (SELECT COALESCE(max(slot_number), 0) + 1 FROM slots WHERE user_id = $1), 'empty',
                     (now() AT TIME ZONE 'Asia/Seoul')::date + $2::int,
                     (now() AT TIME ZONE 'Asia/Seoul')::date + $2::int + $3::int - 1)
             RETURNING id",
            user_id,
            start_offset_days as i32,
            days as i32,
        )
        .fetch_one(&self.db.pool)
        .await
        .unwrap()
    }

    /// Moves a slot's work period (to test dates without waiting for them).
    pub async fn set_period(&self, slot: i64, start_offset_days: i64, end_offset_days: i64) {
        let today = today_kst();
        db::slots::set_period(
            &mut *self.conn().await,
            slot,
            Some(today + chrono::Duration::days(start_offset_days)),
            Some(today + chrono::Duration::days(end_offset_days)),
        )
        .await
        .unwrap();
    }

    /// Records `rank` for a slot today as a crawl does: the day's history row and the slot's rank.
    pub async fn give_rank(&self, slot: i64, rank: i32) {
        self.record_rank(slot, 0, rank).await;
        db::slots::set_rank(&mut *self.conn().await, slot, rank, None, None, None)
            .await
            .unwrap();
    }

    /// Writes a slot's rank history row for the day `offset_days` from today (KST) as a crawl
    /// does (its previous-day rank taken from the row before); the slot itself is left as it is.
    pub async fn record_rank(&self, slot: i64, offset_days: i64, rank: i32) {
        let day = today_kst() + chrono::Duration::days(offset_days);
        db::rank_history::upsert_day(&mut *self.conn().await, slot, day, rank)
            .await
            .unwrap();
    }

    /// An issue record of one slot for `user_id` written directly, with no slots (for tables that
    /// run in normal mode, where the api refuses to issue).
    pub async fn insert_allocation(&self, user_id: i64) -> i64 {
        let today = today_kst();
        db::allocations::insert(
            &mut *self.conn().await,
            &NewAllocation {
                user_id,
                operator_id: user_id,
                slot_count: 1,
                start_date: today,
                end_date: today,
                work_count: 0,
                amount: 0,
                description: None,
                is_test: false,
                reason: "선슬롯 발행",
                memo: None,
            },
        )
        .await
        .unwrap()
    }

    /// A system notification to `user_id`, written directly.
    pub async fn insert_notification(&self, user_id: i64, title: &str) -> i64 {
        db::notifications::insert(
            &mut *self.conn().await,
            &NewNotification {
                user_id,
                kind: NotificationKind::Info,
                title,
                message: "테스트 알림",
                priority: Priority::Normal,
                sender: Sender::System,
                sender_id: None,
                auto_close: true,
                duration: 5000,
                metadata: json!({}),
                actions: json!([]),
                dedupe_key: None,
            },
        )
        .await
        .unwrap()
        .expect("no dedupe key, so always written")
    }

    /// A send by developer `sender_id` to everyone, written directly (no job: nobody runs it).
    pub async fn insert_send(&self, sender_id: i64) -> i64 {
        let mut conn = self.conn().await;
        let sender = testkit::actor(sender_id, Role::Developer);
        let id = db::batches::insert(
            &mut conn,
            BatchKind::Notification,
            &sender,
            &json!({}),
            None,
        )
        .await
        .unwrap();
        db::notification_sends::insert(
            &mut conn,
            id,
            &NewSend {
                sender_id,
                sender: Sender::Developer,
                switched_by: None,
                kind: NotificationKind::Info,
                title: "공지",
                message: "내용",
                priority: Priority::Normal,
                auto_close: true,
                duration: 5000,
                audience: Audience::All,
                recipient_ids: &[],
            },
        )
        .await
        .unwrap();
        id
    }

    /// A bulk extension of a new issue of `user_id` (see [`insert_allocation`](Self::insert_allocation)),
    /// requested by that user; the issue has no slots, so the batch is finished and empty.
    pub async fn insert_extension_batch(&self, user_id: i64) -> i64 {
        let allocation = self.insert_allocation(user_id).await;
        let requester = testkit::actor(user_id, Role::User);
        let mut conn = self.conn().await;
        let params = json!({ "allocationId": allocation, "extensionDays": 10 });
        let id = db::batches::insert(&mut conn, BatchKind::Extension, &requester, &params, None)
            .await
            .unwrap();
        let total = db::batch_items::insert_unextended_slots(&mut conn, id, allocation)
            .await
            .unwrap();
        assert_eq!(total, 0);
        db::batches::finish(&mut conn, id).await.unwrap();
        id
    }

    /// Users whose balance differs from the sum of their ledger, or is negative (must be none):
    /// `(user, balance, ledger sum)`.
    pub async fn ledger_violations(&self) -> Vec<(i64, i64, i64)> {
        sqlx::query!(
            r#"SELECT u.id AS "id!", COALESCE(b.amount, 0) AS "balance!",
                      COALESCE((SELECT sum(amount) FROM cash_ledger l WHERE l.user_id = u.id), 0)::bigint AS "ledger!"
               FROM users u LEFT JOIN cash_balances b ON b.user_id = u.id
               WHERE COALESCE(b.amount, 0) <> COALESCE((SELECT sum(amount) FROM cash_ledger l WHERE l.user_id = u.id), 0)
                  OR COALESCE(b.amount, 0) < 0"#
        )
        .fetch_all(&self.db.pool)
        .await
        .unwrap()
        .into_iter()
        .map(|r| (r.id, r.balance, r.ledger))
        .collect()
    }

    /// Cash ledger rows in the whole database.
    pub async fn ledger_rows(&self) -> i64 {
        sqlx::query_scalar!(r#"SELECT count(*) AS "rows!" FROM cash_ledger"#)
            .fetch_one(&self.db.pool)
            .await
            .unwrap()
    }
}
