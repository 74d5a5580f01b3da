//! The slot's market, as its two calls read it (`GET /slots/{id}/market` and
//! `GET /slots/{id}/market/keyword`): who may (the slot's rule, [`Actor::visible_slot`]), which days, and
//! the few rows each needs: the slot view reads at most three snapshots, the keyword view slices.

use std::collections::HashSet;

use chrono::{Duration, NaiveDate};
use serde::Serialize;
use sqlx::PgConnection;

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
    rank::{
        counter::Target,
        history::{self, MAX_HISTORY_DAYS},
    },
    time,
    values::market::MarketSnapshot,
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
///
/// `conn` should run the statements on their generic plans (`db::generic_plans`): they are fixed,
/// and planning them for their values costs more than running them.
pub async fn slot_market(
    conn: &mut PgConnection,
    actor: &Actor,
    slot_id: i64,
) -> Result<(SlotRow, SlotMarket), AppError> {
    let slot = actor.visible_slot(db::slots::find(conn, slot_id).await?)?;
    let (tracked, own) = db::slots::market_subject(conn, slot_id)
        .await?
        .ok_or(AppError::SlotNotFound)?;
    let target = tracked.as_ref().map(Target::of);
    let own: HashSet<i64> = own.into_iter().collect();
    let bound = slot
        .end_date
        .map_or(time::today_kst(), |end| end.min(time::today_kst()));
    let history_from = slot
        .start_date
        .unwrap_or(bound - Duration::days(MAX_HISTORY_DAYS - 1));
    let history = db::rank_history::list(conn, slot_id, history_from, bound).await?;
    let keyword = slot.keyword.clone().unwrap_or_default();
    let (days, mut snapshots) = if keyword.is_empty() {
        Default::default()
    } else {
        db::market_snapshots::ids_around(conn, &keyword, bound, slot.start_date).await?
    };
    // What the ids decide (who is around, who crossed) first; then the names and offers of
    // just the places shown.
    let subject = Subject {
        target: target.as_ref(),
        own: &own,
    };
    let shown = shown_places(&around(&snapshots, days, subject));
    for (day, place, name, offer) in db::market_snapshots::details(conn, &keyword, &shown).await? {
        if let Some(placed) = snapshots
            .iter_mut()
            .find(|(d, _)| *d == day)
            .and_then(|(_, s)| s.places.get_mut((place as usize).checked_sub(1)?))
        {
            placed.name = name;
            placed.offer = offer;
        }
    }
    let out = SlotMarket {
        product_id: target.map(|t| t.product_id),
        effect: effect(&history, slot.start_date, slot.end_date),
        available: days.available,
        around: around(&snapshots, days, subject),
    };
    Ok((slot, out))
}

/// Whose market a view is: the slot's product, and the advertiser's other products.
#[derive(Clone, Copy)]
struct Subject<'a> {
    target: Option<&'a Target>,
    own: &'a HashSet<i64>,
}

/// The slot view's comparisons over `snapshots` (those [`db::market_snapshots::ids_around`]
/// read for `days`).
fn around(
    snapshots: &[(NaiveDate, MarketSnapshot)],
    days: SnapshotDays,
    subject: Subject,
) -> Around {
    let on = |day: Option<NaiveDate>| {
        let day = day?;
        snapshots
            .iter()
            .find(|(d, _)| *d == day)
            .map(|(d, s)| (*d, s))
    };
    let (today, at_start) = (on(days.latest), on(days.first_from));
    let day_around = |(day, snapshot): (NaiveDate, &MarketSnapshot)| {
        let rank = subject.target.and_then(|t| locate(snapshot, t));
        DayAround {
            day,
            rank,
            neighbours: neighbourhood(snapshot, rank, subject.own),
        }
    };
    let mut out = Around::default();
    if let (Some(today), Some(target)) = (today, subject.target) {
        let before = on(Some(today.0 - Duration::days(1)));
        out.since_yesterday = before.map(|before| movers(before, today, target));
        out.since_start = at_start
            .filter(|start| start.0 < today.0)
            .map(|start| movers(start, today, target));
    }
    out.today = today.map(day_around);
    out.at_start = at_start.map(day_around);
    out
}

/// The places a view shows, as `(day, first, last)` per day: the neighbours, and each mover where
/// it stood on both days.
fn shown_places(around: &Around) -> Vec<(NaiveDate, u32, u32)> {
    let neighbours = [&around.today, &around.at_start]
        .into_iter()
        .flatten()
        .flat_map(|d| d.neighbours.iter().map(|n| (d.day, n.place)));
    let movers = [&around.since_yesterday, &around.since_start]
        .into_iter()
        .flatten()
        .flat_map(|m| {
            m.passed.iter().chain(&m.fell_behind).flat_map(|mover| {
                [(m.from, mover.place_from), (m.to, mover.place_to)]
                    .into_iter()
                    .filter_map(|(day, place)| Some((day, place?)))
            })
        });
    let mut spans: Vec<(NaiveDate, u32, u32)> = Vec::new();
    for (day, place) in neighbours.chain(movers) {
        match spans.iter_mut().find(|s| s.0 == day) {
            Some(span) => (span.1, span.2) = (span.1.min(place), span.2.max(place)),
            None => spans.push((day, place, place)),
        }
    }
    spans
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
/// ([`history::history_range`]: backwards, longer than [`MAX_HISTORY_DAYS`] or in an absurd year);
/// one outside the data has no days.
/// `conn` as for [`slot_market`].
pub async fn keyword_market(
    conn: &mut PgConnection,
    actor: &Actor,
    slot_id: i64,
    start: Option<NaiveDate>,
    end: Option<NaiveDate>,
) -> Result<KeywordMarket, AppError> {
    let slot = actor.visible_slot(db::slots::find(conn, slot_id).await?)?;
    let keyword = slot.keyword.clone().unwrap_or_default();
    let today = time::today_kst();
    let available = days(conn, &keyword, today, None).await?.available;
    let end = end.unwrap_or_else(|| available.last.map_or(today, |last| last.min(today)));
    let (start, end) = history::history_range(start, Some(end))?;
    let mut range = KeywordRange::default();
    if available.first.is_some() {
        let (tracked, own) = db::slots::market_subject(conn, slot_id)
            .await?
            .unwrap_or_default();
        let own: HashSet<i64> = own.into_iter().collect();
        let days = db::market_snapshots::keyword_days(conn, &keyword, start, end).await?;
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
