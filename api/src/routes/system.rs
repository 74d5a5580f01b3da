//! `/api/health` (liveness and readiness) and `/api/settings/public`: what answers without
//! signing in.

use std::time::Duration;

use axum::extract::State;
use common::{
    AppError,
    settings::{self, PublicSettings},
};

use crate::{
    reply::{ApiResult, ok},
    state::AppState,
    views::system::HealthView,
};

router! {
    health, live, ready, public_settings,
}

/// 200 when the database answers within two seconds, 503 otherwise.
#[utoipa::path(get, path = "/api/health", tag = "system", responses((status = 200, body = HealthView), (status = 503)))]
async fn health(State(app): State<AppState>) -> ApiResult<HealthView> {
    let ping = sqlx::query_scalar!("SELECT 1 AS \"one!\"").fetch_one(&app.db);
    match tokio::time::timeout(Duration::from_secs(2), ping).await {
        Ok(Ok(_)) => ok(HealthView::OK),
        _ => Err(AppError::DatabaseUnavailable),
    }
}

/// Liveness: the process serves requests (nothing else is asked; a supervisor restarts it when
/// this stops answering).
#[utoipa::path(get, path = "/api/health/live", tag = "system", responses((status = 200, body = HealthView)))]
async fn live() -> ApiResult<HealthView> {
    ok(HealthView::OK)
}

/// Readiness: the database answers within two seconds and has every migration this build
/// carries; 503 otherwise (a load balancer sends no traffic until then).
#[utoipa::path(get, path = "/api/health/ready", tag = "system", responses((status = 200, body = HealthView), (status = 503)))]
async fn ready(State(app): State<AppState>) -> ApiResult<HealthView> {
    let pending = common::db::pending_migrations(&app.db);
    match tokio::time::timeout(Duration::from_secs(2), pending).await {
        Ok(Ok(pending)) if pending.is_empty() => ok(HealthView::OK),
        Ok(Ok(pending)) => Err(AppError::MigrationsPending {
            pending: pending.len(),
        }),
        _ => Err(AppError::DatabaseUnavailable),
    }
}

/// Site name, sign-up switch, theme and the menu flags: what the web app needs before sign-in.
#[utoipa::path(get, path = "/api/settings/public", tag = "system", responses((status = 200, body = PublicSettings)))]
async fn public_settings(State(app): State<AppState>) -> ApiResult<PublicSettings> {
    ok(PublicSettings::new(
        settings::load(&app.db).await?,
        &app.marketplace_domain,
    ))
}
