//! Extractors. [`AuthUser`] is the one door for authentication: a handler that takes it runs only
//! for a valid, active account, and asks its `actor` what the caller may do. [`ApiJson`] and
//! [`ApiQuery`] turn malformed input into the Korean 400 of `AppError`.

use std::net::SocketAddr;

use axum::{
    extract::{ConnectInfo, FromRequest, FromRequestParts, Query, Request},
    http::{header, request::Parts},
};
use common::{
    AppError, accounts,
    actor::{Actor, ClientInfo},
    db::users::UserRow,
};
use serde::de::DeserializeOwned;

use crate::state::AppState;

/// The authenticated caller and their account as it is now.
pub struct AuthUser {
    pub actor: Actor,
    pub user: UserRow,
}

impl FromRequestParts<AppState> for AuthUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let token = bearer_token(parts).ok_or(AppError::Unauthenticated)?;
        let (actor, user) =
            accounts::authenticate(&state.db, &state.keys, token, client_info(parts)).await?;
        tracing::Span::current().record("user_id", actor.user_id);
        Ok(Self { actor, user })
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

/// A JSON body; a body that does not parse is a 400 with the Korean message.
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJson<T> {
    type Rejection = AppError;

    async fn from_request(req: Request, state: &S) -> Result<Self, AppError> {
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(value)) => Ok(Self(value)),
            Err(rejection) => {
                tracing::debug!(%rejection, "malformed JSON body");
                Err(AppError::MalformedRequest)
            }
        }
    }
}

/// A query string; one that does not parse is a 400 with the Korean message.
pub struct ApiQuery<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for ApiQuery<T> {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        match Query::<T>::from_request_parts(parts, state).await {
            Ok(Query(value)) => Ok(Self(value)),
            Err(rejection) => {
                tracing::debug!(%rejection, "malformed query string");
                Err(AppError::MalformedRequest)
            }
        }
    }
}

fn bearer_token(parts: &Parts) -> Option<&str> {
    let value = parts.headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    (scheme.eq_ignore_ascii_case("bearer") && !token.trim().is_empty()).then(|| token.trim())
}

fn client_info(parts: &Parts) -> ClientInfo {
    ClientInfo {
        ip: parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ConnectInfo(addr)| addr.ip().to_string()),
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

/// For `#[serde(deserialize_with = ...)]` on optional query values: a blank value (`?dateFrom=`)
/// is absent, anything else must parse.
pub fn blank_as_none<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: std::str::FromStr,
    T::Err: std::fmt::Display,
{
    let raw: Option<String> = serde::Deserialize::deserialize(deserializer)?;
    match raw.as_deref().map(str::trim) {
        None | Some("") => Ok(None),
        Some(value) => value.parse().map(Some).map_err(serde::de::Error::custom),
    }
}
