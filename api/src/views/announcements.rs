//! Announcement shapes (`/announcements…`, spec part 2 §3 "Announcement"). The spec's screens read
//! snake_case fields; the api sends camelCase as everywhere and takes either spelling in.

use chrono::{DateTime, NaiveDate, Utc};
use common::{
    announcements::{AnnouncementCategory, AnnouncementPriority, ContentType},
    db::announcements::AnnouncementRow,
    pagination::Pagination,
};
use serde::Serialize;
use utoipa::ToSchema;

/// An announcement. `content` is plain text or HTML already cleaned by the server.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnnouncementView {
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
    pub images: Vec<String>,
    pub author_id: i64,
    pub author_name: String,
    pub view_count: i64,
    /// The caller has opened it.
    pub is_read: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<AnnouncementRow> for AnnouncementView {
    fn from(a: AnnouncementRow) -> Self {
        Self {
            images: serde_json::from_value(a.images).unwrap_or_default(),
            id: a.id,
            title: a.title,
            content: a.content,
            content_type: a.content_type,
            category: a.category,
            priority: a.priority,
            is_pinned: a.is_pinned,
            is_active: a.is_active,
            start_date: a.start_date,
            end_date: a.end_date,
            author_id: a.author_id,
            author_name: a.author_name,
            view_count: a.view_count,
            is_read: a.is_read,
            created_at: a.created_at,
            updated_at: a.updated_at,
        }
    }
}

/// A page of announcements.
#[derive(Debug, Serialize, ToSchema)]
pub struct AnnouncementsView {
    pub announcements: Vec<AnnouncementView>,
    pub pagination: Pagination,
}

impl From<(Vec<AnnouncementRow>, Pagination)> for AnnouncementsView {
    fn from((rows, pagination): (Vec<AnnouncementRow>, Pagination)) -> Self {
        Self {
            announcements: rows.into_iter().map(Into::into).collect(),
            pagination,
        }
    }
}

/// `{ deleted: true }`.
#[derive(Debug, Serialize, ToSchema)]
pub struct AnnouncementDeletedView {
    pub deleted: bool,
}
