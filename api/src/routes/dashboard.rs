//! `/api/admin/dashboard`: the numbers of the admin dashboard in one request.

use axum::extract::State;
use common::slots::query;

use crate::{
    extract::AuthUser,
    reply::{ApiResult, ok},
    state::AppState,
    views::dashboard::DashboardView,
};

router! {
    dashboard,
}

/// Slot cards and per-status counts, and member counts (operators and developers).
#[utoipa::path(get, path = "/api/admin/dashboard", tag = "dashboard", security(("bearer" = [])),
    responses((status = 200, body = DashboardView), (status = 403)))]
async fn dashboard(auth: AuthUser, State(app): State<AppState>) -> ApiResult<DashboardView> {
    let (slots, members) = query::dashboard(&app.db, &auth.actor).await?;
    ok(DashboardView::new(slots, members))
}
