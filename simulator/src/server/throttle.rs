//! The request cap (`rpsCap`): one token bucket shared by every marketplace request, refilled at
//! the cap per second and holding at most one second's worth, so bursts above the cap get 429.

use std::{
    sync::{Mutex, PoisonError},
    time::Instant,
};

/// A shared token bucket whose rate follows the configured cap.
#[derive(Debug)]
pub struct Throttle {
    bucket: Mutex<Bucket>,
}

#[derive(Debug)]
struct Bucket {
    cap: u32,
    tokens: f64,
    refilled_at: Instant,
}

impl Default for Throttle {
    fn default() -> Self {
        Self {
            bucket: Mutex::new(Bucket {
                cap: 0,
                tokens: 0.0,
                refilled_at: Instant::now(),
            }),
        }
    }
}

impl Throttle {
    /// Takes a token if `cap` (requests per second) allows one now; no cap always allows.
    pub fn allow(&self, cap: Option<u32>) -> bool {
        let Some(cap) = cap.filter(|c| *c > 0) else {
            return true;
        };
        let mut bucket = self.bucket.lock().unwrap_or_else(PoisonError::into_inner);
        let now = Instant::now();
        if bucket.cap != cap {
            // A new cap starts with a full bucket.
            *bucket = Bucket {
                cap,
                tokens: f64::from(cap),
                refilled_at: now,
            };
        }
        let elapsed = now.duration_since(bucket.refilled_at).as_secs_f64();
        bucket.tokens = (bucket.tokens + elapsed * f64::from(cap)).min(f64::from(cap));
        bucket.refilled_at = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_above_the_cap_is_refused_after_one_seconds_worth() {
        let throttle = Throttle::default();
        let allowed = (0..20).filter(|_| throttle.allow(Some(5))).count();
        assert_eq!(allowed, 5);
    }

    #[test]
    fn no_cap_allows_everything() {
        let throttle = Throttle::default();
        assert!((0..1000).all(|_| throttle.allow(None)));
        assert!(throttle.allow(Some(0)));
    }

    #[test]
    fn tokens_come_back_with_time() {
        let throttle = Throttle::default();
        while throttle.allow(Some(100)) {}
        std::thread::sleep(std::time::Duration::from_millis(30));
        assert!(throttle.allow(Some(100)));
    }
}
