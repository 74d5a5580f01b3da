//! Session tokens. The access token is a short-lived JWT (HS256) naming the user, their role and,
//! after a switch-user, the developer who switched. The refresh token is 32 random bytes
//! (base64url); only its SHA-256 is stored, and each use rotates it.

use std::time::Duration;

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use jsonwebtoken::{DecodingKey, EncodingKey, Header, Validation, errors::ErrorKind};
use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::{actor::Role, config::Config, error::AppError};

/// The access token's payload.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Claims {
    /// The user id, as a string per the JWT convention.
    pub sub: String,
    pub role: Role,
    pub iat: u64,
    pub exp: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub switched_by: Option<i64>,
    /// The refresh-token family this access token was issued with: the sign-in session, so a
    /// password change can end every other session but this one.
    pub sid: uuid::Uuid,
}

impl Claims {
    pub fn user_id(&self) -> Result<i64, AppError> {
        self.sub.parse().map_err(|_| AppError::Unauthenticated)
    }
}

/// Signing keys and lifetimes, built once from [`Config`].
#[derive(Clone)]
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    pub access_ttl: Duration,
    pub refresh_ttl: Duration,
}

impl TokenKeys {
    pub fn new(config: &Config) -> Self {
        let secret = config.jwt_secret.as_bytes();
        let validation = Validation {
            leeway: 5,
            ..Validation::default()
        };
        Self {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            validation,
            access_ttl: config.access_token_ttl,
            refresh_ttl: config.refresh_token_ttl,
        }
    }

    /// A signed access token for `user_id`.
    pub fn issue_access(
        &self,
        user_id: i64,
        role: Role,
        switched_by: Option<i64>,
        sid: uuid::Uuid,
    ) -> Result<String, AppError> {
        let now = jsonwebtoken::get_current_timestamp();
        let claims = Claims {
            sub: user_id.to_string(),
            role,
            iat: now,
            exp: now + self.access_ttl.as_secs(),
            switched_by,
            sid,
        };
        jsonwebtoken::encode(&Header::default(), &claims, &self.encoding)
            .map_err(|e| AppError::Internal(e.into()))
    }

    /// The claims of a valid token; an expired one is [`AppError::SessionExpired`], anything else
    /// that fails is [`AppError::Unauthenticated`].
    pub fn decode_access(&self, token: &str) -> Result<Claims, AppError> {
        jsonwebtoken::decode::<Claims>(token, &self.decoding, &self.validation)
            .map(|data| data.claims)
            .map_err(|e| match e.kind() {
                ErrorKind::ExpiredSignature => AppError::SessionExpired,
                _ => AppError::Unauthenticated,
            })
    }
}

/// A new refresh token and the hash to store.
pub fn new_refresh_token() -> (String, Vec<u8>) {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    let token = URL_SAFE_NO_PAD.encode(bytes);
    let hash = hash_refresh_token(&token);
    (token, hash)
}

/// What `refresh_tokens.token_hash` holds for `token`.
pub fn hash_refresh_token(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

pub use crate::random::random_hex;
