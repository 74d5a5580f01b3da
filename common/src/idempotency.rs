//! Idempotency keys (issue 17; Stripe's rule). A money-moving or creating call sent with an
//! `Idempotency-Key` header is run once per caller and key: its answer is kept for [`KEEP_FOR`] and
//! replayed for every repeat, a refusal (4xx) as much as a success; the same key with a different
//! request is refused ([`AppError::IdempotencyKeyReused`]); a repeat while the first still runs is
//! refused ([`AppError::IdempotencyKeyInProgress`]).
//!
//! A server failure (5xx: the database unreachable, a bug) is not kept: the call changed nothing
//! (one transaction), so its key is released and the retry runs.
//!
//! A key stays "running" if the api process dies in the middle of its request. It is never taken
//! over: the first request may have committed before the process died, and running it again is
//! exactly the double charge the key exists to prevent. Such a key answers 409 until it expires.

use chrono::Duration;
use sha2::{Digest, Sha256};
use sqlx::PgPool;

use crate::error::AppError;

/// How long an answer is kept and replayed.
pub const KEEP_FOR: Duration = Duration::hours(24);

/// The longest key accepted (Stripe allows 255).
pub const MAX_KEY_LEN: usize = 255;

/// An answer as kept for replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredAnswer {
    pub status: u16,
    pub content_type: Option<String>,
    pub body: Vec<u8>,
}

/// What to do with a request that carries a key.
#[derive(Debug)]
pub enum Claim {
    /// The key is ours now: run the request, then [`complete`] or [`release`] it.
    Run,
    /// The same request was answered before: send this again.
    Replay(StoredAnswer),
}

/// The key as sent, if it is one: 1 to [`MAX_KEY_LEN`] visible ASCII characters (a UUID is the
/// usual choice).
pub fn check_key(key: &str) -> Result<&str, AppError> {
    let valid =
        !key.is_empty() && key.len() <= MAX_KEY_LEN && key.bytes().all(|b| b.is_ascii_graphic());
    if valid {
        Ok(key)
    } else {
        Err(AppError::IdempotencyKeyInvalid { max: MAX_KEY_LEN })
    }
}

/// What makes two requests "the same": the method, the path with its query, and the body.
pub fn request_hash(method: &str, path_and_query: &str, body: &[u8]) -> Vec<u8> {
    let mut hash = Sha256::new();
    for part in [method.as_bytes(), path_and_query.as_bytes()] {
        hash.update((part.len() as u64).to_be_bytes());
        hash.update(part);
    }
    hash.update(body);
    hash.finalize().to_vec()
}

/// Takes `key` for `user_id`'s request, or says why not. An expired key is taken afresh.
pub async fn claim(
    db: &PgPool,
    user_id: i64,
    key: &str,
    request_hash: &[u8],
) -> Result<Claim, AppError> {
    let keep_secs = KEEP_FOR.num_seconds() as f64;
    // The first request inserts; a repeat finds the row. Between our insert attempt and our read,
    // the first may release its key (it failed): then try again.
    for _ in 0..3 {
        let taken = sqlx::query_scalar!(
            r#"INSERT INTO idempotency_keys (user_id, key, request_hash)
               VALUES ($1, $2, $3)
               ON CONFLICT (user_id, key) DO UPDATE
                  SET request_hash = EXCLUDED.request_hash, status = NULL, content_type = NULL,
                      body = NULL, created_at = now()
                WHERE idempotency_keys.created_at < now() - make_interval(secs => $4)
               RETURNING true AS "taken!""#,
            user_id,
            key,
            request_hash,
            keep_secs,
        )
        .fetch_optional(db)
        .await?;
        if taken.is_some() {
            return Ok(Claim::Run);
        }
        let existing = sqlx::query!(
            "SELECT request_hash, status, content_type, body FROM idempotency_keys
              WHERE user_id = $1 AND key = $2",
            user_id,
            key,
        )
        .fetch_optional(db)
        .await?;
        let Some(row) = existing else { continue };
        if row.request_hash != request_hash {
            return Err(AppError::IdempotencyKeyReused);
        }
        return match row.status {
            None => Err(AppError::IdempotencyKeyInProgress),
            Some(status) => Ok(Claim::Replay(StoredAnswer {
                status: status as u16,
                content_type: row.content_type,
                body: row.body.unwrap_or_default(),
            })),
        };
    }
    Err(AppError::IdempotencyKeyInProgress)
}

/// Keeps the answer to the request that claimed `key`.
pub async fn complete(
    db: &PgPool,
    user_id: i64,
    key: &str,
    answer: &StoredAnswer,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE idempotency_keys SET status = $3, content_type = $4, body = $5
          WHERE user_id = $1 AND key = $2 AND status IS NULL",
        user_id,
        key,
        answer.status as i16,
        answer.content_type,
        answer.body,
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Lets `key` go after its request failed on the server's side (nothing was changed), so it may be
/// sent again.
pub async fn release(db: &PgPool, user_id: i64, key: &str) -> Result<(), AppError> {
    sqlx::query!(
        "DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND status IS NULL",
        user_id,
        key,
    )
    .execute(db)
    .await?;
    Ok(())
}

/// Deletes keys past [`KEEP_FOR`]; the daily clean-up calls it. Returns how many went.
pub async fn purge_expired(db: &PgPool) -> Result<u64, AppError> {
    let keep_secs = KEEP_FOR.num_seconds() as f64;
    let done = sqlx::query!(
        "DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(secs => $1)",
        keep_secs,
    )
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_short_visible_ascii() {
        assert!(check_key("5f0c2a4e-9a51-4f7e-8d2b-3c1d0e6f7a89").is_ok());
        assert!(check_key("order#42/retry:1").is_ok());
        for bad in [
            "",
            "has space",
            "한글키",
            "tab\tkey",
            &"k".repeat(MAX_KEY_LEN + 1),
        ] {
            assert!(
                matches!(check_key(bad), Err(AppError::IdempotencyKeyInvalid { .. })),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn the_same_request_hashes_alike_and_any_difference_does_not() {
        let base = request_hash("POST", "/api/slots", b"{\"a\":1}");
        assert_eq!(base, request_hash("POST", "/api/slots", b"{\"a\":1}"));
        assert_ne!(base, request_hash("POST", "/api/slots", b"{\"a\":2}"));
        assert_ne!(base, request_hash("PUT", "/api/slots", b"{\"a\":1}"));
        assert_ne!(base, request_hash("POST", "/api/slots?x=1", b"{\"a\":1}"));
        // The parts are length-prefixed, so moving bytes between them changes the hash.
        assert_ne!(
            request_hash("POST", "/a", b"b"),
            request_hash("POST", "/ab", b"")
        );
    }
}
