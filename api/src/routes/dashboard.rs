//! `/api/admin/dashboard`: the numbers of the admin dashboard in one request.

use common::slots::query;

use crate::{
    extract::Call,
    reply::{ApiResult, ok},
    views::dashboard::DashboardView,
};

router! {
    dashboard,
}

/// Slot cards and per-status counts, and member counts (operators and developers).
#[utoipa::path(get, path = "/api/admin/dashboard", tag = "dashboard", security(("bearer" = [])),
    responses((status = 200, body = DashboardView), (status = 403)))]
async fn dashboard(Call(app, actor): Call) -> ApiResult<DashboardView> {
    let (slots, members) = query::dashboard(&app.db, &actor).await?;
    ok(DashboardView::new(slots, members))
}
