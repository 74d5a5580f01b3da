//! Notifications (spec part 2 §7 Notifications): the caller's own list, unread count, read,
//! dismiss and delete (every role; each reaches only the caller's rows); operators' sends (a job,
//! answered at once) and their history; the advertiser's rank-alert settings.

use common::notifications::{
    inbox,
    inbox::InboxQuery,
    rank_alerts::{self, RankAlertSettings},
    sends::{self, HistoryQuery, SendRequest, TestRequest},
};

use crate::{
    extract::{Call, CallOn, CallWith, PageParams, PagedQuery},
    reply::{ApiResult, accepted, created, ok},
    views::notifications::{
        NotificationCountView, NotificationListView, NotificationView, SendHistoryView, SendView,
    },
};

router! {
    list_notifications, unread_notification_count, read_notification, dismiss_notification,
    delete_notification, read_all, mark_all_read, delete_read, send_notification,
    send_test_notification, send_history, send_progress, rank_alert_settings,
    set_rank_alert_settings,
}

/// 200 with how many notifications the call counted, or changed.
fn counted(count: i64) -> ApiResult<NotificationCountView> {
    ok(NotificationCountView { count })
}

/// The caller's notifications, newest first (20 a page by default), with the unread count.
#[utoipa::path(get, path = "/api/notifications", tag = "notifications", security(("bearer" = [])),
    params(PageParams, InboxQuery),
    responses((status = 200, body = NotificationListView), (status = 400), (status = 401), (status = 403)))]
async fn list_notifications(
    Call(app, actor): Call,
    PagedQuery(page, query): PagedQuery<InboxQuery>,
) -> ApiResult<NotificationListView> {
    ok(inbox::list(&app.db, &actor, &query, &page).await?.into())
}

/// The caller's unread notifications.
#[utoipa::path(get, path = "/api/notifications/unread-count", tag = "notifications", security(("bearer" = [])),
    responses((status = 200, body = NotificationCountView), (status = 401)))]
async fn unread_notification_count(Call(app, actor): Call) -> ApiResult<NotificationCountView> {
    counted(inbox::unread_count(&app.db, &actor).await?)
}

/// Marks one of the caller's notifications read (and so dismissed).
#[utoipa::path(put, path = "/api/notifications/{id}/read", tag = "notifications", security(("bearer" = [])),
    responses((status = 200, body = NotificationView), (status = 401), (status = 404)))]
async fn read_notification(CallOn(app, actor, id): CallOn<i64>) -> ApiResult<NotificationView> {
    ok(inbox::read(&app.db, &actor, id).await?)
}

/// Hides one of the caller's notifications from toasts; it stays in the list, unread.
#[utoipa::path(put, path = "/api/notifications/{id}/dismiss", tag = "notifications", security(("bearer" = [])),
    responses((status = 200, body = NotificationView), (status = 401), (status = 404)))]
async fn dismiss_notification(CallOn(app, actor, id): CallOn<i64>) -> ApiResult<NotificationView> {
    ok(inbox::dismiss(&app.db, &actor, id).await?)
}

/// Deletes one of the caller's notifications.
#[utoipa::path(delete, path = "/api/notifications/{id}", tag = "notifications", security(("bearer" = [])),
    responses((status = 200, body = NotificationCountView), (status = 401), (status = 404)))]
async fn delete_notification(
    CallOn(app, actor, id): CallOn<i64>,
) -> ApiResult<NotificationCountView> {
    inbox::delete(&app.db, &actor, id).await?;
    counted(1)
}

/// Marks every unread notification of the caller read; answers how many changed.
#[utoipa::path(put, path = "/api/notifications/read-all", tag = "notifications", security(("bearer" = [])),
    responses((status = 200, body = NotificationCountView), (status = 401)))]
async fn read_all(Call(app, actor): Call) -> ApiResult<NotificationCountView> {
    counted(inbox::read_all(&app.db, &actor).await? as i64)
}

/// The same as `read-all` (the spec's other spelling).
#[utoipa::path(put, path = "/api/notifications/mark-all-read", tag = "notifications", security(("bearer" = [])),
    responses((status = 200, body = NotificationCountView), (status = 401)))]
async fn mark_all_read(call: Call) -> ApiResult<NotificationCountView> {
    read_all(call).await
}

/// Deletes every read notification of the caller; answers how many.
#[utoipa::path(delete, path = "/api/notifications/delete-read", tag = "notifications", security(("bearer" = [])),
    responses((status = 200, body = NotificationCountView), (status = 401)))]
async fn delete_read(Call(app, actor): Call) -> ApiResult<NotificationCountView> {
    counted(inbox::delete_read(&app.db, &actor).await? as i64)
}

/// Sends a notification to one advertiser, a list (up to 100) or all advertisers (staff; refused
/// while notificationEnabled is off). Answers 202 with the send at once; a worker writes the
/// recipients' rows and the browsers hear them.
#[utoipa::path(post, path = "/api/notifications/send", tag = "notifications", security(("bearer" = [])),
    request_body = SendRequest,
    responses((status = 202, body = SendView), (status = 400), (status = 401), (status = 403)))]
async fn send_notification(
    CallWith(app, actor, body): CallWith<SendRequest>,
) -> ApiResult<SendView> {
    accepted(sends::send(&app.db, &actor, &body).await?.into())
}

/// Writes a test notification to the calling developer and pushes it to their browsers (the
/// notification test page; developers only).
#[utoipa::path(post, path = "/api/notifications/test", tag = "notifications", security(("bearer" = [])),
    request_body = TestRequest,
    responses((status = 201, body = NotificationView), (status = 400), (status = 401), (status = 403)))]
async fn send_test_notification(
    CallWith(app, actor, body): CallWith<TestRequest>,
) -> ApiResult<NotificationView> {
    let id = sends::test_to_self(&app.db, &actor, &body).await?;
    created(inbox::read_one(&app.db, &actor, id).await?)
}

/// Sends, newest first (100 a page by default), each with its read state (staff).
#[utoipa::path(get, path = "/api/notifications/sends", tag = "notifications", security(("bearer" = [])),
    params(PageParams, HistoryQuery),
    responses((status = 200, body = SendHistoryView), (status = 400), (status = 401), (status = 403)))]
async fn send_history(
    Call(app, actor): Call,
    PagedQuery(page, query): PagedQuery<HistoryQuery>,
) -> ApiResult<SendHistoryView> {
    let (rows, pagination) = sends::history(&app.db, &actor, &query, &page).await?;
    ok(SendHistoryView {
        sends: rows.into_iter().map(Into::into).collect(),
        pagination,
    })
}

/// One send with its progress (staff).
#[utoipa::path(get, path = "/api/notifications/sends/{id}", tag = "notifications", security(("bearer" = [])),
    responses((status = 200, body = SendView), (status = 401), (status = 403), (status = 404)))]
async fn send_progress(CallOn(app, actor, id): CallOn<i64>) -> ApiResult<SendView> {
    ok(sends::find(&app.db, &actor, id).await?.into())
}

/// The caller's rank-movement alert settings (advertisers).
#[utoipa::path(get, path = "/api/notifications/rank-alerts", tag = "notifications", security(("bearer" = [])),
    responses((status = 200, body = RankAlertSettings), (status = 401), (status = 403)))]
async fn rank_alert_settings(Call(app, actor): Call) -> ApiResult<RankAlertSettings> {
    ok(rank_alerts::settings(&app.db, &actor).await?)
}

/// Turns the caller's rank-movement alerts on or off and sets the places that make a move
/// (advertisers; audited).
#[utoipa::path(put, path = "/api/notifications/rank-alerts", tag = "notifications", security(("bearer" = [])),
    request_body = RankAlertSettings,
    responses((status = 200, body = RankAlertSettings), (status = 400), (status = 401), (status = 403)))]
async fn set_rank_alert_settings(
    CallWith(app, actor, body): CallWith<RankAlertSettings>,
) -> ApiResult<RankAlertSettings> {
    ok(rank_alerts::set_settings(&app.db, &actor, &body).await?)
}
