//! The effect report as a workbook: a row per slot under [`messages::REPORT_SHEET_HEADER`], then
//! the totals, written by the spreadsheet area's writer ([`XlsxExport`]).

use std::io::{Read, Seek, SeekFrom};

use super::EffectReport;
use crate::{
    error::AppError,
    messages,
    spreadsheet::{Cell, XlsxExport},
};

fn rank(rank: Option<i32>) -> Cell {
    match rank {
        Some(r) if r > 0 => Cell::Int(r.into()),
        Some(r) => Cell::Text(messages::report_rank(r)),
        None => Cell::Empty,
    }
}

/// The rows: a slot each, then the totals (slots, days run, average improvement).
pub fn rows(report: &EffectReport) -> Vec<Vec<Cell>> {
    let mut rows: Vec<Vec<Cell>> = report
        .slots
        .iter()
        .map(|s| {
            vec![
                Cell::Int(s.slot_number),
                Cell::Text(s.keyword.clone()),
                s.product.clone().map_or(Cell::Empty, Cell::Text),
                Cell::Date(s.start_date),
                Cell::Date(s.end_date),
                rank(s.effect.first_rank),
                rank(s.effect.last_rank),
                rank(s.effect.best_rank),
                Cell::Int(s.effect.days_in_top_10.into()),
                Cell::Int(s.effect.days_measured.into()),
                s.effect
                    .change
                    .map_or(Cell::Empty, |c| Cell::RankChange(c.into())),
            ]
        })
        .collect();
    let totals = &report.totals;
    rows.push(vec![
        Cell::Text(messages::REPORT_SHEET_TOTAL.to_owned()),
        Cell::Text(format!(
            "{} {}",
            messages::REPORT_TOTAL_SLOTS,
            messages::report_slots(totals.slots)
        )),
        Cell::Text(format!(
            "{} {}",
            messages::REPORT_TOTAL_DAYS,
            messages::report_days(totals.days_run)
        )),
        Cell::Text(format!(
            "{} {}",
            messages::REPORT_TOTAL_IMPROVEMENT,
            totals.average_improvement.map_or(
                messages::REPORT_NONE.to_owned(),
                messages::report_average_change
            )
        )),
    ]);
    rows
}

/// The workbook's bytes.
pub fn xlsx(report: &EffectReport) -> Result<Vec<u8>, AppError> {
    let mut book = XlsxExport::new(messages::REPORT_TITLE, &messages::REPORT_SHEET_HEADER)?;
    for row in rows(report) {
        book.write_row(&row)?;
    }
    let mut file = book.finish()?;
    let mut bytes = Vec::new();
    file.seek(SeekFrom::Start(0))
        .and_then(|_| file.read_to_end(&mut bytes))
        .map_err(|e| AppError::Internal(e.into()))?;
    Ok(bytes)
}
