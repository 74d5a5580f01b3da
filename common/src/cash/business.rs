//! The business over time (`/admin`, `GET /admin/business`): per day, week (Monday to Sunday) or
//! month of the Korean calendar, what came in and went out, read from the records that hold each
//! event, so every won matches them:
//!
//! - **cash charged**: charge requests credited in the period (the ledger's `charge` rows, by when
//!   they were written): how many, what the depositors paid in (the requests' amounts) and the
//!   bonus credited with them; `charged + bonus` is the sum of those ledger rows.
//! - **refunds**: the ledger's `refund` rows (a rejected slot's price in full, an operator's refund
//!   of the unused days): how many and their sum.
//! - **slots sold / extended**: slots approved in the period (an extension is approved as it is
//!   made): new ones and extensions, with the prices their approvals recorded. An extension is paid
//!   outside the app, so its won is what it recorded (0 as extensions are made today).
//! - **active advertisers**: advertisers with an approved slot running on at least one day of the
//!   period (start to end date; a refunded slot to its refund day; paused still counts).
//! - **renewal rate**: of the slots whose last day fell in the period and has passed (refunded ones
//!   left out), the share that has an extension; `None` when none ended.
//!
//! Test slots (free, for trying the product) and deleted slots are left out of the slot figures.
//! A period is at most [`MAX_DAYS`] days; days without data are periods of zeros.

use chrono::{Datelike, Duration, Months, NaiveDate};
use serde::Serialize;
use sqlx::PgPool;

use crate::{
    actor::Actor,
    db::{
        self,
        cash_ledger::LedgerFigures,
        slots::business::{RunningFigures, SalesFigures},
    },
    error::AppError,
    messages,
    spreadsheet::Cell,
    time,
};

pub use crate::values::cash::BusinessUnit;

/// The longest range one request may ask for, in days.
pub const MAX_DAYS: i64 = 366;

/// The figures of one period.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BusinessPeriod {
    /// The day its day, week (a Monday) or month (the 1st) starts, whatever the range cut off.
    #[schema(value_type = String, format = Date)]
    pub period: NaiveDate,
    /// Its first day within the range asked.
    #[schema(value_type = String, format = Date)]
    pub first_day: NaiveDate,
    /// Its last day within the range asked.
    #[schema(value_type = String, format = Date)]
    pub last_day: NaiveDate,
    /// Advertisers with a slot running on at least one of its days.
    pub active_advertisers: i64,
    pub figures: Figures,
}

/// What adds up over periods.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Figures {
    /// Charge requests credited.
    pub charges: i64,
    /// What their depositors paid in, won.
    pub cash_charged: i64,
    /// The bonus credited with them, won.
    pub bonus: i64,
    /// New slots approved.
    pub slots_sold: i64,
    /// The prices their approvals recorded, won.
    pub slots_sold_won: i64,
    /// Extensions made.
    pub slots_extended: i64,
    /// The prices the extensions recorded, won (paid outside the app).
    pub slots_extended_won: i64,
    /// Refunds paid back to balances.
    pub refunds: i64,
    /// Their sum, won.
    pub refunded: i64,
    /// Slots whose last day fell here and has passed (refunded ones left out).
    pub slots_ended: i64,
    /// Of them, those that have an extension.
    pub slots_renewed: i64,
    /// `slotsRenewed ÷ slotsEnded` (0 to 1); null when none ended.
    pub renewal_rate: Option<f64>,
}

impl Figures {
    fn of(ledger: &LedgerFigures, sales: &SalesFigures, running: &RunningFigures) -> Self {
        Self {
            charges: ledger.charges,
            cash_charged: ledger.charged,
            bonus: ledger.bonus,
            slots_sold: sales.sold,
            slots_sold_won: sales.sold_won,
            slots_extended: sales.extended,
            slots_extended_won: sales.extended_won,
            refunds: ledger.refunds,
            refunded: ledger.refunded,
            slots_ended: running.ended,
            slots_renewed: running.renewed,
            renewal_rate: renewal_rate(running.renewed, running.ended),
        }
    }

    fn add(self, o: &Self) -> Self {
        let (ended, renewed) = (
            self.slots_ended + o.slots_ended,
            self.slots_renewed + o.slots_renewed,
        );
        Self {
            charges: self.charges + o.charges,
            cash_charged: self.cash_charged + o.cash_charged,
            bonus: self.bonus + o.bonus,
            slots_sold: self.slots_sold + o.slots_sold,
            slots_sold_won: self.slots_sold_won + o.slots_sold_won,
            slots_extended: self.slots_extended + o.slots_extended,
            slots_extended_won: self.slots_extended_won + o.slots_extended_won,
            refunds: self.refunds + o.refunds,
            refunded: self.refunded + o.refunded,
            slots_ended: ended,
            slots_renewed: renewed,
            renewal_rate: renewal_rate(renewed, ended),
        }
    }
}

/// `renewed ÷ ended`; `None` when nothing ended.
pub fn renewal_rate(renewed: i64, ended: i64) -> Option<f64> {
    (ended > 0).then(|| renewed as f64 / ended as f64)
}

/// `GET /admin/business`: the figures of each period of the range, oldest first, and their totals.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BusinessFigures {
    pub unit: BusinessUnit,
    #[schema(value_type = String, format = Date)]
    pub start_date: NaiveDate,
    #[schema(value_type = String, format = Date)]
    pub end_date: NaiveDate,
    pub periods: Vec<BusinessPeriod>,
    /// Every period's figures added up (the renewal rate of the sums); active advertisers are
    /// counted per period only.
    pub totals: Figures,
}

/// The first day of the day, week (Monday) or month holding `day`.
pub fn period_start(unit: BusinessUnit, day: NaiveDate) -> NaiveDate {
    match unit {
        BusinessUnit::Day => day,
        BusinessUnit::Week => day - Duration::days(i64::from(day.weekday().num_days_from_monday())),
        BusinessUnit::Month => day.with_day(1).unwrap_or(day),
    }
}

fn next_period(unit: BusinessUnit, start: NaiveDate) -> NaiveDate {
    match unit {
        BusinessUnit::Day => start + Duration::days(1),
        BusinessUnit::Week => start + Duration::days(7),
        BusinessUnit::Month => start + Months::new(1),
    }
}

/// The unit and range asked for, or the defaults: by day; up to today; from 30 days, 12 weeks or
/// 12 months before the end (from the start of its week or month). An end before the start, more
/// than [`MAX_DAYS`] days or a day outside the years one may ask about ([`time::askable`]) is
/// [`AppError::RankRangeInvalid`].
pub fn range(
    asked: (Option<BusinessUnit>, Option<NaiveDate>, Option<NaiveDate>),
    today: NaiveDate,
) -> Result<(BusinessUnit, NaiveDate, NaiveDate), AppError> {
    let refused = || AppError::RankRangeInvalid { max: MAX_DAYS };
    let unit = asked.0.unwrap_or(BusinessUnit::Day);
    let end = Some(asked.2.unwrap_or(today))
        .filter(|end| time::askable(*end))
        .ok_or_else(refused)?;
    let start = asked.1.unwrap_or_else(|| match unit {
        BusinessUnit::Day => end - Duration::days(29),
        BusinessUnit::Week => period_start(unit, end) - Duration::weeks(11),
        BusinessUnit::Month => period_start(unit, end) - Months::new(11),
    });
    if !time::askable(start) || end < start || (end - start).num_days() >= MAX_DAYS {
        return Err(refused());
    }
    Ok((unit, start, end))
}

/// The periods of `start..=end`: `(period start, first day, last day)`, cut to the range.
pub fn periods(
    unit: BusinessUnit,
    start: NaiveDate,
    end: NaiveDate,
) -> Vec<(NaiveDate, NaiveDate, NaiveDate)> {
    let mut out = Vec::new();
    let mut at = period_start(unit, start);
    while at <= end {
        let next = next_period(unit, at);
        out.push((at, at.max(start), (next - Duration::days(1)).min(end)));
        at = next;
    }
    out
}

/// The business figures of the unit and range asked for (see [`range`]; operators and developers).
pub async fn figures(
    db: &PgPool,
    actor: &Actor,
    asked: (Option<BusinessUnit>, Option<NaiveDate>, Option<NaiveDate>),
) -> Result<BusinessFigures, AppError> {
    actor.require_staff()?;
    let today = time::today_kst();
    let (unit, start_date, end_date) = range(asked, today)?;
    let spans = periods(unit, start_date, end_date);
    let firsts: Vec<NaiveDate> = spans.iter().map(|s| s.1).collect();
    let lasts: Vec<NaiveDate> = spans.iter().map(|s| s.2).collect();
    let mut conn = db.acquire().await?;
    let ledger = db::cash_ledger::business_figures(&mut conn, &firsts, &lasts).await?;
    let sales = db::slots::business::sales(&mut conn, &firsts, &lasts).await?;
    let running = db::slots::business::running(&mut conn, &firsts, &lasts, today).await?;
    let periods: Vec<BusinessPeriod> = spans
        .iter()
        .zip(ledger.iter().zip(sales.iter().zip(running.iter())))
        .map(
            |(&(period, first_day, last_day), (l, (s, r)))| BusinessPeriod {
                period,
                first_day,
                last_day,
                figures: Figures::of(l, s, r),
                active_advertisers: r.advertisers,
            },
        )
        .collect();
    let totals = periods
        .iter()
        .fold(Figures::default(), |sum, p| sum.add(&p.figures));
    Ok(BusinessFigures {
        unit,
        start_date,
        end_date,
        periods,
        totals,
    })
}

/// The figures as an export: its file name, header and rows (one per period, then the totals).
pub fn export_rows(f: &BusinessFigures) -> (String, Vec<String>, Vec<Vec<Cell>>) {
    let stem = format!(
        "{}_{}_{}_{}",
        messages::BUSINESS_EXPORT_FILE,
        messages::business_unit(f.unit),
        f.start_date,
        f.end_date
    );
    let header = messages::BUSINESS_EXPORT_HEADER
        .iter()
        .map(|h| h.to_string())
        .collect();
    let mut rows: Vec<Vec<Cell>> = f
        .periods
        .iter()
        .map(|p| {
            let mut row = vec![Cell::Date(p.first_day), Cell::Date(p.last_day)];
            row.extend(figure_cells(&p.figures, Some(p.active_advertisers)));
            row
        })
        .collect();
    let mut total = vec![Cell::Text(messages::BUSINESS_TOTAL.to_owned()), Cell::Empty];
    total.extend(figure_cells(&f.totals, None));
    rows.push(total);
    (stem, header, rows)
}

fn figure_cells(f: &Figures, advertisers: Option<i64>) -> Vec<Cell> {
    vec![
        Cell::Int(f.charges),
        Cell::Int(f.cash_charged),
        Cell::Int(f.bonus),
        Cell::Int(f.slots_sold),
        Cell::Int(f.slots_sold_won),
        Cell::Int(f.slots_extended),
        Cell::Int(f.slots_extended_won),
        Cell::Int(f.refunds),
        Cell::Int(f.refunded),
        advertisers.map_or(Cell::Empty, Cell::Int),
        Cell::Int(f.slots_ended),
        Cell::Int(f.slots_renewed),
        f.renewal_rate
            .map_or(Cell::Empty, |r| Cell::Text(format!("{:.1}", r * 100.0))),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, m, day).unwrap()
    }

    #[test]
    fn periods_are_calendar_days_weeks_from_monday_and_months_cut_to_the_range() {
        // Each period as "its first day: the first..last day of the range in it".
        let md = |day: &NaiveDate| day.format("%m-%d").to_string();
        let shown = |unit, start, end| {
            periods(unit, start, end)
                .iter()
                .map(|(p, from, to)| format!("{}: {}..{}", md(p), md(from), md(to)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        // 2026-11-05 is a Thursday.
        assert_eq!(
            shown(BusinessUnit::Week, d(11, 5), d(11, 17)),
            "11-02: 11-05..11-08, 11-09: 11-09..11-15, 11-16: 11-16..11-17"
        );
        assert_eq!(
            shown(BusinessUnit::Month, d(1, 31), d(3, 1)),
            "01-01: 01-31..01-31, 02-01: 02-01..02-28, 03-01: 03-01..03-01"
        );
        assert_eq!(
            shown(BusinessUnit::Day, d(11, 5), d(11, 6)),
            "11-05: 11-05..11-05, 11-06: 11-06..11-06"
        );
    }

    #[test]
    fn the_range_defaults_per_unit_and_refuses_more_than_a_year() {
        let today = d(11, 26); // a Thursday
        let year_ago = NaiveDate::from_ymd_opt(2025, 11, 26).unwrap();
        let start_of = |unit| range((Some(unit), None, None), today).map(|r| r.1).ok();
        assert_eq!(start_of(BusinessUnit::Day), Some(d(10, 28)));
        assert_eq!(start_of(BusinessUnit::Week), Some(d(9, 7)));
        assert_eq!(
            start_of(BusinessUnit::Month),
            NaiveDate::from_ymd_opt(2025, 12, 1)
        );
        assert_eq!(
            range((None, None, None), today).unwrap(),
            (BusinessUnit::Day, d(10, 28), today)
        );
        assert!(
            range((None, Some(year_ago), None), today).is_ok(),
            "366 days"
        );
        for refused in [
            (None, Some(year_ago - Duration::days(1)), None),
            (None, Some(today), Some(d(11, 25))),
            (None, None, Some(NaiveDate::MIN)),
            (Some(BusinessUnit::Month), None, Some(NaiveDate::MAX)),
            (None, Some(NaiveDate::MIN), Some(NaiveDate::MIN)),
        ] {
            assert!(matches!(
                range(refused, today),
                Err(AppError::RankRangeInvalid { max: 366 })
            ));
        }
    }

    #[test]
    fn the_renewal_rate_is_none_when_nothing_ended() {
        assert_eq!(renewal_rate(0, 0), None);
        assert_eq!(renewal_rate(1, 4), Some(0.25));
    }
}
