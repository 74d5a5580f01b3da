//! The API's applications (key pairs): which are accepted, each one's daily quota (counted per KST
//! day) and its rate (a token bucket per key), and the counters `/__stats/naver` answers, so a
//! test can prove that any number of workers sharing a key never exceeded its budget.

use std::{
    collections::BTreeMap,
    sync::{Mutex, PoisonError},
    time::Instant,
};

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// One registered application.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NaverKey {
    pub id: String,
    pub secret: String,
}

/// The key the bundled demo uses (`run.sh`'s default configuration points the product at it).
pub const DEMO_KEY: (&str, &str) = ("simple-slot-demo", "simple-slot-demo-secret");
/// Calls a day an application may make (Naver's documented figure).
pub const DAILY_QUOTA: u64 = 25_000;
/// Calls a second an application may make (reported publicly, not documented: a setting).
pub const RATE_PER_SECOND: u32 = 10;

/// The API side of the configuration.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NaverConfig {
    pub keys: Vec<NaverKey>,
    pub daily_quota: u64,
    pub rate_per_second: u32,
}

impl Default for NaverConfig {
    fn default() -> Self {
        Self {
            keys: vec![NaverKey {
                id: DEMO_KEY.0.to_owned(),
                secret: DEMO_KEY.1.to_owned(),
            }],
            daily_quota: DAILY_QUOTA,
            rate_per_second: RATE_PER_SECOND,
        }
    }
}

/// A change to it (`POST /__config` `{ "naver": { ... } }`): absent fields stay.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NaverPatch {
    pub keys: Option<Vec<NaverKey>>,
    pub daily_quota: Option<u64>,
    pub rate_per_second: Option<u32>,
}

impl NaverConfig {
    pub fn apply(&mut self, patch: NaverPatch) {
        if let Some(keys) = patch.keys {
            self.keys = keys;
        }
        if let Some(quota) = patch.daily_quota {
            self.daily_quota = quota;
        }
        if let Some(rate) = patch.rate_per_second {
            self.rate_per_second = rate.max(1);
        }
    }
}

/// What one key's call is answered with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admission {
    Served,
    RateLimited,
    QuotaExceeded,
}

/// One key's counters, as `/__stats/naver` shows them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KeyCounters {
    /// Calls made with the key, whatever their answer.
    pub calls: u64,
    /// Calls answered with results (or a parameter error): what the quota counts.
    pub served: u64,
    pub rate_limited: u64,
    pub quota_exceeded: u64,
    /// Served today (KST), the figure the quota is held against.
    pub used_today: u64,
}

#[derive(Debug)]
struct KeyState {
    day: NaiveDate,
    tokens: f64,
    refilled_at: Instant,
    counters: KeyCounters,
}

/// Every key's state, shared by all requests.
#[derive(Debug, Default)]
pub struct Ledger {
    keys: Mutex<BTreeMap<String, KeyState>>,
    unauthorized: Mutex<u64>,
}

/// `/__stats/naver`: each key's counters and the calls refused for a missing or wrong key.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NaverStats {
    pub keys: BTreeMap<String, KeyCounters>,
    pub unauthorized: u64,
}

impl Ledger {
    /// Admits or refuses one call of the accepted key `id` on `day`: quota first (a spent key is
    /// refused whatever its bucket holds), then the rate.
    pub fn admit(&self, id: &str, day: NaiveDate, config: &NaverConfig) -> Admission {
        let mut keys = self.keys.lock().unwrap_or_else(PoisonError::into_inner);
        let now = Instant::now();
        let rate = f64::from(config.rate_per_second.max(1));
        let state = keys.entry(id.to_owned()).or_insert_with(|| KeyState {
            day,
            tokens: rate,
            refilled_at: now,
            counters: KeyCounters::default(),
        });
        if state.day != day {
            state.day = day;
            state.counters.used_today = 0;
        }
        state.counters.calls += 1;
        if state.counters.used_today >= config.daily_quota {
            state.counters.quota_exceeded += 1;
            return Admission::QuotaExceeded;
        }
        let elapsed = now.duration_since(state.refilled_at).as_secs_f64();
        state.tokens = (state.tokens + elapsed * rate).min(rate);
        state.refilled_at = now;
        if state.tokens < 1.0 {
            state.counters.rate_limited += 1;
            return Admission::RateLimited;
        }
        state.tokens -= 1.0;
        state.counters.served += 1;
        state.counters.used_today += 1;
        Admission::Served
    }

    /// A call without an accepted key.
    pub fn unauthorized(&self) {
        *self
            .unauthorized
            .lock()
            .unwrap_or_else(PoisonError::into_inner) += 1;
    }

    pub fn stats(&self) -> NaverStats {
        let keys = self.keys.lock().unwrap_or_else(PoisonError::into_inner);
        NaverStats {
            keys: keys
                .iter()
                .map(|(id, s)| (id.clone(), s.counters))
                .collect(),
            unauthorized: *self
                .unauthorized
                .lock()
                .unwrap_or_else(PoisonError::into_inner),
        }
    }

    pub fn reset(&self) {
        self.keys
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clear();
        *self
            .unauthorized
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = 0;
    }
}
