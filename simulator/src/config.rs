//! The simulator's settings. The seed is fixed at start; the day, the layout, the latency, the
//! request cap, the fault and the page padding can be changed while it runs (`POST /__config`, [`ConfigPatch`]), so
//! one server can play a whole test scenario.

use chrono::{FixedOffset, NaiveDate, Utc};
use serde::{Deserialize, Deserializer, Serialize};

use crate::{
    fault::Fault,
    naver::{NaverConfig, NaverPatch},
    render::PadRange,
};

/// The seed used when none is given.
pub const DEFAULT_SEED: u64 = 20_261_122;

/// Which markup the search pages use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "camelCase")]
pub enum Layout {
    /// The Next.js-era layout (2024 onward).
    #[default]
    Current,
    /// The older server-rendered layout.
    Legacy,
}

/// Everything that shapes the simulator's answers.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SimConfig {
    /// Seeds the catalog: the same seed gives the same products and pages.
    pub seed: u64,
    /// The simulator's "today"; `None` follows the current KST date.
    pub day: Option<NaiveDate>,
    /// Markup of the search pages.
    pub layout: Layout,
    /// Wait before answering a search page.
    pub latency_ms: u64,
    /// Marketplace requests per second allowed (a shared token bucket); more get 429.
    pub rps_cap: Option<u32>,
    /// Block signs served instead of search pages.
    pub fault: Fault,
    /// Pad each search page to a size in this range with inline scripts and styles, as heavy as
    /// the real site's; `None` serves the bare pages (about 100 KB).
    pub pad: Option<PadRange>,
    /// The Naver Shopping API's applications, quota and rate.
    pub naver: NaverConfig,
}

impl Default for SimConfig {
    fn default() -> Self {
        Self {
            seed: DEFAULT_SEED,
            day: None,
            layout: Layout::Current,
            latency_ms: 0,
            rps_cap: None,
            fault: Fault::default(),
            pad: None,
            naver: NaverConfig::default(),
        }
    }
}

impl SimConfig {
    /// The day results are for: the pinned `day`, else today in KST.
    pub fn today(&self) -> NaiveDate {
        self.day.unwrap_or_else(kst_today)
    }

    /// Applies the fields a patch carries; on an invalid one nothing changes.
    pub fn apply(&mut self, patch: ConfigPatch) -> Result<(), ConfigError> {
        if let Some(fault) = &patch.fault {
            fault.validate()?;
        }
        if let Some(day) = patch.day {
            self.day = day;
        }
        if let Some(layout) = patch.layout {
            self.layout = layout;
        }
        if let Some(latency_ms) = patch.latency_ms {
            self.latency_ms = latency_ms;
        }
        if let Some(rps_cap) = patch.rps_cap {
            self.rps_cap = rps_cap.filter(|cap| *cap > 0);
        }
        if let Some(fault) = patch.fault {
            self.fault = fault;
        }
        if let Some(pad) = patch.pad {
            self.pad = pad;
        }
        if let Some(naver) = patch.naver {
            self.naver.apply(naver);
        }
        Ok(())
    }
}

/// Today's date in Korea (UTC+9, no daylight saving).
pub fn kst_today() -> NaiveDate {
    let kst = FixedOffset::east_opt(9 * 3600).expect("+09:00 is a valid offset");
    Utc::now().with_timezone(&kst).date_naive()
}

/// A change to the running configuration: absent fields stay as they are; `day: null` unpins the
/// day and `rpsCap: null` (or 0) lifts the cap.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ConfigPatch {
    /// `YYYY-MM-DD` to pin the day, `null` to follow the clock.
    #[serde(default, deserialize_with = "present")]
    pub day: Option<Option<NaiveDate>>,
    /// `"current"` or `"legacy"`.
    pub layout: Option<Layout>,
    /// Milliseconds to wait before answering a search page.
    pub latency_ms: Option<u64>,
    /// Requests per second, `null` or 0 for none.
    #[serde(default, deserialize_with = "present")]
    pub rps_cap: Option<Option<u32>>,
    /// The fault to serve (restarts the fault sequence).
    pub fault: Option<Fault>,
    /// `{ "minBytes": 600000, "maxBytes": 1600000 }` to pad search pages, `null` for bare ones.
    #[serde(default, deserialize_with = "present")]
    pub pad: Option<Option<PadRange>>,
    /// `{ "keys": [{ "id", "secret" }], "dailyQuota": 25000, "ratePerSecond": 10 }`, any of them.
    pub naver: Option<NaverPatch>,
}

/// Tells a field given as `null` (`Some(None)`) from one left out (`None`, via `default`).
fn present<'de, D, T>(deserializer: D) -> Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(deserializer).map(Some)
}

/// Why a configuration change was refused.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ConfigError {
    /// A fault rate outside 0..=1.
    #[error("fault rate must be between 0 and 1, got {0}")]
    FaultRate(f64),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fault::FaultKind;

    fn patch(json: &str) -> ConfigPatch {
        serde_json::from_str(json).expect("a valid patch")
    }

    #[test]
    fn a_patch_changes_only_the_fields_it_names() {
        let mut config = SimConfig {
            latency_ms: 40,
            ..SimConfig::default()
        };
        config
            .apply(patch(r#"{ "day": "2026-11-23", "layout": "legacy" }"#))
            .expect("valid");
        assert_eq!(config.day, NaiveDate::from_ymd_opt(2026, 11, 23));
        assert_eq!((config.layout, config.latency_ms), (Layout::Legacy, 40));
    }

    #[test]
    fn null_unpins_the_day_and_lifts_the_cap() {
        let mut config = SimConfig {
            day: NaiveDate::from_ymd_opt(2026, 1, 1),
            rps_cap: Some(5),
            ..SimConfig::default()
        };
        config
            .apply(patch(r#"{ "day": null, "rpsCap": null }"#))
            .expect("valid");
        assert_eq!((config.day, config.rps_cap), (None, None));
    }

    #[test]
    fn a_fault_rate_above_one_is_refused_and_changes_nothing() {
        let mut config = SimConfig::default();
        let refused = config.apply(patch(
            r#"{ "layout": "legacy", "fault": { "kind": "status403", "rate": 1.5 } }"#,
        ));
        assert_eq!(refused, Err(ConfigError::FaultRate(1.5)));
        assert_eq!(config, SimConfig::default());
    }

    #[test]
    fn a_fault_without_a_rate_always_strikes() {
        let fault = patch(r#"{ "fault": { "kind": "challenge" } }"#).fault;
        assert_eq!(
            fault.map(|f| (f.kind, f.rate)),
            Some((FaultKind::Challenge, 1.0))
        );
    }

    #[test]
    fn padding_is_set_by_a_range_and_lifted_by_null() {
        let mut config = SimConfig::default();
        config
            .apply(patch(
                r#"{ "pad": { "minBytes": 600000, "maxBytes": 1600000 } }"#,
            ))
            .expect("valid");
        assert_eq!(config.pad, Some(PadRange::REAL_SITE));
        config.apply(patch(r#"{ "pad": null }"#)).expect("valid");
        assert_eq!(config.pad, None);
    }

    #[test]
    fn unknown_fields_are_refused() {
        assert!(serde_json::from_str::<ConfigPatch>(r#"{ "latency": 5 }"#).is_err());
    }
}
