//! The built web app (`web/dist`), served from the api's own origin.
//!
//! Delivery rules (docs/operations.md "Web app delivery"):
//! - Files are sent precompressed: `npm run build` writes `.br` and `.gz` beside each asset and
//!   the file matching the browser's `Accept-Encoding` is sent as is, so nothing is compressed per
//!   request.
//! - `/assets/*` names carry a content hash, so they are cached for a year as `immutable`; a missing
//!   one is a 404, never `index.html` (a stale chunk must not be cached as HTML).
//! - `index.html` (also answered for client routes such as `/admin/slots`) is `no-cache`: the
//!   browser keeps it but revalidates with its ETag, so a deploy is seen on the next load and an
//!   unchanged one costs a 304. It names the hashed files, so it is the only thing asked again.
//! - The few unhashed files copied from `web/public` (the favicon) are kept a day: they change
//!   seldom, and a day-old favicon harms nobody.

use std::path::Path;

use axum::{
    Router,
    extract::Request,
    http::{HeaderValue, StatusCode, header},
    middleware::{Next, from_fn, map_response},
    response::Response,
};
use tower_http::services::{ServeDir, ServeFile};

/// Cache-Control of the content-hashed files under `/assets`.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Cache-Control of `index.html` (and of errors): keep, but ask each time.
pub const REVALIDATE: &str = "no-cache";
/// Cache-Control of the unhashed files from `web/public`.
pub const ONE_DAY: &str = "public, max-age=86400";

/// The web app in `web_dist` with its cache headers; `index.html` for any other path.
/// Mount it as the fallback, after `/api`, which keeps its own headers.
pub fn service(web_dist: &Path) -> Router {
    let assets = ServeDir::new(web_dist.join("assets"))
        .precompressed_br()
        .precompressed_gzip();
    let index = ServeFile::new(web_dist.join("index.html"))
        .precompressed_br()
        .precompressed_gzip();
    let pages = ServeDir::new(web_dist)
        .precompressed_br()
        .precompressed_gzip()
        .fallback(index);
    // Each ServeDir sits in a Router of its own, so the header step sees axum's body type.
    let assets = Router::new()
        .fallback_service(assets)
        .layer(map_response(immutable));
    let pages = Router::new()
        .fallback_service(pages)
        .layer(from_fn(page_or_public_file));
    Router::new()
        .nest_service("/assets", assets)
        .fallback_service(pages)
}

/// Found hashed files are kept a year; a 404 is not cached as if it were one.
async fn immutable(res: Response) -> Response {
    let value = if res.status().is_success() || res.status() == StatusCode::NOT_MODIFIED {
        IMMUTABLE
    } else {
        REVALIDATE
    };
    with_cache_control(res, value)
}

/// A public file found is kept a day; `index.html`, whatever the path, is revalidated. The path
/// decides for a 304, which carries no Content-Type; the type catches `index.html` answered for a
/// missing file.
async fn page_or_public_file(req: Request, next: Next) -> Response {
    let name = req.uri().path().rsplit('/').next().unwrap_or_default();
    let names_a_file = name.contains('.') && !name.ends_with(".html");
    let res = next.run(req).await;
    let is_html = res
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|kind| kind.as_bytes().starts_with(b"text/html"));
    let found = res.status().is_success() || res.status() == StatusCode::NOT_MODIFIED;
    let value = if names_a_file && found && !is_html {
        ONE_DAY
    } else {
        REVALIDATE
    };
    with_cache_control(res, value)
}

fn with_cache_control(mut res: Response, value: &'static str) -> Response {
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
    res
}
