//! One log line per api request: method, path, status, latency and, once authenticated, user id.

use std::time::Duration;

use axum::{
    body::Body,
    http::{Request, Response},
};
use tower_http::{
    classify::{ServerErrorsAsFailures, SharedClassifier},
    trace::TraceLayer,
};
use tracing::Span;

/// The request-log layer's type: a `TraceLayer` with plain functions as its hooks.
pub type RequestLog = TraceLayer<
    SharedClassifier<ServerErrorsAsFailures>,
    fn(&Request<Body>) -> Span,
    (),
    fn(&Response<Body>, Duration, &Span),
>;

/// The layer; [`crate::extract::AuthUser`] fills in `user_id`.
pub fn layer() -> RequestLog {
    TraceLayer::new_for_http()
        .make_span_with(make_span as fn(&Request<Body>) -> Span)
        .on_request(())
        .on_response(on_response as fn(&Response<Body>, Duration, &Span))
}

fn make_span(req: &Request<Body>) -> Span {
    tracing::info_span!("http", method = %req.method(), path = %req.uri().path(), user_id = tracing::field::Empty)
}

fn on_response(res: &Response<Body>, latency: Duration, _: &Span) {
    tracing::info!(status = res.status().as_u16(), latency_ms = %format_args!("{:.1}", latency.as_secs_f64() * 1000.0), "request");
}
