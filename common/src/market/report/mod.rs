//! The effect report (issue 29): per advertiser and period, each slot that ran in it with its
//! keyword, product, start, end, first, latest and best rank, days in the top 10 and its daily
//! ranks for a small chart, and the totals (slots, days run, average improvement). Operators send
//! it to their customers; an advertiser downloads their own. Written as a PDF ([`pdf`]) and as a
//! workbook ([`sheet`]).
//!
//! The rules kept here:
//! - the period is the rank history's ([`rank::history::history_range`]: by default the 30 KST
//!   days ending today, at most 366 days);
//! - a slot is in the report when it was approved (not empty, pending, rejected, refunded or
//!   deleted) and its period overlaps the report's ([`db::slots::ran_within`]);
//! - each slot's figures are [`effect`] over its days within both periods, read for all slots in
//!   one statement ([`db::rank_history::list_many`]);
//! - a slot's days run are the days of its period within the report's, up to today;
//! - the average improvement is the mean of the slots' `change` (places gained from the first to
//!   the latest measured day), over the slots that have one; absent when none has;
//! - a report of more slots than the configured limit (`REPORT_JOB_SLOTS`, 200) is made by a job
//!   ([`job`]), a line per slot and then the file; smaller ones are answered at once.

pub mod job;
pub mod pdf;
pub mod sheet;

use std::collections::HashMap;

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};

use crate::{
    actor::Actor,
    db::{self, rank_history::RankDay, slots::SlotRow},
    error::AppError,
    market::effect::{SlotEffect, effect},
    messages, rank, text_enum, time,
};

text_enum! {
    invalid: AppError::ReportFormatInvalid;
    /// The file the report is written as.
    pub enum ReportFormat {
        /// A4 pages, one per 10 slots, Korean font embedded and subset.
        Pdf = "pdf",
        /// Excel workbook: a row per slot, then the totals.
        Xlsx = "xlsx",
    }
}

impl ReportFormat {
    /// `report` written in this format (CPU-bound: call it off the async threads).
    pub fn write(self, report: &EffectReport) -> Result<Vec<u8>, AppError> {
        match self {
            Self::Pdf => pdf::pdf(report),
            Self::Xlsx => sheet::xlsx(report),
        }
    }

    /// The file's name: `효과보고서_<login id>_<the day it was made>.pdf` / `.xlsx`.
    pub fn file_name(self, report: &EffectReport) -> String {
        format!(
            "{}_{}_{}.{}",
            messages::REPORT_FILE,
            report.advertiser.login_id,
            report.made_on,
            self.as_str()
        )
    }
}

/// `report` written as `format` on a blocking thread: its file name and bytes.
pub async fn write(
    report: EffectReport,
    format: ReportFormat,
) -> Result<(String, Vec<u8>), AppError> {
    tokio::task::spawn_blocking(move || {
        let bytes = format.write(&report)?;
        Ok((format.file_name(&report), bytes))
    })
    .await
    .map_err(|e| AppError::Internal(e.into()))?
}

/// Whose report it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Advertiser {
    pub id: i64,
    pub login_id: String,
    pub name: String,
}

/// One slot's line of the report (stored as JSON while a job makes it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SlotReport {
    pub slot_id: i64,
    pub slot_number: i64,
    pub keyword: String,
    pub product: Option<String>,
    pub start_date: NaiveDate,
    pub end_date: NaiveDate,
    /// The slot's effect over its days within the report's period.
    pub effect: SlotEffect,
    /// Its measured days within both periods, oldest first (rank 0: not within 500).
    pub ranks: Vec<(NaiveDate, i32)>,
    /// The days of its period within the report's, up to today.
    pub days_run: u32,
}

/// The report's totals.
#[derive(Debug, Clone, PartialEq)]
pub struct Totals {
    pub slots: usize,
    pub days_run: u32,
    /// Mean places gained over the slots with a change, to one decimal.
    pub average_improvement: Option<f64>,
}

/// The whole report.
#[derive(Debug, Clone, PartialEq)]
pub struct EffectReport {
    pub advertiser: Advertiser,
    pub start: NaiveDate,
    pub end: NaiveDate,
    /// The KST day it was made.
    pub made_on: NaiveDate,
    pub slots: Vec<SlotReport>,
    pub totals: Totals,
}

/// Whose report `actor` asks for: staff name the advertiser (`user_id`, required); an advertiser
/// gets only their own (naming another is refused).
pub fn advertiser_of(actor: &Actor, user_id: Option<i64>) -> Result<i64, AppError> {
    match user_id {
        Some(id) => {
            actor.require_self_or_staff(id)?;
            Ok(id)
        }
        None if actor.role.is_staff() => Err(AppError::ReportAdvertiserRequired),
        None => Ok(actor.user_id),
    }
}

/// What a report covers: whose it is, its period, and its slots' ids in report order.
#[derive(Debug, Clone)]
pub struct Scope {
    pub advertiser: Advertiser,
    pub start: NaiveDate,
    pub end: NaiveDate,
    pub slot_ids: Vec<i64>,
}

/// The report `actor` may read, for `user_id` over `start..=end` (see [`advertiser_of`] and
/// [`rank::history::history_range`]): whose, when, and which slots.
pub async fn scope(
    db: &PgPool,
    actor: &Actor,
    user_id: Option<i64>,
    start: Option<NaiveDate>,
    end: Option<NaiveDate>,
) -> Result<Scope, AppError> {
    let user_id = advertiser_of(actor, user_id)?;
    let (start, end) = rank::history::history_range(start, end)?;
    let mut conn = db.acquire().await?;
    let advertiser = find_advertiser(&mut conn, user_id).await?;
    let slot_ids = db::slots::ran_within(&mut conn, user_id, start, end).await?;
    Ok(Scope {
        advertiser,
        start,
        end,
        slot_ids,
    })
}

/// Advertiser `user_id` as the report names them.
pub async fn find_advertiser(
    conn: &mut PgConnection,
    user_id: i64,
) -> Result<Advertiser, AppError> {
    let user = db::users::find(conn, user_id)
        .await?
        .ok_or(AppError::UserNotFound)?;
    Ok(Advertiser {
        id: user.id,
        login_id: user.email,
        name: user.full_name,
    })
}

/// The report `actor` may read, for `user_id` over `start..=end` (see [`scope`]). A period in
/// which nothing ran is a report with no slots.
pub async fn build(
    db: &PgPool,
    actor: &Actor,
    user_id: Option<i64>,
    start: Option<NaiveDate>,
    end: Option<NaiveDate>,
) -> Result<EffectReport, AppError> {
    let scope = scope(db, actor, user_id, start, end).await?;
    read(db, scope).await
}

/// The report of `scope`, made today: every slot's figures.
pub async fn read(db: &PgPool, scope: Scope) -> Result<EffectReport, AppError> {
    let today = time::today_kst();
    let mut conn = db.acquire().await?;
    let lines = lines(&mut conn, &scope.slot_ids, scope.start, scope.end, today).await?;
    Ok(assemble(
        scope.advertiser,
        scope.start,
        scope.end,
        today,
        lines,
    ))
}

/// The lines of slots `ids` (in their order; a deleted one is left out) over `start..=end`, made
/// on `today`: their rows and every slot's rank days read in two statements.
pub async fn lines(
    conn: &mut PgConnection,
    ids: &[i64],
    start: NaiveDate,
    end: NaiveDate,
    today: NaiveDate,
) -> Result<Vec<SlotReport>, AppError> {
    let ran = db::slots::find_many(conn, ids).await?;
    let mut days: HashMap<i64, Vec<RankDay>> = HashMap::new();
    for (slot_id, day) in db::rank_history::list_many(conn, ids, start, end).await? {
        days.entry(slot_id).or_default().push(day);
    }
    Ok(ran
        .into_iter()
        .map(|slot| {
            let history = days.get(&slot.id).map(Vec::as_slice).unwrap_or_default();
            line(slot, start, end, today, history)
        })
        .collect())
}

/// One slot's line over `start..=end`, made on `today`, from its rank days `history`.
pub fn line(
    slot: SlotRow,
    start: NaiveDate,
    end: NaiveDate,
    today: NaiveDate,
    history: &[RankDay],
) -> SlotReport {
    // `ran_within` chose slots with both dates.
    let (slot_start, slot_end) = (
        slot.start_date.unwrap_or(start),
        slot.end_date.unwrap_or(end),
    );
    let from = slot_start.max(start);
    let to = slot_end.min(end);
    let ranks = history
        .iter()
        .filter(|d| d.day >= from && d.day <= to)
        .map(|d| (d.day, d.rank))
        .collect();
    let last_run = to.min(today);
    let days_run = if last_run >= from {
        (last_run - from).num_days() as u32 + 1
    } else {
        0
    };
    SlotReport {
        slot_id: slot.id,
        slot_number: slot.slot_number,
        keyword: slot.keyword.unwrap_or_default(),
        product: slot.product_name,
        start_date: slot_start,
        end_date: slot_end,
        effect: effect(history, Some(from), Some(to)),
        ranks,
        days_run,
    }
}

/// The report of `slots` (its lines, in report order) over `start..=end`, made on `today`, with
/// its totals.
pub fn assemble(
    advertiser: Advertiser,
    start: NaiveDate,
    end: NaiveDate,
    today: NaiveDate,
    slots: Vec<SlotReport>,
) -> EffectReport {
    let changes: Vec<i32> = slots.iter().filter_map(|s| s.effect.change).collect();
    let average_improvement = (!changes.is_empty()).then(|| {
        let mean = f64::from(changes.iter().sum::<i32>()) / changes.len() as f64;
        (mean * 10.0).round() / 10.0
    });
    let totals = Totals {
        slots: slots.len(),
        days_run: slots.iter().map(|s| s.days_run).sum(),
        average_improvement,
    };
    EffectReport {
        advertiser,
        start,
        end,
        made_on: today,
        slots,
        totals,
    }
}

#[cfg(test)]
mod tests;
