//! Faults: the block signs of MARKETPLACE.md "Blocking", served instead of search pages so the
//! crawler's handling of each can be tested. Which requests are struck is a pure function of the
//! request's place in the fault sequence (restarted whenever a fault is configured) and the
//! fault's seed, so a scenario replays exactly.

use serde::{Deserialize, Serialize};

use crate::{config::ConfigError, rng};

/// What a struck request gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum FaultKind {
    /// No fault: every request is answered normally.
    #[default]
    None,
    /// HTTP 403.
    Status403,
    /// HTTP 200, a page titled `Access Denied`.
    AccessDenied,
    /// HTTP 200, about 1.2 KB: a script challenge and no product list.
    Challenge,
    /// The connection is closed without a response.
    Drop,
    /// A redirect to the last page, whatever page was asked for.
    RedirectLast,
    /// HTTP 200, the maintenance notice.
    Maintenance,
    /// HTTP 200, a result page cut to fewer than 10 products (no no-results text).
    ShortPage,
    /// HTTP 500.
    Status500,
}

/// A fault and how often it strikes.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Fault {
    /// What a struck request gets.
    pub kind: FaultKind,
    /// Share of search requests struck, 0.0..=1.0 (1 when left out).
    #[serde(default = "always")]
    pub rate: f64,
    /// Chooses which requests are struck when `rate` < 1.
    #[serde(default)]
    pub seed: u64,
}

fn always() -> f64 {
    1.0
}

impl Default for Fault {
    fn default() -> Self {
        Self {
            kind: FaultKind::None,
            rate: 1.0,
            seed: 0,
        }
    }
}

impl Fault {
    /// Whether the `sequence`-th search request (0-based, since the fault was set) is struck.
    pub fn strikes(&self, sequence: u64) -> bool {
        self.kind != FaultKind::None
            && (self.rate >= 1.0 || rng::unit(rng::key(&[self.seed, sequence, 0xfa17])) < self.rate)
    }

    /// Refuses a rate outside 0..=1.
    pub fn validate(&self) -> Result<(), ConfigError> {
        if (0.0..=1.0).contains(&self.rate) {
            Ok(())
        } else {
            Err(ConfigError::FaultRate(self.rate))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fault(rate: f64, seed: u64) -> Fault {
        Fault {
            kind: FaultKind::Status500,
            rate,
            seed,
        }
    }

    #[test]
    fn the_strike_pattern_replays_for_the_same_seed() {
        let first: Vec<bool> = (0..50).map(|n| fault(0.3, 7).strikes(n)).collect();
        let again: Vec<bool> = (0..50).map(|n| fault(0.3, 7).strikes(n)).collect();
        let other: Vec<bool> = (0..50).map(|n| fault(0.3, 8).strikes(n)).collect();
        assert_eq!(first, again);
        assert_ne!(first, other);
    }

    #[test]
    fn the_rate_is_the_share_of_requests_struck() {
        let struck = (0..10_000).filter(|n| fault(0.2, 1).strikes(*n)).count();
        assert!((1_800..=2_200).contains(&struck), "{struck}");
        assert!((0..100).all(|n| fault(1.0, 1).strikes(n)));
        assert!((0..100).all(|n| !fault(0.0, 1).strikes(n)));
    }

    #[test]
    fn no_fault_never_strikes() {
        assert!(!Fault::default().strikes(0));
    }
}
