//! Every answer carries the browser-side defences (issue 17): a page of the web app, an api call,
//! an api error and the API browser; HSTS only behind an https public URL.

use crate::support;

use reqwest::{Response, header};
use support::{TestApp, test_config};

async fn get(app: &TestApp, path: &str) -> Response {
    common::telemetry::http_client()
        .build()
        .unwrap()
        .get(format!("http://{}{path}", app.addr))
        .send()
        .await
        .expect("request")
}

fn value(res: &Response, name: &str) -> String {
    res.headers()
        .get(name)
        .unwrap_or_else(|| panic!("{name} missing on {}", res.url()))
        .to_str()
        .unwrap()
        .to_owned()
}

fn assert_defended(res: &Response) {
    let csp = value(res, "content-security-policy");
    assert!(csp.contains("frame-ancestors 'self'"), "{csp}");
    assert!(csp.contains("object-src 'none'"), "{csp}");
    assert_eq!(value(res, "x-frame-options"), "SAMEORIGIN");
    assert_eq!(value(res, "x-content-type-options"), "nosniff");
    assert_eq!(
        value(res, "referrer-policy"),
        "strict-origin-when-cross-origin"
    );
    assert!(value(res, "permissions-policy").contains("camera=()"));
}

#[tokio::test]
async fn pages_api_calls_and_errors_carry_the_security_headers() {
    let dist = std::env::temp_dir().join(format!("web-dist-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dist).unwrap();
    std::fs::write(
        dist.join("index.html"),
        "<!doctype html><div id=\"root\"></div>",
    )
    .unwrap();
    let mut config = test_config();
    config.web_dist = dist.clone();
    let app = TestApp::spawn_with(config).await;

    let page = get(&app, "/admin/slots").await;
    let call = get(&app, "/api/health").await;
    let error = get(&app, "/api/no-such-call").await;
    let unauthorised = get(&app, "/api/slots").await;
    let docs = get(&app, "/api/docs/").await;

    assert_eq!(page.status(), 200);
    assert_eq!(error.status(), 404);
    assert_eq!(unauthorised.status(), 401);
    for res in [&page, &call, &error, &unauthorised, &docs] {
        assert_defended(res);
        assert!(
            res.headers()
                .get(header::STRICT_TRANSPORT_SECURITY)
                .is_none(),
            "no HSTS over plain http"
        );
    }
    let app_csp = value(&page, "content-security-policy");
    assert!(
        app_csp.contains("img-src 'self' data: blob: https: http://127.0.0.1:9;"),
        "product thumbnails from the marketplace (the simulator here): {app_csp}"
    );
    assert!(
        app_csp.contains("script-src 'self';"),
        "our scripts only: {app_csp}"
    );
    assert!(!app_csp.contains("unsafe-eval"), "{app_csp}");
    assert!(
        !app_csp.contains("script-src 'self' 'unsafe-inline'"),
        "{app_csp}"
    );
    let docs_csp = value(&docs, "content-security-policy");
    assert!(
        docs_csp.contains("style-src 'self' 'unsafe-inline'"),
        "the API browser writes styles: {docs_csp}"
    );
    assert!(docs_csp.contains("script-src 'self';"), "{docs_csp}");
    std::fs::remove_dir_all(dist).ok();
}

#[tokio::test]
async fn an_https_public_url_adds_hsts() {
    let mut config = test_config();
    config.public_url = Some("https://slots.example.com".into());
    let app = TestApp::spawn_with(config).await;

    let res = get(&app, "/api/health").await;

    assert_eq!(
        value(&res, "strict-transport-security"),
        "max-age=31536000; includeSubDomains"
    );
}

#[tokio::test]
async fn a_body_past_the_limit_is_a_413_in_korean_not_a_malformed_request() {
    let app = TestApp::spawn().await;
    let huge = format!(
        r#"{{"email":"{}","password":"x"}}"#,
        "a".repeat(3 * 1024 * 1024)
    );

    let res = common::telemetry::http_client()
        .build()
        .unwrap()
        .post(format!("http://{}/api/auth/login", app.addr))
        .header(header::CONTENT_TYPE, "application/json")
        .body(huge)
        .send()
        .await
        .unwrap();

    assert_eq!(res.status(), 413);
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(
        body["error"],
        "요청 내용이 너무 큽니다. 2MB 이하로 보내 주세요."
    );
}
