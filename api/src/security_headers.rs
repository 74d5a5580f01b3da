//! The headers every answer carries, pages, api calls and errors alike (issue 17): a Content
//! Security Policy that runs only our own scripts and styles, framing by our own origin only (the
//! settings screen frames the login preview), no MIME sniffing, a referrer kept to our origin, no
//! powerful browser features, and HSTS when the public URL is https. A handler that sets one of
//! them itself keeps its own.

use axum::{
    extract::{Request, State},
    http::{HeaderName, HeaderValue, header},
    middleware::Next,
    response::Response,
};

/// The app's policy; `{images}` is where product thumbnails may come from. Style attributes are
/// allowed (React and the charts set `style=`), style elements and scripts only from our origin;
/// the WebSocket is our origin too.
const APP_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     style-src-attr 'unsafe-inline'; img-src 'self' data: blob: {images}; font-src 'self' data:; \
     connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; object-src 'none'; \
     base-uri 'self'; form-action 'self'";

/// The API browser at `/api/docs` (Swagger UI) writes style elements at run time; it gets inline
/// styles and nothing more (its scripts are files of our origin too).
const DOCS_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; object-src 'none'; \
     base-uri 'self'; form-action 'self'";

const HSTS: &str = "max-age=31536000; includeSubDomains";

/// The policy for this deployment: product thumbnails come from the marketplace (any https image
/// host, as marketplaces serve them from CDNs, and the configured marketplace origin, which is the
/// plain-http simulator in development); HSTS only when the public URL is https.
#[derive(Debug, Clone)]
pub struct Policy {
    app_csp: HeaderValue,
    hsts: bool,
}

impl Policy {
    pub fn new(public_url: Option<&str>, marketplace_base_url: &str) -> Self {
        let marketplace = url::Url::parse(marketplace_base_url)
            .ok()
            .map(|u| u.origin().ascii_serialization())
            .filter(|origin| origin != "null")
            .unwrap_or_default();
        let images = format!("https: {marketplace}");
        Self {
            app_csp: HeaderValue::from_str(&APP_CSP.replace("{images}", images.trim()))
                .expect("a policy of ASCII"),
            hsts: public_url
                .is_some_and(|url| url.trim().to_ascii_lowercase().starts_with("https://")),
        }
    }
}

pub async fn add(State(policy): State<Policy>, request: Request, next: Next) -> Response {
    let docs = request.uri().path().starts_with("/api/docs");
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers
        .entry(header::CONTENT_SECURITY_POLICY)
        .or_insert(if docs {
            HeaderValue::from_static(DOCS_CSP)
        } else {
            policy.app_csp.clone()
        });
    let mut set = |name: HeaderName, value: &'static str| {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
    };
    set(header::X_FRAME_OPTIONS, "SAMEORIGIN");
    set(header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(header::REFERRER_POLICY, "strict-origin-when-cross-origin");
    set(
        HeaderName::from_static("permissions-policy"),
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    if policy.hsts {
        set(header::STRICT_TRANSPORT_SECURITY, HSTS);
    }
    response
}
