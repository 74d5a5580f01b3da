//! Every api request counted and timed by route template, method and status
//! (`common::metrics::request`), and the pool's use sampled as requests pass.

use std::time::Instant;

use axum::{
    body::Body,
    extract::{MatchedPath, Request, State},
    middleware::Next,
    response::Response,
};

use crate::state::AppState;

/// The middleware (`axum::middleware::from_fn_with_state`).
pub async fn track(State(app): State<AppState>, req: Request<Body>, next: Next) -> Response {
    let started = Instant::now();
    let method = req.method().as_str().to_owned();
    // The template, never the raw path: ids would make a series per slot.
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map_or_else(|| "unmatched".to_owned(), |p| p.as_str().to_owned());
    let response = next.run(req).await;
    common::metrics::request(
        &method,
        &route,
        response.status().as_u16(),
        started.elapsed(),
    );
    common::metrics::pool(&app.db);
    response
}
