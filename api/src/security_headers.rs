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

/// The app's policy. Style attributes are allowed (React and the charts set `style=`), style
/// elements and scripts only from our origin; the WebSocket is our origin too.
const APP_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; \
     connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; object-src 'none'; \
     base-uri 'self'; form-action 'self'";

/// The API browser at `/api/docs` (Swagger UI) writes style elements at run time; it gets inline
/// styles and nothing more (its scripts are files of our origin too).
const DOCS_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; object-src 'none'; \
     base-uri 'self'; form-action 'self'";

const HSTS: &str = "max-age=31536000; includeSubDomains";

/// Whether answers carry HSTS: only when the public URL the app is reached at is https.
#[derive(Debug, Clone, Copy)]
pub struct Policy {
    pub hsts: bool,
}

impl Policy {
    pub fn for_public_url(public_url: Option<&str>) -> Self {
        Self {
            hsts: public_url.is_some_and(|url| url.trim().to_ascii_lowercase().starts_with("https://")),
        }
    }
}

pub async fn add(State(policy): State<Policy>, request: Request, next: Next) -> Response {
    let docs = request.uri().path().starts_with("/api/docs");
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    let mut set = |name: HeaderName, value: &'static str| {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
    };
    set(
        header::CONTENT_SECURITY_POLICY,
        if docs { DOCS_CSP } else { APP_CSP },
    );
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
