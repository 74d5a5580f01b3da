//! The `Idempotency-Key` header on the calls in [`COVERED`] (issue 17; the rule is
//! `common::idempotency`). A request with a key runs once per caller and key: a repeat gets the
//! first answer again (marked `Idempotent-Replayed: true`), unless that was a server failure; a
//! different request with the same key 422; a repeat while the first runs 409 (marked
//! `Idempotent-In-Progress: true`, so a client knows to keep its key and ask again). Without the
//! header nothing changes.
//!
//! The caller is the token's user. A request whose token does not verify goes through untouched,
//! and its handler answers 401 as always.

use axum::{
    body::{Body, Bytes},
    extract::{MatchedPath, Request, State},
    http::{HeaderValue, Method, StatusCode, header},
    middleware::Next,
    response::{IntoResponse, Response},
};
use common::{
    AppError,
    idempotency::{self, Claim, StoredAnswer},
};

use crate::state::AppState;

/// The header a caller sends.
pub const HEADER: &str = "idempotency-key";
/// The header on a replayed answer.
pub const REPLAYED_HEADER: &str = "idempotent-replayed";
/// The header on the 409 of a repeat that came while the first request still runs.
pub const IN_PROGRESS_HEADER: &str = "idempotent-in-progress";

/// The calls that honour a key: every call that moves money or creates something a double
/// submission would make twice. (Method, route template.)
pub const COVERED: &[(&str, &str)] = &[
    ("POST", "/api/cash/charges"),
    ("POST", "/api/admin/cash/charges/{id}/approve"),
    ("POST", "/api/admin/cash/charges/{id}/reject"),
    ("POST", "/api/slots"),
    ("POST", "/api/slots/{id}/approve"),
    ("POST", "/api/slots/bulk-registrations"),
    ("POST", "/api/slots/allocate/{userId}"),
    ("POST", "/api/slots/{id}/extend"),
    ("POST", "/api/slots/extend-bulk"),
    ("POST", "/api/notifications/send"),
    ("POST", "/api/users"),
    ("POST", "/api/announcements"),
    ("POST", "/api/chat/messages"),
    ("POST", "/api/chat/rooms/{id}/messages"),
];

/// The largest body read for hashing: the JSON limit every covered call has.
const BODY_LIMIT: usize = 2 * 1024 * 1024;

/// The middleware (`axum::middleware::from_fn_with_state`), on the api's routes.
pub async fn honour(State(app): State<AppState>, req: Request, next: Next) -> Response {
    match keyed_request(&app, &req) {
        Ok(Some((user_id, key))) => match run_once(&app, user_id, key, req, next).await {
            Ok(response) => response,
            Err(AppError::IdempotencyKeyInProgress) => {
                let mut response = AppError::IdempotencyKeyInProgress.into_response();
                response
                    .headers_mut()
                    .insert(IN_PROGRESS_HEADER, HeaderValue::from_static("true"));
                response
            }
            Err(refusal) => refusal.into_response(),
        },
        Ok(None) => next.run(req).await,
        Err(refusal) => refusal.into_response(),
    }
}

/// The caller and key when this request is one to run once; a malformed key is refused.
fn keyed_request(app: &AppState, req: &Request) -> Result<Option<(i64, String)>, AppError> {
    let Some(raw) = req.headers().get(HEADER) else {
        return Ok(None);
    };
    if !is_covered(req.method(), req.extensions().get::<MatchedPath>()) {
        return Ok(None);
    }
    let key = raw
        .to_str()
        .map_err(|_| AppError::IdempotencyKeyInvalid {
            max: idempotency::MAX_KEY_LEN,
        })
        .and_then(idempotency::check_key)?
        .to_owned();
    let user_id = crate::extract::bearer_token_of(req.headers())
        .and_then(|token| app.keys.decode_access(token).ok())
        .and_then(|claims| claims.user_id().ok());
    Ok(user_id.map(|user_id| (user_id, key)))
}

fn is_covered(method: &Method, route: Option<&MatchedPath>) -> bool {
    route.is_some_and(|route| {
        COVERED
            .iter()
            .any(|(m, path)| *m == method.as_str() && *path == route.as_str())
    })
}

async fn run_once(
    app: &AppState,
    user_id: i64,
    key: String,
    req: Request,
    next: Next,
) -> Result<Response, AppError> {
    let (parts, body) = req.into_parts();
    let body = axum::body::to_bytes(body, BODY_LIMIT)
        .await
        .map_err(|_| AppError::BodyTooLarge { max_mb: 2 })?;
    let path = parts
        .uri
        .path_and_query()
        .map_or(parts.uri.path(), |p| p.as_str());
    let hash = idempotency::request_hash(parts.method.as_str(), path, &body);
    match idempotency::claim(&app.db, user_id, &key, &hash).await? {
        Claim::Replay(answer) => Ok(replay(answer)),
        Claim::Run => {
            // The request runs to its end in its own task even if the client goes away: a
            // handler cut off after its commit would leave the key "running" with the work done,
            // and the client's retry would then wait a day instead of getting the answer.
            let request = Request::from_parts(parts, Body::from(body));
            let run = tokio::spawn({
                let (app, key) = (app.clone(), key.clone());
                async move {
                    let response = next.run(request).await;
                    keep(response, &app, user_id, &key).await
                }
            });
            match run.await {
                Ok(answer) => answer,
                // A handler that panicked committed nothing; its key may be sent again.
                Err(panic) => {
                    idempotency::release(&app.db, user_id, &key).await?;
                    Err(AppError::Internal(anyhow::anyhow!(
                        "idempotent request task: {panic}"
                    )))
                }
            }
        }
    }
}

/// Stores the answer for replay, or releases the key after a server failure.
async fn keep(
    response: Response,
    app: &AppState,
    user_id: i64,
    key: &str,
) -> Result<Response, AppError> {
    if response.status().is_server_error() {
        idempotency::release(&app.db, user_id, key).await?;
        return Ok(response);
    }
    let (parts, body) = response.into_parts();
    // Covered calls answer small JSON envelopes; none streams.
    let bytes: Bytes = axum::body::to_bytes(body, usize::MAX)
        .await
        .map_err(|e| AppError::Internal(anyhow::anyhow!("reading the answer to keep: {e}")))?;
    let answer = StoredAnswer {
        status: parts.status.as_u16(),
        content_type: parts
            .headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned),
        body: bytes.to_vec(),
    };
    idempotency::complete(&app.db, user_id, key, &answer).await?;
    Ok(Response::from_parts(parts, Body::from(bytes)))
}

fn replay(answer: StoredAnswer) -> Response {
    let status = StatusCode::from_u16(answer.status).unwrap_or(StatusCode::OK);
    let mut response = (status, answer.body).into_response();
    let headers = response.headers_mut();
    if let Some(value) = answer
        .content_type
        .and_then(|t| HeaderValue::from_str(&t).ok())
    {
        headers.insert(header::CONTENT_TYPE, value);
    }
    headers.insert(REPLAYED_HEADER, HeaderValue::from_static("true"));
    response
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_covered_call_exists_and_documents_the_header() {
        let doc = crate::openapi_document();
        for (method, path) in super::COVERED {
            let op = &doc["paths"][path][method.to_ascii_lowercase()];
            let params = op["parameters"].as_array();
            assert!(
                params.is_some_and(|p| p.iter().any(|p| p["name"] == "Idempotency-Key")),
                "{method} {path} is not a documented call with the header"
            );
            assert!(op["responses"]["422"].is_object(), "{method} {path}");
        }
    }
}
