//! A recipient's own notifications: the list, the unread count, read, dismiss and delete. Every
//! call reaches only the caller's rows (the queries are scoped by the caller's id), and every
//! change is announced so the caller's other tabs refresh their badge. [`for_push`] reads the rows
//! an api process pushes to the recipients connected to it.

use sqlx::{PgConnection, PgPool};

use super::NotificationKind;
use crate::{
    actor::Actor,
    db::{
        self,
        notifications::{InboxFilter, NotificationRow},
    },
    error::AppError,
    events::{self, Event},
    pagination::{PageRequest, Pagination},
    params::{PageParams, blank_as_none, blank_or_choice},
};

/// Rows per page when the caller does not say.
pub const DEFAULT_LIMIT: i64 = 20;

/// `GET /notifications` as asked.
#[derive(Debug, Clone, Default, serde::Deserialize, utoipa::IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct InboxQuery {
    /// Only the caller's own id is allowed (403 otherwise); the list is always the caller's.
    #[serde(deserialize_with = "blank_as_none")]
    pub recipient_id: Option<i64>,
    /// true: read ones, false: unread ones.
    #[serde(deserialize_with = "blank_as_none")]
    pub is_read: Option<bool>,
    #[serde(rename = "type", deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub kind: Option<NotificationKind>,
}

/// A page of the caller's notifications, with their unread count.
pub struct Inbox {
    pub rows: Vec<NotificationRow>,
    pub pagination: Pagination,
    pub unread: i64,
}

pub async fn list(
    db: &PgPool,
    actor: &Actor,
    query: &InboxQuery,
    page: &PageParams,
) -> Result<Inbox, AppError> {
    if query.recipient_id.is_some_and(|id| id != actor.user_id) {
        return Err(AppError::Forbidden);
    }
    let page = PageRequest::new(page.page, page.limit, DEFAULT_LIMIT)?;
    let filter = InboxFilter {
        is_read: query.is_read,
        kind: query.kind.map(NotificationKind::as_str),
    };
    let mut conn = db.acquire().await?;
    let rows = db::notifications::list(&mut conn, actor.user_id, filter, page.limit, page.offset())
        .await?;
    let total = db::notifications::count(&mut conn, actor.user_id, filter).await?;
    let unread = db::notifications::unread_count(&mut conn, actor.user_id).await?;
    Ok(Inbox {
        rows,
        pagination: page.pagination(total),
        unread,
    })
}

pub async fn unread_count(db: &PgPool, actor: &Actor) -> Result<i64, AppError> {
    db::notifications::unread_count(&mut *db.acquire().await?, actor.user_id).await
}

/// One of the caller's notifications.
pub async fn read_one(db: &PgPool, actor: &Actor, id: i64) -> Result<NotificationRow, AppError> {
    db::notifications::find(&mut *db.acquire().await?, actor.user_id, id)
        .await?
        .ok_or(AppError::NotificationNotFound)
}

/// Marks one read (and so dismissed); returns it as it is now.
pub async fn read(db: &PgPool, actor: &Actor, id: i64) -> Result<NotificationRow, AppError> {
    change_one(db, actor, id, Change::Read).await
}

/// Hides one from toasts; it stays in the list, unread.
pub async fn dismiss(db: &PgPool, actor: &Actor, id: i64) -> Result<NotificationRow, AppError> {
    change_one(db, actor, id, Change::Dismiss).await
}

pub async fn delete(db: &PgPool, actor: &Actor, id: i64) -> Result<(), AppError> {
    let mut tx = db.begin().await?;
    if !db::notifications::delete(&mut tx, actor.user_id, id).await? {
        return Err(AppError::NotificationNotFound);
    }
    changed(&mut tx, actor).await?;
    tx.commit().await?;
    Ok(())
}

/// Marks every unread one read and dismissed; returns how many changed.
pub async fn read_all(db: &PgPool, actor: &Actor) -> Result<u64, AppError> {
    let mut tx = db.begin().await?;
    let n = db::notifications::mark_all_read(&mut tx, actor.user_id).await?;
    changed(&mut tx, actor).await?;
    tx.commit().await?;
    Ok(n)
}

/// Deletes every read one; returns how many.
pub async fn delete_read(db: &PgPool, actor: &Actor) -> Result<u64, AppError> {
    let mut tx = db.begin().await?;
    let n = db::notifications::delete_read(&mut tx, actor.user_id).await?;
    changed(&mut tx, actor).await?;
    tx.commit().await?;
    Ok(n)
}

/// The notifications an api process pushes to the users connected to it (`connected`): those of
/// send `send_id`, or the rows `ids`. The process's own read: no caller, the rows go to their
/// recipients only.
pub async fn for_push(
    db: &PgPool,
    send_id: Option<i64>,
    ids: &[i64],
    connected: &[i64],
) -> Result<Vec<NotificationRow>, AppError> {
    let mut conn = db.acquire().await?;
    db::notifications::for_push(&mut conn, send_id, ids, connected).await
}

enum Change {
    Read,
    Dismiss,
}

async fn change_one(
    db: &PgPool,
    actor: &Actor,
    id: i64,
    change: Change,
) -> Result<NotificationRow, AppError> {
    let mut tx = db.begin().await?;
    let found = match change {
        Change::Read => db::notifications::mark_read(&mut tx, actor.user_id, id).await?,
        Change::Dismiss => db::notifications::dismiss(&mut tx, actor.user_id, id).await?,
    };
    if !found {
        return Err(AppError::NotificationNotFound);
    }
    let row = db::notifications::find(&mut tx, actor.user_id, id)
        .await?
        .ok_or(AppError::NotificationNotFound)?;
    changed(&mut tx, actor).await?;
    tx.commit().await?;
    Ok(row)
}

/// The caller's other tabs refetch their counts and lists.
async fn changed(conn: &mut PgConnection, actor: &Actor) -> Result<(), AppError> {
    events::announce(
        conn,
        &Event::NotificationsChanged {
            user_id: actor.user_id,
        },
    )
    .await
}
