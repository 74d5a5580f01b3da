//! A slot's rank history and the one rule for the days a history may ask for, kept by the slot's
//! history, the keyword's market and the effect report (so it sits below them all).

use chrono::{Duration, NaiveDate};
use sqlx::PgPool;

use crate::{actor::Actor, db, error::AppError, time};

/// Longest rank-history range one request may ask for.
pub const MAX_HISTORY_DAYS: i64 = 366;

/// A slot's daily ranks from `start` to `end` (default: the last 30 KST days); returns the rows and
/// the range used.
pub async fn rank_history(
    db: &PgPool,
    actor: &Actor,
    slot_id: i64,
    start: Option<NaiveDate>,
    end: Option<NaiveDate>,
) -> Result<(Vec<db::rank_history::RankDay>, NaiveDate, NaiveDate), AppError> {
    let (start, end) = history_range(start, end)?;
    let mut conn = db.acquire().await?;
    match db::rank_history::list_with_owner(&mut conn, slot_id, start, end).await? {
        Some((owner, status, days)) if actor.may_see_slot(owner, status) => Ok((days, start, end)),
        _ => Err(AppError::SlotNotFound),
    }
}

/// The days a history asks for: `start..=end`, by default the 30 KST days ending today (or at
/// `end`); refused when it ends before it starts, spans more than [`MAX_HISTORY_DAYS`] or leaves
/// the years a person may ask about ([`time::askable`]) (a slot's rank history, the keyword's
/// market and the effect report keep this one rule).
pub fn history_range(
    start: Option<NaiveDate>,
    end: Option<NaiveDate>,
) -> Result<(NaiveDate, NaiveDate), AppError> {
    let refused = || AppError::RankRangeInvalid {
        max: MAX_HISTORY_DAYS,
    };
    let end = Some(end.unwrap_or_else(time::today_kst))
        .filter(|end| time::askable(*end))
        .ok_or_else(refused)?;
    let start = start.unwrap_or(end - Duration::days(29));
    if !time::askable(start) || end < start || (end - start).num_days() >= MAX_HISTORY_DAYS {
        return Err(refused());
    }
    Ok((start, end))
}
