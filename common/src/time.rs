//! Time. Timestamps are UTC `DateTime`s; business dates (slot periods, rank days, "today", D-n) are
//! calendar dates in Asia/Seoul, and [`today_kst`] is the one place that reads the clock for them.

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Asia::Seoul;

/// Today's calendar date in Korea.
pub fn today_kst() -> NaiveDate {
    Utc::now().with_timezone(&Seoul).date_naive()
}

/// The Korean calendar date of an instant.
pub fn kst_date(at: DateTime<Utc>) -> NaiveDate {
    at.with_timezone(&Seoul).date_naive()
}
