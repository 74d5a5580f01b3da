//! `/api/auth/*`: sign-in, sign-up, token refresh, logout, the current account, profile, password
//! and switch-user (spec part 1 §7 Authentication).

use axum::{body::Bytes, extract::State};
use common::accounts::{self, rules};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::{
    extract::{ApiJson, AuthUser, CallWith, Client},
    reply::{ApiResult, ok},
    state::AppState,
    views::{
        UserView,
        accounts::{MeView, SessionView, SwitchView},
    },
};

router! {
    login, register, refresh, logout, me, update_profile, change_password, switch_user,
}

/// Sign-in form. Missing fields read as empty, which gets the "required" message.
#[derive(Deserialize, ToSchema)]
#[serde(default)]
#[derive(Default)]
pub struct LoginRequest {
    /// The login id.
    #[serde(alias = "loginId")]
    #[schema(required, pattern = r"\S")]
    pub email: String,
    #[schema(required, min_length = 1)]
    pub password: String,
}

/// Signs in; operators and developers are then sent to /admin by the web app, others to /slots.
/// With `user.mustChangePassword` (the first developer's generated password) the web app shows
/// only the password change, and every call but `GET /auth/me` and `PUT /auth/change-password`
/// answers 403 until it is done.
#[utoipa::path(post, path = "/api/auth/login", tag = "auth", request_body = LoginRequest,
    responses((status = 200, body = SessionView), (status = 401, description = "wrong id or password"),
        (status = 403, description = "inactive account"), (status = 429, description = "locked after repeated failures")))]
async fn login(
    State(app): State<AppState>,
    Client(client): Client,
    ApiJson(body): ApiJson<LoginRequest>,
) -> ApiResult<SessionView> {
    let credentials = accounts::Credentials {
        login_id: body.email,
        password: body.password,
    };
    let session =
        accounts::login(&app.db, &app.keys, app.lock_policy, &credentials, &client).await?;
    ok(session.into())
}

/// A new advertiser account: the sign-up form, and operators' add-user form (a `role` sent there is
/// ignored: new accounts are always advertisers).
#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct NewAccountRequest {
    #[serde(alias = "loginId")]
    #[schema(required, schema_with = rules::login_id_schema)]
    pub email: String,
    #[schema(required, schema_with = rules::password_schema)]
    pub password: String,
    #[serde(alias = "name")]
    #[schema(required, schema_with = rules::full_name_schema)]
    pub full_name: String,
}

/// Creates an advertiser account and signs it in, while sign-up is open (setting registrationEnabled).
#[utoipa::path(post, path = "/api/auth/register", tag = "auth", request_body = NewAccountRequest,
    responses((status = 200, body = SessionView), (status = 400), (status = 403, description = "sign-up closed"), (status = 409, description = "login id taken")))]
async fn register(
    State(app): State<AppState>,
    Client(client): Client,
    ApiJson(body): ApiJson<NewAccountRequest>,
) -> ApiResult<SessionView> {
    let input = accounts::Registration {
        login_id: body.email,
        password: body.password,
        full_name: body.full_name,
    };
    ok(accounts::register(&app.db, &app.keys, &input, &client)
        .await?
        .into())
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct RefreshRequest {
    #[schema(required)]
    pub refresh_token: String,
}

/// Exchanges a refresh token for a new pair; the old refresh token stops working.
#[utoipa::path(post, path = "/api/auth/refresh", tag = "auth", request_body = RefreshRequest,
    responses((status = 200, body = SessionView), (status = 401)))]
async fn refresh(
    State(app): State<AppState>,
    ApiJson(body): ApiJson<RefreshRequest>,
) -> ApiResult<SessionView> {
    ok(accounts::refresh(&app.db, &app.keys, &body.refresh_token)
        .await?
        .into())
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct LogoutRequest {
    pub refresh_token: Option<String>,
}

/// Ends the session of the given refresh token. Needs no access token, so an expired session can
/// still log out; any body (or none) is accepted.
#[utoipa::path(post, path = "/api/auth/logout", tag = "auth",
    request_body(content = Option<serde_json::Value>, description = "`{ refreshToken }` ends that session; any other body, or none, is ignored."), responses((status = 200)))]
async fn logout(State(app): State<AppState>, Client(client): Client, body: Bytes) -> ApiResult<()> {
    let body: LogoutRequest = serde_json::from_slice(&body).unwrap_or_default();
    accounts::logout(&app.db, body.refresh_token.as_deref(), &client).await?;
    ok(())
}

/// The signed-in account (session restore); `mustChangePassword` says it must change its
/// password before anything else (answered even then).
#[utoipa::path(get, path = "/api/auth/me", tag = "auth", security(("bearer" = [])),
    responses((status = 200, body = MeView), (status = 401)))]
async fn me(auth: AuthUser) -> ApiResult<MeView> {
    ok(MeView::new(auth.user, auth.actor.switched_by))
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct ProfileRequest {
    #[serde(alias = "name")]
    #[schema(schema_with = rules::full_name_change_schema)]
    pub full_name: Option<String>,
    pub password: Option<String>,
    pub current_password: Option<String>,
}

/// Changes one's own name, and/or password with the current password. The login id never changes.
#[utoipa::path(put, path = "/api/auth/profile", tag = "auth", security(("bearer" = [])), request_body = ProfileRequest,
    responses((status = 200, body = UserView), (status = 400)))]
async fn update_profile(
    CallWith(app, actor, body): CallWith<ProfileRequest>,
) -> ApiResult<UserView> {
    let change = accounts::profile::ProfileChange {
        full_name: body.full_name,
        password: body.password,
        current_password: body.current_password,
    };
    ok(accounts::profile::update_profile(&app.db, &actor, &change)
        .await?
        .into())
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct ChangePasswordRequest {
    #[schema(required, min_length = 1)]
    pub current_password: String,
    #[serde(alias = "newPassword")]
    #[schema(required, schema_with = rules::password_schema)]
    pub password: String,
}

/// Changes one's own password; the account's other sessions end, and `mustChangePassword` is
/// cleared (this call is allowed while it is set). A generated first password's file is removed.
#[utoipa::path(put, path = "/api/auth/change-password", tag = "auth", security(("bearer" = [])), request_body = ChangePasswordRequest,
    responses((status = 200), (status = 400)))]
async fn change_password(
    CallWith(app, actor, body): CallWith<ChangePasswordRequest>,
) -> ApiResult<()> {
    accounts::profile::change_password(
        &app.db,
        &actor,
        &body.current_password,
        &body.password,
        &app.first_password_file,
    )
    .await?;
    ok(())
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SwitchUserRequest {
    pub target_user_id: i64,
}

/// A developer signs in as another account; the new tokens carry `switchedBy`.
#[utoipa::path(post, path = "/api/auth/switch-user", tag = "auth", security(("bearer" = [])), request_body = SwitchUserRequest,
    responses((status = 200, body = SwitchView), (status = 400), (status = 403), (status = 404)))]
async fn switch_user(
    CallWith(app, actor, body): CallWith<SwitchUserRequest>,
) -> ApiResult<SwitchView> {
    let session = accounts::switch_user(&app.db, &app.keys, &actor, body.target_user_id).await?;
    ok(session.into())
}
