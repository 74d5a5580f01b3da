//! The Naver API's lanes: one per application key, each with a daily budget (25,000 calls, Naver's
//! documented quota) and a rate (10 a second, a token bucket), kept in Postgres
//! (`db::naver_key_lanes`) so any number of workers on any number of machines share them exactly.
//! A call takes a permit from the first key in order that has one; an empty bucket is waited for, a
//! spent or refused key is passed over, and with none left the call does not go out (its slots stay
//! "not measured today", never "no rank").

use std::time::Duration;

use chrono::NaiveDate;
use sha2::{Digest, Sha256};
use sqlx::PgPool;

use super::client::ApiKey;
use crate::{
    db::naver_key_lanes::{self, Taken},
    error::AppError,
};

/// Calls a day one application may make (Naver's documented quota).
pub const DAILY_BUDGET: i32 = 25_000;
/// Calls a second one application may make (reported publicly, not documented: a setting).
pub const RATE_PER_SECOND: f64 = 10.0;
/// The longest a call waits for a token before it tries the next key.
const MAX_WAIT: Duration = Duration::from_secs(5);

/// The keys and their limits.
#[derive(Debug, Clone)]
pub struct Lanes {
    keys: Vec<ApiKey>,
    budget: i32,
    rate: f64,
}

/// A call may go out with this key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Permit {
    /// The key's position among the configured ones.
    pub position: usize,
    pub key: ApiKey,
    /// The key's calls today, this one included.
    pub used: i32,
}

/// The lane of `key`: a hash of its id, so the table never holds a key.
pub fn lane_of(key: &ApiKey) -> String {
    let digest = Sha256::digest(key.id.as_bytes());
    digest.iter().take(12).map(|b| format!("{b:02x}")).collect()
}

impl Lanes {
    pub fn new(keys: Vec<ApiKey>, budget: i32, rate: f64) -> Self {
        Self {
            keys,
            budget,
            rate: rate.max(0.001),
        }
    }

    pub fn keys(&self) -> &[ApiKey] {
        &self.keys
    }

    /// A permit of the first key that has a call left on `today`, waiting for a token where a
    /// key's bucket is empty; `None` when every key is spent or refused today.
    pub async fn permit(&self, db: &PgPool, today: NaiveDate) -> Result<Option<Permit>, AppError> {
        for (position, key) in self.keys.iter().enumerate() {
            if let Some(permit) = self.permit_of(db, today, position, key).await? {
                return Ok(Some(permit));
            }
        }
        Ok(None)
    }

    async fn permit_of(
        &self,
        db: &PgPool,
        today: NaiveDate,
        position: usize,
        key: &ApiKey,
    ) -> Result<Option<Permit>, AppError> {
        let lane = lane_of(key);
        let label = key.label(position);
        let mut waited = Duration::ZERO;
        loop {
            let mut conn = db.acquire().await?;
            match naver_key_lanes::take(&mut conn, &lane, &label, today, self.budget, self.rate)
                .await?
            {
                Taken::Granted { used } => {
                    return Ok(Some(Permit {
                        position,
                        key: key.clone(),
                        used,
                    }));
                }
                Taken::Spent | Taken::Refused => return Ok(None),
                Taken::Wait { seconds } => {
                    drop(conn);
                    let pause = Duration::from_secs_f64(seconds.min(1.0));
                    if waited + pause > MAX_WAIT {
                        return Ok(None);
                    }
                    tokio::time::sleep(pause).await;
                    waited += pause;
                }
            }
        }
    }

    /// Naver said the key's quota is spent (429): passed over until the day ends.
    pub async fn spent(&self, db: &PgPool, key: &ApiKey, today: NaiveDate) -> Result<(), AppError> {
        let mut conn = db.acquire().await?;
        naver_key_lanes::spend(&mut conn, &lane_of(key), today).await
    }

    /// Naver refused the key (401): out of today's rotation.
    pub async fn refused(
        &self,
        db: &PgPool,
        key: &ApiKey,
        today: NaiveDate,
    ) -> Result<(), AppError> {
        let mut conn = db.acquire().await?;
        naver_key_lanes::refuse(&mut conn, &lane_of(key), today).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lane_is_named_by_a_hash_never_by_the_key() {
        let key = ApiKey {
            id: "my-client-id".into(),
            secret: "my-secret".into(),
        };
        let lane = lane_of(&key);
        assert_eq!(lane.len(), 24);
        assert!(!lane.contains("my-client") && !lane.contains("secret"));
        assert_eq!(lane, lane_of(&key.clone()), "the same on every machine");
    }
}
