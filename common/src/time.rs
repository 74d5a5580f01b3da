//! Time. Timestamps are UTC `DateTime`s; business dates (slot periods, rank days, "today", D-n) are
//! calendar dates in Asia/Seoul, and [`today_kst`] is the one place that reads the clock for them.

use chrono::{DateTime, Datelike, NaiveDate, NaiveDateTime, TimeZone, Utc};
use chrono_tz::Asia::Seoul;

/// Today's calendar date in Korea.
pub fn today_kst() -> NaiveDate {
    Utc::now().with_timezone(&Seoul).date_naive()
}

/// Whether a day someone asks about (a range's start or end) is one to count from and look up:
/// years 1 to 9999. Beyond them chrono's calendar ends (near year ±262,143, where counting a
/// default range back from its end panics) and PostgreSQL's dates begin (4713 BC).
pub fn askable(day: NaiveDate) -> bool {
    (1..=9999).contains(&day.year())
}

/// The Korean calendar date of an instant.
pub fn kst_date(at: DateTime<Utc>) -> NaiveDate {
    at.with_timezone(&Seoul).date_naive()
}

/// The Korean wall-clock time of an instant (business hours).
pub fn kst_datetime(at: DateTime<Utc>) -> NaiveDateTime {
    at.with_timezone(&Seoul).naive_local()
}

/// The instant a Korean calendar day begins (for "created on or after this day" filters).
pub fn kst_day_start(day: NaiveDate) -> DateTime<Utc> {
    let midnight = day.and_hms_opt(0, 0, 0).unwrap_or_default();
    Seoul
        .from_local_datetime(&midnight)
        .earliest()
        .map(|t| t.to_utc())
        .unwrap_or_else(|| midnight.and_utc())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_korean_day_starts_at_fifteen_hundred_utc_the_day_before() {
        let day = NaiveDate::from_ymd_opt(2026, 11, 26).unwrap();
        let start = kst_day_start(day);
        assert_eq!(start.to_rfc3339(), "2026-11-25T15:00:00+00:00");
        assert_eq!(kst_date(start), day);
        assert_eq!(
            kst_date(start - chrono::Duration::seconds(1)),
            day.pred_opt().unwrap()
        );
        assert_eq!(kst_datetime(start).to_string(), "2026-11-26 00:00:00");
    }
}
