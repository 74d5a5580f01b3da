//! Announcements (spec part 2 §7 "Announcements"): everyone reads those shown today, the pinned
//! ones for the bar, and one (counting a view); operators and developers write, replace and delete
//! them, and may list every one with `includeInactive=true`.

use axum::extract::State;
use common::announcements::{self, AnnouncementCategory, AnnouncementInput, ListQuery};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    extract::{ApiJson, ApiPath, ApiQuery, AuthUser, PageParams, blank_as_none, blank_or_choice},
    reply::{ApiResult, created, ok},
    state::AppState,
    views::announcements::{AnnouncementDeletedView, AnnouncementView, AnnouncementsView},
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_announcements, create_announcement))
        .routes(routes!(pinned_announcements))
        .routes(routes!(
            open_announcement,
            update_announcement,
            delete_announcement
        ))
}

common::text_enum! {
    invalid: common::AppError::AnnouncementChoiceInvalid;
    /// An announcement's state filter on the management screen.
    pub enum StateFilter {
        All = "all",
        Active = "active",
        Inactive = "inactive",
    }
}

#[derive(Deserialize, IntoParams, Default)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ListParams {
    /// Staff: also inactive ones and those outside their dates (ignored for others).
    #[serde(deserialize_with = "blank_as_none")]
    pub include_inactive: Option<bool>,
    /// Staff with includeInactive: all, active or inactive.
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub status: Option<StateFilter>,
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub category: Option<AnnouncementCategory>,
    /// Part of the title or the content.
    pub search: Option<String>,
}

/// Announcements shown today, pinned first then newest (20 a page by default); staff may ask for
/// every one.
#[utoipa::path(get, path = "/api/announcements", tag = "announcements", security(("bearer" = [])),
    params(PageParams, ListParams),
    responses((status = 200, body = AnnouncementsView), (status = 400), (status = 401)))]
async fn list_announcements(
    auth: AuthUser,
    State(app): State<AppState>,
    ApiQuery(page): ApiQuery<PageParams>,
    ApiQuery(p): ApiQuery<ListParams>,
) -> ApiResult<AnnouncementsView> {
    let query = ListQuery {
        include_inactive: p.include_inactive.unwrap_or(false),
        active: match p.status {
            Some(StateFilter::Active) => Some(true),
            Some(StateFilter::Inactive) => Some(false),
            Some(StateFilter::All) | None => None,
        },
        category: p.category,
        search: p.search,
        page: page.page,
        limit: page.limit,
    };
    ok(announcements::list(&app.db, &auth.actor, &query)
        .await?
        .into())
}

/// The pinned announcements shown today, newest first (the bar above every page).
#[utoipa::path(get, path = "/api/announcements/pinned", tag = "announcements", security(("bearer" = [])),
    params(PageParams),
    responses((status = 200, body = AnnouncementsView), (status = 400), (status = 401)))]
async fn pinned_announcements(
    auth: AuthUser,
    State(app): State<AppState>,
    ApiQuery(page): ApiQuery<PageParams>,
) -> ApiResult<AnnouncementsView> {
    ok(
        announcements::pinned(&app.db, &auth.actor, page.page, page.limit)
            .await?
            .into(),
    )
}

/// Opens an announcement: one view counted per reader, and it is read for the caller.
#[utoipa::path(get, path = "/api/announcements/{id}", tag = "announcements", security(("bearer" = [])),
    responses((status = 200, body = AnnouncementView), (status = 401), (status = 404)))]
async fn open_announcement(
    auth: AuthUser,
    State(app): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<AnnouncementView> {
    ok(announcements::open(&app.db, &auth.actor, id).await?.into())
}

/// Writes an announcement (staff). HTML content is cleaned to the allow-list first.
#[utoipa::path(post, path = "/api/announcements", tag = "announcements", security(("bearer" = [])),
    request_body = AnnouncementInput,
    responses((status = 201, body = AnnouncementView), (status = 400), (status = 401), (status = 403)))]
async fn create_announcement(
    auth: AuthUser,
    State(app): State<AppState>,
    ApiJson(body): ApiJson<AnnouncementInput>,
) -> ApiResult<AnnouncementView> {
    created(
        announcements::create(&app.db, &auth.actor, &body)
            .await?
            .into(),
    )
}

/// Replaces an announcement with the whole record sent (staff; also how active and pinned are
/// toggled).
#[utoipa::path(put, path = "/api/announcements/{id}", tag = "announcements", security(("bearer" = [])),
    request_body = AnnouncementInput,
    responses((status = 200, body = AnnouncementView), (status = 400), (status = 401), (status = 403), (status = 404)))]
async fn update_announcement(
    auth: AuthUser,
    State(app): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    ApiJson(body): ApiJson<AnnouncementInput>,
) -> ApiResult<AnnouncementView> {
    ok(announcements::update(&app.db, &auth.actor, id, &body)
        .await?
        .into())
}

/// Deletes an announcement (staff).
#[utoipa::path(delete, path = "/api/announcements/{id}", tag = "announcements", security(("bearer" = [])),
    responses((status = 200, body = AnnouncementDeletedView), (status = 401), (status = 403), (status = 404)))]
async fn delete_announcement(
    auth: AuthUser,
    State(app): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<AnnouncementDeletedView> {
    announcements::delete(&app.db, &auth.actor, id).await?;
    ok(AnnouncementDeletedView { deleted: true })
}
