//! Announcements (spec part 2 §7 "Announcements"): everyone reads those shown today, the pinned
//! ones for the bar, and one (counting a view); operators and developers write, replace and delete
//! them, and may list every one with `includeInactive=true`.

use common::announcements::{self, AnnouncementInput, ListQuery};

use crate::{
    extract::{ApiJson, ApiQuery, Call, CallOn, CallWith, PageParams, PagedQuery},
    reply::{ApiResult, created, ok},
    views::announcements::{AnnouncementDeletedView, AnnouncementView, AnnouncementsView},
};

router! {
    list_announcements, create_announcement, pinned_announcements, open_announcement,
    update_announcement, delete_announcement,
}

/// Announcements shown today, pinned first then newest (20 a page by default); staff may ask for
/// every one.
#[utoipa::path(get, path = "/api/announcements", tag = "announcements", security(("bearer" = [])),
    params(PageParams, ListQuery),
    responses((status = 200, body = AnnouncementsView), (status = 400), (status = 401)))]
async fn list_announcements(
    Call(app, actor): Call,
    PagedQuery(page, query): PagedQuery<ListQuery>,
) -> ApiResult<AnnouncementsView> {
    ok(announcements::list(&app.db, &actor, &query, &page)
        .await?
        .into())
}

/// The pinned announcements shown today, newest first (the bar above every page).
#[utoipa::path(get, path = "/api/announcements/pinned", tag = "announcements", security(("bearer" = [])),
    params(PageParams),
    responses((status = 200, body = AnnouncementsView), (status = 400), (status = 401)))]
async fn pinned_announcements(
    Call(app, actor): Call,
    ApiQuery(page): ApiQuery<PageParams>,
) -> ApiResult<AnnouncementsView> {
    ok(
        announcements::pinned(&app.db, &actor, page.page, page.limit)
            .await?
            .into(),
    )
}

/// Opens an announcement: one view counted per reader, and it is read for the caller.
#[utoipa::path(get, path = "/api/announcements/{id}", tag = "announcements", security(("bearer" = [])),
    responses((status = 200, body = AnnouncementView), (status = 401), (status = 404)))]
async fn open_announcement(CallOn(app, actor, id): CallOn<i64>) -> ApiResult<AnnouncementView> {
    ok(announcements::open(&app.db, &actor, id).await?)
}

/// Writes an announcement (staff). HTML content is cleaned to the allow-list first.
#[utoipa::path(post, path = "/api/announcements", tag = "announcements", security(("bearer" = [])),
    request_body = AnnouncementInput,
    responses((status = 201, body = AnnouncementView), (status = 400), (status = 401), (status = 403)))]
async fn create_announcement(
    CallWith(app, actor, body): CallWith<AnnouncementInput>,
) -> ApiResult<AnnouncementView> {
    created(announcements::create(&app.db, &actor, &body).await?)
}

/// Replaces an announcement with the whole record sent (staff; also how active and pinned are
/// toggled).
#[utoipa::path(put, path = "/api/announcements/{id}", tag = "announcements", security(("bearer" = [])),
    request_body = AnnouncementInput,
    responses((status = 200, body = AnnouncementView), (status = 400), (status = 401), (status = 403), (status = 404)))]
async fn update_announcement(
    CallOn(app, actor, id): CallOn<i64>,
    ApiJson(body): ApiJson<AnnouncementInput>,
) -> ApiResult<AnnouncementView> {
    ok(announcements::update(&app.db, &actor, id, &body).await?)
}

/// Deletes an announcement (staff).
#[utoipa::path(delete, path = "/api/announcements/{id}", tag = "announcements", security(("bearer" = [])),
    responses((status = 200, body = AnnouncementDeletedView), (status = 401), (status = 403), (status = 404)))]
async fn delete_announcement(
    CallOn(app, actor, id): CallOn<i64>,
) -> ApiResult<AnnouncementDeletedView> {
    announcements::delete(&app.db, &actor, id).await?;
    ok(AnnouncementDeletedView { deleted: true })
}
