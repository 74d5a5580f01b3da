//! The HTTP api: authenticate, authorise, validate, call one `common` operation, answer
//! `{ success, data, error }`. It also serves the built web app, so one origin serves everything.
//!
//! # Layout
//! - [`routes`]: handlers, one module per area, each with its `router()`.
//! - [`extract`]: `AuthUser` (the one authentication door) and the `Call` family built on it,
//!   `ApiJson`, `ApiQuery`, `PagedQuery`, `Client`.
//! - [`reply`]: the success envelope. Errors are `common::AppError`.
//! - [`client_address`]: the client's address (behind trusted proxies only, `X-Forwarded-For`).
//! - [`download`]: file answers (workbooks, CSV), large ones streamed.
//! - [`views`]: the JSON shapes answered, one module per area, each with its conversion from a row.
//! - [`openapi`]: the OpenAPI frame; served at `/api/openapi.json`, browsable at `/api/docs`.
//! - [`request_log`]: one line per request; [`request_metrics`]: each counted and timed.
//! - [`live`]: events pushed to browsers over `/api/ws`.
//! - [`settings_cache`]: the settings as this process last read them (dropped on a change).
//! - [`web_app`]: the built web app, precompressed, with its cache headers.
//! - [`security_headers`]: the browser-side defences every answer carries.
//! - [`idempotency`]: `Idempotency-Key` on the money-moving and creating calls.
//! - [`run_to_end`]: a request the browser gives up still finishes (its own task).

pub mod client_address;
pub mod download;
pub mod extract;
pub mod idempotency;
pub mod live;
pub mod openapi;
pub mod reply;
pub mod request_log;
pub mod request_metrics;
pub mod routes;
pub mod run_to_end;
pub mod security_headers;
pub mod settings_cache;
pub mod state;
pub mod views;
pub mod web_app;

use std::path::Path;

use axum::{Json, Router, routing::get};
use common::AppError;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_swagger_ui::SwaggerUi;

pub use state::AppState;

/// Every `/api` route with its OpenAPI document.
pub fn api_routes() -> (Router<AppState>, utoipa::openapi::OpenApi) {
    OpenApiRouter::with_openapi(openapi::ApiDoc::openapi())
        .merge(routes::system::router())
        .merge(routes::auth::router())
        .merge(routes::users::router())
        .merge(routes::slots::router())
        .merge(routes::market::router())
        .merge(routes::allocations::router())
        .merge(routes::bulk_registration::router())
        .merge(routes::spreadsheets::router())
        .merge(routes::notifications::router())
        .merge(routes::chat::router())
        .merge(routes::announcements::router())
        .merge(routes::uploads::router())
        .merge(routes::field_configs::router())
        .merge(routes::dashboard::router())
        .merge(routes::cash::router())
        .merge(routes::crawl_runs::router())
        .merge(routes::jobs::router())
        .merge(routes::settings::router())
        .merge(routes::ranking::router())
        .merge(routes::live::router())
        .split_for_parts()
}

/// The OpenAPI document as served at `/api/openapi.json` (and committed as `web/openapi.json`,
/// from which the web's types are generated).
pub fn openapi_document() -> serde_json::Value {
    openapi::finish(api_routes().1)
}

/// The whole application: `/api`, its documents, and the web app from `web_dist` with
/// `index.html` for client routes.
pub fn app(state: AppState, web_dist: &Path) -> Router {
    let (api, _) = api_routes();
    let doc = openapi_document();
    let doc_json = doc.clone();
    let api = api
        .route(
            "/api/openapi.json",
            get(move || async move { Json(doc_json) }),
        )
        .route(
            "/api/{*rest}",
            axum::routing::any(|| async { AppError::ApiNotFound }),
        )
        .route(
            "/api",
            axum::routing::any(|| async { AppError::ApiNotFound }),
        )
        // Inside the metrics layer, so a replayed answer is counted like any other.
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            idempotency::honour,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            request_metrics::track,
        ))
        .layer(request_log::layer())
        // Outermost: everything above, the idempotency record included, runs to its end.
        .layer(axum::middleware::from_fn(run_to_end::run_to_end))
        .with_state(state.clone());
    Router::new()
        .merge(SwaggerUi::new("/api/docs").external_url_unchecked("/api/docs/openapi.json", doc))
        .merge(api)
        .fallback_service(web_app::service(web_dist))
        .layer(axum::middleware::from_fn_with_state(
            state.security.clone(),
            security_headers::add,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.trusted_proxies,
            client_address::resolve,
        ))
}
