//! The effect of a slot: where its product stood when the slot started, where it stands now, its
//! best, and how many days of the slot it spent in the top 10 / 40 / 100. The one statement of
//! these figures: the slot's market view and the operators' effect report both read them here.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::db::rank_history::RankDay;

/// The tiers a slot's days are counted in.
pub const TOP_TIERS: [i32; 3] = [10, 40, 100];

/// What a slot did for its product, over the days of its period that were measured. Ranks follow
/// the rank history: 0 is "not found within 500".
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlotEffect {
    /// The first measured day of the period and its rank (the spec's `first_rank`).
    #[schema(value_type = Option<String>, format = Date)]
    pub first_day: Option<NaiveDate>,
    pub first_rank: Option<i32>,
    /// The last measured day (today's, while the slot runs) and its rank.
    #[schema(value_type = Option<String>, format = Date)]
    pub last_day: Option<NaiveDate>,
    pub last_rank: Option<i32>,
    /// The best rank within 500 and the first day it was reached.
    pub best_rank: Option<i32>,
    #[schema(value_type = Option<String>, format = Date)]
    pub best_day: Option<NaiveDate>,
    pub days_measured: u32,
    pub days_in_top_10: u32,
    pub days_in_top_40: u32,
    pub days_in_top_100: u32,
    /// Places gained since the first day (positive: the product rose); absent unless both the first
    /// and the last rank are within 500.
    pub change: Option<i32>,
}

/// The effect over `days` (oldest first, as [`crate::db::rank_history::list`] gives them) that fall
/// within `start..=end`; either bound may be open.
pub fn effect(days: &[RankDay], start: Option<NaiveDate>, end: Option<NaiveDate>) -> SlotEffect {
    let within = days
        .iter()
        .filter(|d| start.is_none_or(|s| d.day >= s) && end.is_none_or(|e| d.day <= e));
    let mut out = SlotEffect::default();
    for d in within {
        if out.first_day.is_none() {
            out.first_day = Some(d.day);
            out.first_rank = Some(d.rank);
        }
        out.last_day = Some(d.day);
        out.last_rank = Some(d.rank);
        out.days_measured += 1;
        if d.rank <= 0 {
            continue;
        }
        if out.best_rank.is_none_or(|b| d.rank < b) {
            out.best_rank = Some(d.rank);
            out.best_day = Some(d.day);
        }
        out.days_in_top_10 += u32::from(d.rank <= TOP_TIERS[0]);
        out.days_in_top_40 += u32::from(d.rank <= TOP_TIERS[1]);
        out.days_in_top_100 += u32::from(d.rank <= TOP_TIERS[2]);
    }
    out.change = match (out.first_rank, out.last_rank) {
        (Some(first), Some(last)) if first > 0 && last > 0 => Some(first - last),
        _ => None,
    };
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32, rank: i32) -> RankDay {
        RankDay {
            day: NaiveDate::from_ymd_opt(2026, 11, d).unwrap(),
            rank,
            min_rank: None,
            max_rank: None,
            avg_rank: None,
            prev_rank: None,
        }
    }

    fn date(d: u32) -> Option<NaiveDate> {
        NaiveDate::from_ymd_opt(2026, 11, d)
    }

    #[test]
    fn a_rising_slot_counts_its_days_per_tier_within_its_period() {
        // Day 1 is before the slot and day 7 after it: neither counts.
        let days = [
            day(1, 3),
            day(2, 120),
            day(3, 0),
            day(4, 45),
            day(5, 9),
            day(6, 12),
            day(7, 1),
        ];
        let e = effect(&days, date(2), date(6));
        assert_eq!((e.first_day, e.first_rank), (date(2), Some(120)));
        assert_eq!((e.last_day, e.last_rank), (date(6), Some(12)));
        assert_eq!((e.best_rank, e.best_day), (Some(9), date(5)));
        assert_eq!(e.days_measured, 5);
        assert_eq!(
            (e.days_in_top_10, e.days_in_top_40, e.days_in_top_100),
            (1, 2, 3)
        );
        assert_eq!(e.change, Some(108));
    }

    #[test]
    fn out_of_range_ends_have_no_change_and_no_days_is_all_empty() {
        let e = effect(&[day(2, 0), day(3, 80)], None, None);
        assert_eq!(
            (e.first_rank, e.last_rank, e.change),
            (Some(0), Some(80), None)
        );
        assert_eq!(e.best_rank, Some(80));
        assert_eq!(effect(&[], date(1), date(30)), SlotEffect::default());
    }

    #[test]
    fn a_tie_for_best_keeps_the_first_day() {
        let e = effect(&[day(2, 5), day(3, 5)], None, None);
        assert_eq!(e.best_day, date(2));
    }
}
