//! Extractors. [`AuthUser`] is the one door for authentication: a handler that takes it runs only
//! for a valid, active account, and asks its `actor` what the caller may do. It holds an account
//! with a generated first password to changing it (403 for anything else), and it is the
//! maintenance gate: while maintenance mode is on, advertisers' calls answer 503. Handlers take it
//! through [`Call`] (the app state and the caller), [`CallOn`] (and what the path names) or
//! [`CallWith`] (and the JSON body), the slot calls through [`SlotCaller`]. [`ApiJson`] and
//! [`ApiQuery`] turn malformed input into the Korean 400 of `AppError`, and turn NUL characters in
//! text into U+FFFD: PostgreSQL text cannot hold a NUL, nobody types one, and one character for
//! another keeps every length rule as the document states it.

use std::{marker::PhantomData, net::SocketAddr};

use axum::{
    extract::{ConnectInfo, FromRequest, FromRequestParts, Request},
    http::{header, request::Parts},
};
use common::{
    AppError,
    accounts::{self, auth::tokens::Claims},
    actor::{Actor, ClientInfo, Role},
    db::users::UserRow,
    settings::Feature,
};
use serde::de::DeserializeOwned;
use sqlx::{PgConnection, PgPool, Postgres, pool::PoolConnection};

use crate::state::AppState;

/// The authenticated caller and their account as it is now.
pub struct AuthUser {
    pub actor: Actor,
    pub user: UserRow,
}

/// What an account that must change its generated first password may still call with its token
/// (refresh and logout take no access token and never reach this door).
const OPEN_BEFORE_PASSWORD_CHANGE: &[&str] = &["/api/auth/me", "/api/auth/change-password"];

/// What an advertiser may still call while maintenance mode is on (sign-in, refresh and the public
/// settings need no token and never reach the gate).
const OPEN_DURING_MAINTENANCE: &[&str] = &["/api/auth/me", "/api/auth/logout"];

impl FromRequestParts<AppState> for AuthUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let claims = access_claims(parts, state)?;
        let mut conn = state.db.acquire().await?;
        Self::admit(parts, state, &claims, &mut conn).await
    }
}

/// The caller's access token, checked before any connection is taken.
fn access_claims(parts: &Parts, state: &AppState) -> Result<Claims, AppError> {
    let token = bearer_token(parts).ok_or(AppError::Unauthenticated)?;
    state.keys.decode_access(token)
}

impl AuthUser {
    /// The door itself, for a token already decoded, reading on `conn`.
    async fn admit(
        parts: &Parts,
        state: &AppState,
        claims: &Claims,
        conn: &mut PgConnection,
    ) -> Result<Self, AppError> {
        let (actor, user) = accounts::signed_in(conn, claims, client_info(parts)).await?;
        tracing::Span::current().record("user_id", actor.user_id);
        // The user row is read per request above, so the flag costs nothing more here and takes
        // effect the moment the password changes.
        if user.must_change_password && !OPEN_BEFORE_PASSWORD_CHANGE.contains(&parts.uri.path()) {
            return Err(AppError::PasswordChangeRequired);
        }
        if actor.role == Role::User
            && !OPEN_DURING_MAINTENANCE.contains(&parts.uri.path())
            && state.settings.get_on(conn).await?.business.maintenance_mode
        {
            return Err(AppError::UnderMaintenance);
        }
        Ok(Self { actor, user })
    }
}

/// What a handler for signed-in callers starts from: the app state and the caller [`AuthUser`]
/// admitted (`Call(app, actor)`).
pub struct Call(pub AppState, pub Actor);

impl FromRequestParts<AppState> for Call {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let auth = AuthUser::from_request_parts(parts, state).await?;
        Ok(Self(state.clone(), auth.actor))
    }
}

/// A [`Call`] on what its path names, `CallOn(app, actor, id)`: the path parameter is read after
/// the caller is admitted (a 401 before a 400), as an [`ApiPath`].
pub struct CallOn<P>(pub AppState, pub Actor, pub P);

impl<P: DeserializeOwned + Send> FromRequestParts<AppState> for CallOn<P> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let Call(app, actor) = Call::from_request_parts(parts, state).await?;
        let ApiPath(path) = ApiPath::from_request_parts(parts, state).await?;
        Ok(Self(app, actor, path))
    }
}

/// A [`Call`] with its JSON body, `CallWith(app, actor, body)`: the body is read after the caller is
/// admitted, as an [`ApiJson`].
pub struct CallWith<B>(pub AppState, pub Actor, pub B);

impl<B: DeserializeOwned> FromRequest<AppState> for CallWith<B> {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &AppState) -> Result<Self, AppError> {
        let (mut parts, body) = req.into_parts();
        let Call(app, actor) = Call::from_request_parts(&mut parts, state).await?;
        let ApiJson(body) = ApiJson::from_request(Request::from_parts(parts, body), state).await?;
        Ok(Self(app, actor, body))
    }
}

/// A [`Call`] of the slot calls: refused while featureSlotManagement is off for the caller
/// (advertisers; the admin side keeps working).
pub struct SlotCaller(pub AppState, pub Actor);

impl FromRequestParts<AppState> for SlotCaller {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let Call(app, actor) = Call::from_request_parts(parts, state).await?;
        let settings = app.settings.get(&app.db).await?;
        Feature::SlotManagement.require(&settings, &actor)?;
        Ok(Self(app, actor))
    }
}

/// A [`SlotCaller`] on what its path names, `SlotCallerOn(app, actor, id)`, read as [`CallOn`] reads
/// it.
pub struct SlotCallerOn<P>(pub AppState, pub Actor, pub P);

impl<P: DeserializeOwned + Send> FromRequestParts<AppState> for SlotCallerOn<P> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let SlotCaller(app, actor) = SlotCaller::from_request_parts(parts, state).await?;
        let ApiPath(path) = ApiPath::from_request_parts(parts, state).await?;
        Ok(Self(app, actor, path))
    }
}

/// A [`SlotCaller`] with the connection it was admitted on, for a handler that reads right after:
/// the slot list, the commonest call, and the market views then take one connection instead of
/// two (and one round trip fewer, the pool's check of a returned connection). Which pool the
/// connection comes from is `S` ([`KeptPlans`] by default).
pub struct SlotReader<S = KeptPlans> {
    pub auth: AuthUser,
    pub conn: PoolConnection<Postgres>,
    sessions: PhantomData<S>,
}

/// The pool a [`SlotReader`] reads on.
pub trait Sessions {
    fn pool(state: &AppState) -> &PgPool;
}

/// `AppState::kept_plans`, whose sessions keep plans: the slot list.
pub struct KeptPlans;

impl Sessions for KeptPlans {
    fn pool(state: &AppState) -> &PgPool {
        &state.kept_plans
    }
}

/// `AppState::generic_plans`, whose sessions run every statement on its generic plan: the market
/// views.
pub struct GenericPlans;

impl Sessions for GenericPlans {
    fn pool(state: &AppState) -> &PgPool {
        &state.generic_plans
    }
}

impl<S: Sessions> FromRequestParts<AppState> for SlotReader<S> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let claims = access_claims(parts, state)?;
        let mut conn = S::pool(state).acquire().await?;
        let auth = AuthUser::admit(parts, state, &claims, &mut conn).await?;
        let settings = state.settings.get_on(&mut conn).await?;
        Feature::SlotManagement.require(&settings, &auth.actor)?;
        Ok(Self {
            auth,
            conn,
            sessions: PhantomData,
        })
    }
}

/// Where the request came from, for the audit log.
pub struct Client(pub ClientInfo);

impl<S: Send + Sync> FromRequestParts<S> for Client {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(Self(client_info(parts)))
    }
}

/// A JSON object body; a body that does not parse is a 400 with the Korean message, one past the
/// body limit a 413.
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJson<T> {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, AppError> {
        let mut value = match axum::Json::<serde_json::Value>::from_request(req, state).await {
            Ok(axum::Json(value)) => value,
            // Past axum's body limit (2 MB) the answer is 413, not "malformed".
            Err(rejection) if rejection.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE => {
                return Err(AppError::BodyTooLarge { max_mb: 2 });
            }
            Err(rejection) => {
                tracing::debug!(%rejection, "malformed JSON body");
                return Err(AppError::MalformedRequest);
            }
        };
        // Every body is an object; serde would otherwise read a struct from an array too.
        if !value.is_object() {
            return Err(AppError::MalformedRequest);
        }
        normalise(&mut value);
        serde_json::from_value(value).map(Self).map_err(|error| {
            tracing::debug!(%error, "JSON body of the wrong shape");
            AppError::from_serde_text(&error.to_string()).unwrap_or(AppError::MalformedRequest)
        })
    }
}

/// Before a body is read into its type: `3.0` is the integer 3 in JSON (and in JSON Schema), but
/// serde refuses it for an `i64`, so every whole-valued number becomes an integer; and a NUL in
/// any text or key becomes U+FFFD.
fn normalise(value: &mut serde_json::Value) {
    use serde_json::Value;
    match value {
        Value::String(text) if text.contains('\0') => *text = text.replace('\0', NUL_STAND_IN),
        Value::Number(n) if !n.is_i64() && !n.is_u64() => {
            if let Some(f) = n.as_f64()
                && f.fract() == 0.0
                && f >= i64::MIN as f64
                && f < i64::MAX as f64
            {
                *value = Value::from(f as i64);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(normalise),
        Value::Object(fields) => {
            if fields.keys().any(|k| k.contains('\0')) {
                *fields = std::mem::take(fields)
                    .into_iter()
                    .map(|(k, v)| (k.replace('\0', NUL_STAND_IN), v))
                    .collect();
            }
            fields.values_mut().for_each(normalise);
        }
        _ => {}
    }
}

/// What a NUL character becomes (U+FFFD, the replacement character), and its query escape.
const NUL_STAND_IN: &str = "\u{fffd}";
const NUL_STAND_IN_ESCAPED: &str = "%EF%BF%BD";

/// `query` with its `%00` escapes (NUL characters) as U+FFFD, every other escape left as it was.
fn without_nul(query: &str) -> std::borrow::Cow<'_, str> {
    if !query.contains("%00") {
        return std::borrow::Cow::Borrowed(query);
    }
    let mut kept = String::with_capacity(query.len());
    let mut rest = query;
    while let Some(at) = rest.find('%') {
        kept.push_str(&rest[..at]);
        let escape = rest.get(at..at + 3).unwrap_or(&rest[at..]);
        kept.push_str(if escape == "%00" {
            NUL_STAND_IN_ESCAPED
        } else {
            escape
        });
        rest = &rest[at + escape.len()..];
    }
    kept.push_str(rest);
    std::borrow::Cow::Owned(kept)
}

/// A query string; one that does not parse is a 400 with the Korean message.
pub struct ApiQuery<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for ApiQuery<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, AppError> {
        let query = without_nul(parts.uri.query().unwrap_or_default());
        match serde_urlencoded::from_str::<T>(&query) {
            Ok(value) => Ok(Self(value)),
            Err(error) => {
                tracing::debug!(%error, "malformed query string");
                Err(AppError::from_serde_text(&error.to_string())
                    .unwrap_or(AppError::MalformedRequest))
            }
        }
    }
}

/// A paged list's query string: its page ([`PageParams`]) and its own filters `Q`, in that order
/// (documented as `params(PageParams, Q)`); either not parsing is a 400 as [`ApiQuery`] answers it.
pub struct PagedQuery<Q>(pub PageParams, pub Q);

impl<Q: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for PagedQuery<Q> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        let ApiQuery(page) = ApiQuery::from_request_parts(parts, state).await?;
        let ApiQuery(filters) = ApiQuery::from_request_parts(parts, state).await?;
        Ok(Self(page, filters))
    }
}

fn bearer_token(parts: &Parts) -> Option<&str> {
    bearer_token_of(&parts.headers)
}

/// The bearer token of an `Authorization` header, if there is one.
pub fn bearer_token_of(headers: &axum::http::HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    (scheme.eq_ignore_ascii_case("bearer") && !token.trim().is_empty()).then(|| token.trim())
}

fn client_info(parts: &Parts) -> ClientInfo {
    ClientInfo {
        // Resolved by `client_address::resolve`; the socket's when that layer is absent.
        ip: parts
            .extensions
            .get::<crate::client_address::ClientAddress>()
            .map(|a| a.0.to_string())
            .or_else(|| {
                parts
                    .extensions
                    .get::<ConnectInfo<SocketAddr>>()
                    .map(|ConnectInfo(addr)| addr.ip().to_string())
            }),
        user_agent: parts
            .headers
            .get(header::USER_AGENT)
            .and_then(|v| v.to_str().ok())
            .map(|ua| ua.chars().take(500).collect()),
    }
}

/// A path parameter; one that does not parse (`/api/slots/abc`) is a 400 with the Korean message.
pub struct ApiPath<T>(pub T);

impl<T: DeserializeOwned + Send, S: Send + Sync> FromRequestParts<S> for ApiPath<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => Ok(Self(value)),
            Err(rejection) => {
                tracing::debug!(%rejection, "malformed path parameter");
                Err(AppError::MalformedRequest)
            }
        }
    }
}

/// Paging and blank-is-absent query values live in `common::params`, beside the list queries that
/// derive with them; the routes that still declare their own parameters read them from here.
pub use common::params::{PageParams, blank_as_none, blank_or_choice};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nul_characters_become_replacement_characters_and_nothing_else_changes() {
        let mut body = serde_json::json!({ "a\u{0}b": ["x\u{0}y", 3.0, { "k": "\u{0}" }] });
        normalise(&mut body);
        assert_eq!(
            body,
            serde_json::json!({ "a\u{fffd}b": ["x\u{fffd}y", 3, { "k": "\u{fffd}" }] })
        );
        assert_eq!(
            without_nul("search=a%00b&x=%2500%41"),
            "search=a%EF%BF%BDb&x=%2500%41"
        );
        assert_eq!(without_nul("q=%0"), "q=%0");
        assert_eq!(without_nul("q=plain"), "q=plain");
    }
}
