//! `/api/users*`: user management for operators and developers (spec part 1 §7 Users).

use common::{accounts::users, actor::Role, slots::query::allocations};
use serde::Deserialize;
use utoipa::ToSchema;

use super::auth::NewAccountRequest;
use crate::{
    extract::{ApiJson, Call, CallOn, CallWith, PageParams, PagedQuery},
    reply::{ApiResult, created, ok},
    state::AppState,
    views::accounts::{UserListItem, UsersPage},
};

router! {
    list_users, create_user, get_user, update_user, delete_user,
}

/// Users, newest first, with their slot counts.
#[utoipa::path(get, path = "/api/users", tag = "users", security(("bearer" = [])), params(PageParams, users::UserQuery),
    responses((status = 200, body = UsersPage), (status = 403)))]
async fn list_users(
    Call(app, actor): Call,
    PagedQuery(page, query): PagedQuery<users::UserQuery>,
) -> ApiResult<UsersPage> {
    let (rows, pagination) = users::list(&app.db, &actor, &query, &page).await?;
    let counts = allocations(&app.db, &rows.iter().map(|u| u.id).collect::<Vec<_>>()).await?;
    ok(UsersPage::new(rows, pagination, &counts))
}

/// One user.
#[utoipa::path(get, path = "/api/users/{id}", tag = "users", security(("bearer" = [])),
    responses((status = 200, body = UserListItem), (status = 403), (status = 404)))]
async fn get_user(CallOn(app, actor, id): CallOn<i64>) -> ApiResult<UserListItem> {
    let user = users::get(&app.db, &actor, id).await?;
    ok(with_slot_counts(&app, user).await?)
}

/// Creates an advertiser account.
#[utoipa::path(post, path = "/api/users", tag = "users", security(("bearer" = [])), request_body = NewAccountRequest,
    responses((status = 201, body = UserListItem), (status = 400), (status = 403), (status = 409)))]
async fn create_user(
    CallWith(app, actor, body): CallWith<NewAccountRequest>,
) -> ApiResult<UserListItem> {
    let input = users::NewUserInput {
        login_id: body.email,
        password: body.password,
        full_name: body.full_name,
    };
    created(UserListItem::new(
        users::create(&app.db, &actor, &input).await?,
        (0, 0),
    ))
}

/// The edit form: only the fields that changed; a blank password leaves it unchanged.
#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct UpdateUserRequest {
    #[serde(alias = "name")]
    #[schema(schema_with = common::accounts::rules::full_name_change_schema)]
    pub full_name: Option<String>,
    pub role: Option<Role>,
    pub is_active: Option<bool>,
    #[schema(schema_with = common::accounts::rules::password_change_schema)]
    pub password: Option<String>,
}

/// Edits an account.
#[utoipa::path(put, path = "/api/users/{id}", tag = "users", security(("bearer" = [])), request_body = UpdateUserRequest,
    responses((status = 200, body = UserListItem), (status = 400), (status = 403), (status = 404)))]
async fn update_user(
    CallOn(app, actor, id): CallOn<i64>,
    ApiJson(body): ApiJson<UpdateUserRequest>,
) -> ApiResult<UserListItem> {
    let input = users::UserUpdate {
        full_name: body.full_name,
        role: body.role,
        is_active: body.is_active,
        password: body.password,
    };
    let user = users::update(&app.db, &actor, id, &input).await?;
    ok(with_slot_counts(&app, user).await?)
}

/// Deletes an account (not one's own).
#[utoipa::path(delete, path = "/api/users/{id}", tag = "users", security(("bearer" = [])),
    responses((status = 200), (status = 400), (status = 403), (status = 404)))]
async fn delete_user(CallOn(app, actor, id): CallOn<i64>) -> ApiResult<()> {
    users::delete(&app.db, &actor, id).await?;
    ok(())
}

async fn with_slot_counts(
    app: &AppState,
    user: common::db::users::UserRow,
) -> Result<UserListItem, common::AppError> {
    let counts = allocations(&app.db, &[user.id]).await?;
    let slots = counts.get(&user.id).copied().unwrap_or_default();
    Ok(UserListItem::new(user, slots))
}
