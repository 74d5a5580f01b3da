//! The monthly partitions of `rank_history`, `rank_checks` (migration `rank_partitions`) and
//! `market_snapshots` (migration `market_snapshots`): the
//! daily sweep creates the coming months and drops the months past their retention. Rows outside
//! every month land in each table's default partition, and move into their month when it is
//! created, so no write ever fails for want of a partition. Retention also narrows the keywords'
//! snapshot spans. Safe to run any number of times.
//!
//! Months are counted on the Korean calendar, from the same "today" as every business date. A new
//! database starts with the months this sweep keeps and makes as of its first day
//! (`start_month_partitions`, migration `partition_months_kst`), so its first sweep changes nothing.

use chrono::{Datelike, Months, NaiveDate};
use sqlx::PgPool;

use crate::{config::RankRetention, db, error::AppError};

/// Months created ahead of the current one (`start_month_partitions` makes as many).
pub const MONTHS_AHEAD: u32 = 3;

/// What one maintenance did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Maintained {
    pub created: i64,
    pub dropped: i64,
}

const TABLES: [&str; 3] = ["rank_history", "rank_checks", "market_snapshots"];

/// Creates this month and the next [`MONTHS_AHEAD`] of each table, and drops what `retention`
/// no longer keeps, as of `today` (KST).
pub async fn maintain(
    db: &PgPool,
    retention: RankRetention,
    today: NaiveDate,
) -> Result<Maintained, AppError> {
    let month = today.with_day(1).expect("the first of a month exists");
    let mut done = Maintained::default();
    for table in TABLES {
        for ahead in 0..=MONTHS_AHEAD {
            let created: bool =
                sqlx::query_scalar("SELECT ensure_month_partition($1::regclass, $2)")
                    .bind(table)
                    .bind(month + Months::new(ahead))
                    .fetch_one(db)
                    .await?;
            done.created += i64::from(created);
        }
        let months = match table {
            "rank_history" => retention.history_months,
            "market_snapshots" => retention.market_months,
            _ => retention.checks_months,
        };
        if let Some(cutoff) = cutoff(month, months) {
            let dropped: i32 =
                sqlx::query_scalar("SELECT drop_month_partitions_before($1::regclass, $2)")
                    .bind(table)
                    .bind(cutoff)
                    .fetch_one(db)
                    .await?;
            done.dropped += i64::from(dropped);
            if table == "market_snapshots" {
                db::market_snapshots::narrow_spans(&mut *db.acquire().await?, cutoff).await?;
            }
        }
    }
    Ok(done)
}

/// The first day kept when `months` months are kept counting the current one; `None` keeps all.
fn cutoff(current_month: NaiveDate, months: u32) -> Option<NaiveDate> {
    (months > 0).then(|| current_month - Months::new(months - 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retention_counts_the_current_month() {
        let nov = NaiveDate::from_ymd_opt(2026, 11, 1).unwrap();
        assert_eq!(cutoff(nov, 0), None);
        assert_eq!(cutoff(nov, 1), Some(nov));
        assert_eq!(cutoff(nov, 3), NaiveDate::from_ymd_opt(2026, 9, 1));
        assert_eq!(cutoff(nov, 25), NaiveDate::from_ymd_opt(2024, 11, 1));
    }
}
