//! The slot's market, as its two calls read it (`GET /slots/{id}/market` and
//! `GET /slots/{id}/market/keyword`): who may (the slot's rule, [`query::get`]), which days, and
//! the few rows each needs: the slot view reads at most three snapshots, the keyword view slices.

use std::collections::HashSet;

use chrono::{Duration, NaiveDate};
use serde::Serialize;
use sqlx::{PgConnection, PgPool};

use super::{
    effect::{SlotEffect, effect},
    keyword::{KeywordRange, Owners, keyword_range},
    locate,
    movers::{Movers, movers},
    neighbourhood::{Neighbour, neighbourhood},
};
use crate::{
    actor::Actor,
    db::{self, market_snapshots::SnapshotDays, slots::SlotRow},
    error::AppError,
    rank::runs::target_of,
    slots::query::{self, MAX_HISTORY_DAYS},
    time,
};

pub use crate::values::market::Available;

/// The snapshot days of `keyword` (none for a slot without one).
async fn days(
    conn: &mut PgConnection,
    keyword: &str,
    upto: NaiveDate,
    from: Option<NaiveDate>,
) -> Result<SnapshotDays, AppError> {
    if keyword.is_empty() {
        return Ok(SnapshotDays::default());
    }
    db::market_snapshots::days(conn, keyword, upto, from).await
}

/// A day around the slot's product.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DayAround {
    #[schema(value_type = String, format = Date)]
    pub day: NaiveDate,
    /// The product's place in that day's snapshot (none when it is not within it).
    pub rank: Option<u32>,
    pub neighbours: Vec<Neighbour>,
}

/// What `GET /slots/{id}/market` shows besides the slot itself.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlotMarket {
    /// The slot URL's product.
    pub product_id: Option<i64>,
    /// Over the slot's period, from the rank history.
    pub effect: SlotEffect,
    /// The days the keyword has snapshots.
    pub available: Available,
    #[serde(flatten)]
    pub around: Around,
}

/// What the snapshots say around the slot's product.
#[derive(Debug, Default, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Around {
    /// The latest snapshot up to today or the slot's end, whichever is first.
    pub today: Option<DayAround>,
    /// The first snapshot from the slot's start.
    pub at_start: Option<DayAround>,
    /// `today` against the day before it.
    pub since_yesterday: Option<Movers>,
    /// `today` against `at_start`.
    pub since_start: Option<Movers>,
}

/// The market around a slot the caller may see.
pub async fn slot_market(
    db: &PgPool,
    actor: &Actor,
    slot_id: i64,
) -> Result<(SlotRow, SlotMarket), AppError> {
    let slot = query::get(db, actor, slot_id).await?;
    let mut conn = db.acquire().await?;
    let (tracked, own) = db::slots::market_subject(&mut conn, slot_id)
        .await?
        .ok_or(AppError::SlotNotFound)?;
    let target = tracked.as_ref().map(target_of);
    let own: HashSet<i64> = own.into_iter().collect();
    let bound = slot
        .end_date
        .map_or(time::today_kst(), |end| end.min(time::today_kst()));
    let history_from = slot
        .start_date
        .unwrap_or(bound - Duration::days(MAX_HISTORY_DAYS - 1));
    let history = db::rank_history::list(&mut conn, slot_id, history_from, bound).await?;
    let keyword = slot.keyword.clone().unwrap_or_default();
    let days = days(&mut conn, &keyword, bound, slot.start_date).await?;
    let mut out = SlotMarket {
        product_id: target.map(|t| t.product_id),
        effect: effect(&history, slot.start_date, slot.end_date),
        available: days.available,
        around: Around::default(),
    };
    let mut read = async |day: Option<NaiveDate>| match day {
        Some(day) => Ok::<_, AppError>(
            db::market_snapshots::get(&mut conn, &keyword, day)
                .await?
                .map(|s| (day, s)),
        ),
        None => Ok(None),
    };
    let today = read(days.latest).await?;
    let at_start = read(days.first_from).await?;
    let around = |(day, snapshot): &(NaiveDate, _)| {
        let rank = target.as_ref().and_then(|t| locate(snapshot, t));
        DayAround {
            day: *day,
            rank,
            neighbours: neighbourhood(snapshot, rank, &own),
        }
    };
    if let Some(today) = &today {
        let before = read(Some(today.0 - Duration::days(1))).await?;
        if let (Some(before), Some(target)) = (&before, &target) {
            out.around.since_yesterday =
                Some(movers((before.0, &before.1), (today.0, &today.1), target));
        }
        if let (Some(start), Some(target)) = (&at_start, &target)
            && start.0 < today.0
        {
            out.around.since_start = Some(movers((start.0, &start.1), (today.0, &today.1), target));
        }
    }
    out.around.today = today.as_ref().map(around);
    out.around.at_start = at_start.as_ref().map(around);
    Ok((slot, out))
}

/// What `GET /slots/{id}/market/keyword` shows (`KeywordMarketView` in the contract).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = KeywordMarketView)]
pub struct KeywordMarket {
    pub keyword: String,
    /// The range used (the default, or as asked).
    #[schema(value_type = String, format = Date)]
    pub start_date: NaiveDate,
    #[schema(value_type = String, format = Date)]
    pub end_date: NaiveDate,
    pub available: Available,
    #[serde(flatten)]
    pub range: KeywordRange,
}

/// The keyword of a slot the caller may see, from `start` to `end`: by default the 30 days ending
/// at its latest snapshot (or today). A range the rank history refuses is refused
/// ([`query::history_range`]: backwards, longer than [`MAX_HISTORY_DAYS`] or in an absurd year);
/// one outside the data has no days.
pub async fn keyword_market(
    db: &PgPool,
    actor: &Actor,
    slot_id: i64,
    start: Option<NaiveDate>,
    end: Option<NaiveDate>,
) -> Result<KeywordMarket, AppError> {
    let slot = query::get(db, actor, slot_id).await?;
    let keyword = slot.keyword.clone().unwrap_or_default();
    let mut conn = db.acquire().await?;
    let today = time::today_kst();
    let available = days(&mut conn, &keyword, today, None).await?.available;
    let end = end.unwrap_or_else(|| available.last.map_or(today, |last| last.min(today)));
    let (start, end) = query::history_range(start, Some(end))?;
    let mut range = KeywordRange::default();
    if available.first.is_some() {
        let (tracked, own) = db::slots::market_subject(&mut conn, slot_id)
            .await?
            .unwrap_or_default();
        let own: HashSet<i64> = own.into_iter().collect();
        let days = db::market_snapshots::keyword_days(&mut conn, &keyword, start, end).await?;
        let owners = Owners {
            this: tracked.map(|t| t.product_id),
            own: &own,
        };
        range = keyword_range(&days, start, owners);
    }
    Ok(KeywordMarket {
        keyword,
        start_date: start,
        end_date: end,
        available,
        range,
    })
}
