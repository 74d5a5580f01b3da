//! `announcements` and `announcement_views`: what operators tell everyone, and who opened what.

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::{PgConnection, types::Json};

use crate::{
    error::AppError,
    values::announcements::{AnnouncementCategory, AnnouncementPriority, ContentType},
};

/// An announcement. `content` is plain text or HTML already cleaned by the server.
// (Read with its author's name and whether the reader has opened it; sent as it is read.)
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = AnnouncementView)]
pub struct AnnouncementRow {
    pub id: i64,
    pub title: String,
    pub content: String,
    pub content_type: ContentType,
    pub category: AnnouncementCategory,
    pub priority: AnnouncementPriority,
    pub is_pinned: bool,
    pub is_active: bool,
    #[schema(value_type = Option<String>, format = Date)]
    pub start_date: Option<NaiveDate>,
    #[schema(value_type = Option<String>, format = Date)]
    pub end_date: Option<NaiveDate>,
    #[schema(value_type = Vec<String>)]
    pub images: Json<Vec<String>>,
    pub author_id: i64,
    pub author_name: String,
    pub view_count: i64,
    /// The caller has opened it.
    pub is_read: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// An announcement's fields as written.
pub struct AnnouncementFields<'a> {
    pub title: &'a str,
    pub content: &'a str,
    pub content_type: ContentType,
    pub category: AnnouncementCategory,
    pub priority: AnnouncementPriority,
    pub is_pinned: bool,
    pub is_active: bool,
    pub start_date: Option<NaiveDate>,
    pub end_date: Option<NaiveDate>,
    pub images: &'a serde_json::Value,
}

pub async fn insert(
    conn: &mut PgConnection,
    author_id: i64,
    f: &AnnouncementFields<'_>,
) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        "INSERT INTO announcements (title, content, content_type, category, priority, is_pinned, is_active,
                                    start_date, end_date, images, author_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
        f.title, f.content, f.content_type.as_str(), f.category.as_str(), f.priority.as_str(), f.is_pinned,
        f.is_active, f.start_date, f.end_date, f.images, author_id,
    )
    .fetch_one(conn)
    .await?)
}

/// Replaces every field of announcement `id`; false when there is none.
pub async fn update(
    conn: &mut PgConnection,
    id: i64,
    f: &AnnouncementFields<'_>,
) -> Result<bool, AppError> {
    Ok(sqlx::query!(
        "UPDATE announcements SET title = $2, content = $3, content_type = $4, category = $5, priority = $6,
                is_pinned = $7, is_active = $8, start_date = $9, end_date = $10, images = $11, updated_at = now()
         WHERE id = $1",
        id, f.title, f.content, f.content_type.as_str(), f.category.as_str(), f.priority.as_str(), f.is_pinned,
        f.is_active, f.start_date, f.end_date, f.images,
    )
    .execute(conn)
    .await?
    .rows_affected()
        == 1)
}

/// Deletes announcement `id` (its views go with it); false when there is none.
pub async fn delete(conn: &mut PgConnection, id: i64) -> Result<bool, AppError> {
    Ok(sqlx::query!("DELETE FROM announcements WHERE id = $1", id)
        .execute(conn)
        .await?
        .rows_affected()
        == 1)
}

/// `reader` opened announcement `id`: counted once per reader. Returns whether this was the first.
pub async fn record_view(conn: &mut PgConnection, id: i64, reader: i64) -> Result<bool, AppError> {
    let first = sqlx::query!(
        "INSERT INTO announcement_views (announcement_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
        id,
        reader
    )
    .execute(&mut *conn)
    .await?
    .rows_affected()
        == 1;
    if first {
        sqlx::query!(
            "UPDATE announcements SET view_count = view_count + 1 WHERE id = $1",
            id
        )
        .execute(conn)
        .await?;
    }
    Ok(first)
}

/// Which announcements a list shows.
#[derive(Debug, Clone, Copy, Default)]
pub struct AnnouncementFilter<'a> {
    pub id: Option<i64>,
    /// Only those shown on this KST day: active and within their dates.
    pub shown_on: Option<NaiveDate>,
    /// Only active (true) or only inactive (false) ones.
    pub active: Option<bool>,
    pub pinned_only: bool,
    pub category: Option<AnnouncementCategory>,
    /// Part of the title or the content (an ILIKE pattern, escaped by the caller).
    pub search: Option<&'a str>,
}

/// A page of announcements, pinned ones first in the reader's lists, then newest first.
pub async fn list(
    conn: &mut PgConnection,
    reader: i64,
    f: AnnouncementFilter<'_>,
    limit: i64,
    offset: i64,
) -> Result<Vec<AnnouncementRow>, AppError> {
    Ok(sqlx::query_as!(
        AnnouncementRow,
        r#"SELECT a.id, a.title, a.content, a.content_type AS "content_type: ContentType",
                  a.category AS "category: AnnouncementCategory", a.priority AS "priority: AnnouncementPriority", a.is_pinned, a.is_active,
                  a.start_date, a.end_date, a.images AS "images: Json<Vec<String>>", a.author_id,
                  COALESCE(NULLIF(u.full_name, ''), u.email) AS "author_name!", a.view_count,
                  EXISTS (SELECT 1 FROM announcement_views v WHERE v.announcement_id = a.id AND v.user_id = $1)
                    AS "is_read!",
                  a.created_at, a.updated_at
           FROM announcements a JOIN users u ON u.id = a.author_id
           WHERE ($2::bigint IS NULL OR a.id = $2)
             AND ($3::date IS NULL OR (a.is_active AND (a.start_date IS NULL OR a.start_date <= $3)
                                       AND (a.end_date IS NULL OR a.end_date >= $3)))
             AND ($4::boolean IS NULL OR a.is_active = $4)
             AND (NOT $5 OR a.is_pinned)
             AND ($6::text IS NULL OR a.category = $6)
             AND ($7::text IS NULL OR a.title ILIKE $7 OR a.content ILIKE $7)
           ORDER BY a.is_pinned DESC, a.created_at DESC, a.id DESC
           LIMIT $8 OFFSET $9"#,
        reader,
        f.id,
        f.shown_on,
        f.active,
        f.pinned_only,
        f.category.map(AnnouncementCategory::as_str),
        f.search,
        limit,
        offset,
    )
    .fetch_all(conn)
    .await?)
}

pub async fn count(conn: &mut PgConnection, f: AnnouncementFilter<'_>) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM announcements a
           WHERE ($1::bigint IS NULL OR a.id = $1)
             AND ($2::date IS NULL OR (a.is_active AND (a.start_date IS NULL OR a.start_date <= $2)
                                       AND (a.end_date IS NULL OR a.end_date >= $2)))
             AND ($3::boolean IS NULL OR a.is_active = $3)
             AND (NOT $4 OR a.is_pinned)
             AND ($5::text IS NULL OR a.category = $5)
             AND ($6::text IS NULL OR a.title ILIKE $6 OR a.content ILIKE $6)"#,
        f.id,
        f.shown_on,
        f.active,
        f.pinned_only,
        f.category.map(AnnouncementCategory::as_str),
        f.search,
    )
    .fetch_one(conn)
    .await?)
}
