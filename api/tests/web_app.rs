//! The web app as a browser fetches it (issue 16): hashed assets cached for good and sent
//! precompressed, `index.html` (also for client routes) revalidated with its ETag, and `/api`
//! answers untouched by either rule. Each test serves a tiny dist folder of its own.

use crate::support;

use std::path::{Path, PathBuf};

use reqwest::{StatusCode, header};
use support::{TestApp, test_config};

const INDEX: &str = "<!doctype html><div id=\"root\"></div>";
const SCRIPT: &str = "console.log('app');";
const SCRIPT_BR: &[u8] = b"brotli bytes of app.js";
const SCRIPT_GZ: &[u8] = b"gzip bytes of app.js";

/// A built web app in miniature: `index.html`, a favicon, one hashed script with its `.br` and `.gz`.
/// Removed when dropped.
struct Dist(PathBuf);

impl Dist {
    fn create() -> Self {
        let dir = std::env::temp_dir().join(format!("web-dist-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(dir.join("assets")).unwrap();
        std::fs::write(dir.join("index.html"), INDEX).unwrap();
        std::fs::write(dir.join("favicon.svg"), "<svg/>").unwrap();
        std::fs::write(dir.join("assets/index-Ab12Cd34.js"), SCRIPT).unwrap();
        std::fs::write(dir.join("assets/index-Ab12Cd34.js.br"), SCRIPT_BR).unwrap();
        std::fs::write(dir.join("assets/index-Ab12Cd34.js.gz"), SCRIPT_GZ).unwrap();
        Self(dir)
    }

    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for Dist {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

async fn serve(dist: &Dist) -> TestApp {
    let mut config = test_config();
    config.web_dist = dist.path().to_path_buf();
    TestApp::spawn_with(config).await
}

/// GET `path` with `Accept-Encoding: encoding`: status, Cache-Control, Content-Encoding, body.
async fn get(app: &TestApp, path: &str, encoding: &str) -> (StatusCode, String, String, Vec<u8>) {
    let res = common::telemetry::http_client()
        .build()
        .unwrap()
        .get(format!("http://{}{path}", app.addr))
        .header(header::ACCEPT_ENCODING, encoding)
        .send()
        .await
        .expect("request");
    let header = |name| {
        res.headers()
            .get(name)
            .map(|v: &header::HeaderValue| v.to_str().unwrap().to_owned())
            .unwrap_or_default()
    };
    let (cache, encoding) = (
        header(header::CACHE_CONTROL),
        header(header::CONTENT_ENCODING),
    );
    (
        res.status(),
        cache,
        encoding,
        res.bytes().await.unwrap().to_vec(),
    )
}

#[tokio::test]
async fn a_hashed_asset_is_immutable_and_sent_in_the_encoding_the_browser_prefers() {
    let dist = Dist::create();
    let app = serve(&dist).await;

    let brotli = get(&app, "/assets/index-Ab12Cd34.js", "gzip, deflate, br").await;
    let gzip = get(&app, "/assets/index-Ab12Cd34.js", "gzip").await;
    let plain = get(&app, "/assets/index-Ab12Cd34.js", "identity").await;

    assert_eq!(brotli.0, 200);
    assert_eq!(brotli.1, "public, max-age=31536000, immutable");
    assert_eq!((brotli.2.as_str(), brotli.3.as_slice()), ("br", SCRIPT_BR));
    assert_eq!((gzip.2.as_str(), gzip.3.as_slice()), ("gzip", SCRIPT_GZ));
    assert_eq!(
        (plain.2.as_str(), plain.3.as_slice()),
        ("", SCRIPT.as_bytes())
    );
    assert_eq!(plain.1, "public, max-age=31536000, immutable");
}

#[tokio::test]
async fn a_missing_asset_is_a_404_that_is_not_cached_as_the_page() {
    let dist = Dist::create();
    let app = serve(&dist).await;

    let (status, cache, _, body) = get(&app, "/assets/index-Old00000.js", "br").await;

    assert_eq!(status, 404);
    assert_eq!(cache, "no-cache");
    assert_ne!(body, INDEX.as_bytes());
}

#[tokio::test]
async fn index_html_and_client_routes_are_revalidated_and_unchanged_ones_answer_304() {
    let dist = Dist::create();
    let app = serve(&dist).await;

    for path in ["/", "/index.html", "/login", "/admin/slots"] {
        let (status, cache, _, body) = get(&app, path, "identity").await;
        assert_eq!(
            (status.as_u16(), cache.as_str()),
            (200, "no-cache"),
            "{path}"
        );
        assert_eq!(body, INDEX.as_bytes(), "{path}");
    }

    let http = common::telemetry::http_client().build().unwrap();
    let url = format!("http://{}/login", app.addr);
    let first = http.get(&url).send().await.unwrap();
    let etag = first.headers()[header::ETAG].clone();
    let again = http
        .get(&url)
        .header(header::IF_NONE_MATCH, etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 304);
    assert_eq!(again.headers()[header::CACHE_CONTROL], "no-cache");
}

#[tokio::test]
async fn an_unhashed_public_file_is_kept_a_day() {
    let dist = Dist::create();
    let app = serve(&dist).await;

    let (status, cache, _, body) = get(&app, "/favicon.svg", "br").await;
    let (_, missing_cache, _, missing_body) = get(&app, "/robots.txt", "br").await;

    assert_eq!(
        (status.as_u16(), cache.as_str()),
        (200, "public, max-age=86400")
    );
    assert_eq!(body, b"<svg/>");
    // a missing file is answered with index.html, which is never kept
    assert_eq!(
        (missing_cache.as_str(), missing_body.as_slice()),
        ("no-cache", INDEX.as_bytes())
    );
}

#[tokio::test]
async fn api_answers_get_neither_cache_rule() {
    let dist = Dist::create();
    let app = serve(&dist).await;

    for path in [
        "/api/health/live",
        "/api/settings/public",
        "/api/no-such-route",
    ] {
        let (_, cache, _, _) = get(&app, path, "br").await;
        assert!(!cache.contains("immutable"), "{path}: {cache}");
        assert_ne!(cache, "no-cache", "{path}");
    }
}
