//! Announcement shapes (`/announcements…`, spec part 2 §3 "Announcement"). The spec's screens read
//! snake_case fields; the api sends camelCase as everywhere and takes either spelling in.

use common::{db::announcements::AnnouncementRow, pagination::Pagination};
use serde::Serialize;
use utoipa::ToSchema;

/// An announcement as sent: the row as read (`content` plain text or HTML already cleaned by the
/// server).
pub type AnnouncementView = AnnouncementRow;

/// A page of announcements.
#[derive(Debug, Serialize, ToSchema)]
pub struct AnnouncementsView {
    pub announcements: Vec<AnnouncementView>,
    pub pagination: Pagination,
}

impl From<(Vec<AnnouncementRow>, Pagination)> for AnnouncementsView {
    fn from((rows, pagination): (Vec<AnnouncementRow>, Pagination)) -> Self {
        Self {
            announcements: rows,
            pagination,
        }
    }
}

/// `{ deleted: true }`.
#[derive(Debug, Serialize, ToSchema)]
pub struct AnnouncementDeletedView {
    pub deleted: bool,
}
