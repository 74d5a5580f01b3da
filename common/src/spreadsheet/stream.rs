//! Streaming exports of large result sets (100,000+ rows) as CSV or .xlsx.
//!
//! Rows are written one at a time and never collected, so memory stays flat
//! however many rows are exported.

use std::borrow::Cow;
use std::fs::File;
use std::io::{self, BufWriter, Seek, Write};

use chrono::{Datelike, NaiveDate, NaiveDateTime, Timelike};
use rust_xlsxwriter::{ExcelDateTime, Format, RowNum, Workbook, Worksheet};

use super::sheet_style::{self, DATE_FORMAT, DATE_TIME_FORMAT, MAX_DATA_ROWS, RANK_CHANGE_FORMAT};
use crate::error::spreadsheet::ExportError;

/// Byte order mark that makes Excel open a UTF-8 CSV as UTF-8, not CP949.
const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// One exported cell value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cell {
    /// Text, written as is.
    Text(String),
    /// A whole number; .xlsx stores it as a number, so values beyond 15
    /// digits lose precision in Excel and ids that long belong in `Text`.
    Int(i64),
    /// Places a rank gained (negative: lost), as Koreans read a change: "▲3" in red up, "▼2" in
    /// blue down, "-" for none. A number in .xlsx, its sign kept for sums and sorting.
    RankChange(i64),
    /// A date, shown as `yyyy-mm-dd`.
    Date(NaiveDate),
    /// A date and time, shown as `yyyy-mm-dd hh:mm`.
    DateTime(NaiveDateTime),
    /// No value.
    Empty,
}

impl Cell {
    /// The cell as CSV text, in the same shape Excel shows the .xlsx cell.
    fn csv_text(&self) -> Cow<'_, str> {
        match self {
            // Text people typed could open as a formula in Excel (CSV injection): quote it.
            Self::Text(text) if text.starts_with(['=', '+', '-', '@', '\t', '\r']) => {
                Cow::Owned(format!("'{text}"))
            }
            Self::Text(text) => Cow::Borrowed(text),
            Self::Int(number) => Cow::Owned(number.to_string()),
            Self::RankChange(0) => Cow::Borrowed("-"),
            Self::RankChange(places) if *places > 0 => Cow::Owned(format!("▲{places}")),
            Self::RankChange(places) => Cow::Owned(format!("▼{}", places.unsigned_abs())),
            Self::Date(date) => Cow::Owned(date_text(*date)),
            Self::DateTime(date_time) => Cow::Owned(format!(
                "{} {:02}:{:02}",
                date_text(date_time.date()),
                date_time.hour(),
                date_time.minute()
            )),
            Self::Empty => Cow::Borrowed(""),
        }
    }
}

/// `YYYY-MM-DD`, matching the .xlsx number format.
fn date_text(date: NaiveDate) -> String {
    format!("{:04}-{:02}-{:02}", date.year(), date.month(), date.day())
}

/// A CSV export written straight to `W`.
///
/// The file starts with a UTF-8 BOM so Excel shows Korean correctly, and
/// fields are quoted by the `csv` crate whenever they hold commas, quotes or
/// line breaks. Every row must have as many cells as the header.
pub struct CsvExport<W: Write> {
    writer: csv::Writer<W>,
}

impl<W: Write> CsvExport<W> {
    /// Writes the BOM and the header row.
    ///
    /// # Errors
    ///
    /// Any error of writing to `out`.
    pub fn new(mut out: W, header: &[&str]) -> io::Result<Self> {
        out.write_all(UTF8_BOM)?;
        let mut writer = csv::Writer::from_writer(out);
        writer.write_record(header)?;
        Ok(Self { writer })
    }

    /// Writes one data row.
    ///
    /// # Errors
    ///
    /// Any error of writing to the underlying writer, or an error of kind
    /// `InvalidInput` when the row's length differs from the header's.
    pub fn write_row(&mut self, row: &[Cell]) -> io::Result<()> {
        for cell in row {
            self.writer.write_field(cell.csv_text().as_bytes())?;
        }
        // An empty record ends the row started by the fields above.
        self.writer.write_record(None::<&[u8]>)?;
        Ok(())
    }

    /// Flushes buffered rows and returns the underlying writer.
    ///
    /// # Errors
    ///
    /// Any error of flushing to the underlying writer.
    pub fn finish(self) -> io::Result<W> {
        self.writer
            .into_inner()
            .map_err(csv::IntoInnerError::into_error)
    }
}

/// An .xlsx export in rust_xlsxwriter's constant-memory mode.
///
/// Each row is flushed to a temporary file as soon as the next one starts,
/// and [`XlsxExport::finish`] zips the workbook into another temporary file,
/// so neither the rows nor the finished file are ever held in memory.
pub struct XlsxExport {
    workbook: Workbook,
    sheet: Worksheet,
    date: Format,
    date_time: Format,
    rank_change: Format,
    /// Column widths set so far; date columns are widened on the first row.
    widths: Vec<f64>,
    next_row: RowNum,
}

impl XlsxExport {
    /// Starts a workbook with one worksheet named `sheet_name` (at most 31
    /// characters, none of `[]:*?/\`) and writes the bold, frozen header row.
    ///
    /// # Errors
    ///
    /// [`ExportError::Xlsx`] for an invalid sheet name or header, or when the
    /// temporary file for the rows cannot be created.
    pub fn new(sheet_name: &str, header: &[&str]) -> Result<Self, ExportError> {
        let mut workbook = Workbook::new();
        // A standalone worksheet (pushed back in `finish`) avoids holding a
        // borrow of the workbook between calls.
        let mut sheet = workbook.new_worksheet_with_constant_memory()?;
        sheet.set_name(sheet_name)?;
        sheet_style::write_header(&mut sheet, header)?;
        Ok(Self {
            workbook,
            sheet,
            date: Format::new().set_num_format(DATE_FORMAT),
            date_time: Format::new().set_num_format(DATE_TIME_FORMAT),
            rank_change: Format::new().set_num_format(RANK_CHANGE_FORMAT),
            widths: header
                .iter()
                .map(|label| sheet_style::fit_width(label, 10.0))
                .collect(),
            next_row: 1,
        })
    }

    /// Writes one data row below the previous one.
    ///
    /// # Errors
    ///
    /// [`ExportError::TooManyRows`] past Excel's row limit, and
    /// [`ExportError::Xlsx`] when the writer rejects a value or cannot write
    /// the previous row to its temporary file.
    pub fn write_row(&mut self, row: &[Cell]) -> Result<(), ExportError> {
        if self.next_row > MAX_DATA_ROWS {
            return Err(ExportError::TooManyRows { max: MAX_DATA_ROWS });
        }
        if self.next_row == 1 {
            self.widen_date_columns(row)?;
        }
        let row_num = self.next_row;
        for (index, cell) in row.iter().enumerate() {
            let col = sheet_style::col_num(index)?;
            match cell {
                Cell::Text(text) if text.is_empty() => {}
                Cell::Text(text) => {
                    self.sheet.write_string(row_num, col, text)?;
                }
                Cell::Int(number) => {
                    // Excel numbers are f64; see `Cell::Int` on precision.
                    self.sheet.write_number(row_num, col, *number as f64)?;
                }
                Cell::RankChange(places) => {
                    self.sheet.write_number_with_format(
                        row_num,
                        col,
                        *places as f64,
                        &self.rank_change,
                    )?;
                }
                Cell::Date(date) => match excel_date(*date) {
                    Some(value) => {
                        self.sheet
                            .write_datetime_with_format(row_num, col, value, &self.date)?;
                    }
                    // Excel has no dates before 1900 or after 9999; keep the text.
                    None => {
                        self.sheet.write_string(row_num, col, cell.csv_text())?;
                    }
                },
                Cell::DateTime(date_time) => match excel_date_time(*date_time) {
                    Some(value) => {
                        self.sheet.write_datetime_with_format(
                            row_num,
                            col,
                            value,
                            &self.date_time,
                        )?;
                    }
                    None => {
                        self.sheet.write_string(row_num, col, cell.csv_text())?;
                    }
                },
                Cell::Empty => {}
            }
        }
        self.next_row += 1;
        Ok(())
    }

    /// Finishes the workbook into an anonymous temporary file, rewound to the
    /// start, ready to be streamed to a client in chunks.
    ///
    /// The file has no name on disk, so it disappears when dropped.
    ///
    /// # Errors
    ///
    /// [`ExportError::Io`] when the temporary file cannot be created or
    /// rewound, and [`ExportError::Xlsx`] when saving the workbook fails.
    pub fn finish(self) -> Result<File, ExportError> {
        let Self {
            mut workbook,
            sheet,
            ..
        } = self;
        workbook.push_worksheet(sheet);
        // `save_to_buffer` would build the whole zip in memory; saving through
        // a writer streams the zip entries, and the rows are copied from the
        // sheet's temporary file chunk by chunk.
        let mut file = tempfile::tempfile()?;
        {
            let mut out = BufWriter::new(&mut file);
            workbook.save_to_writer(&mut out)?;
            out.flush()?;
        }
        file.rewind()?;
        Ok(file)
    }

    /// Makes columns holding dates wide enough that Excel shows the date
    /// rather than `####`; the first data row decides.
    fn widen_date_columns(&mut self, row: &[Cell]) -> Result<(), ExportError> {
        for (index, cell) in row.iter().enumerate() {
            let needed = match cell {
                Cell::Date(_) => 12.0,
                Cell::DateTime(_) => 17.0,
                _ => continue,
            };
            if let Some(width) = self.widths.get_mut(index)
                && *width < needed
            {
                *width = needed;
                self.sheet
                    .set_column_width(sheet_style::col_num(index)?, needed)?;
            }
        }
        Ok(())
    }
}

/// A date in Excel's range (1900–9999), or `None`.
fn excel_date(date: NaiveDate) -> Option<ExcelDateTime> {
    let year = u16::try_from(date.year()).ok()?;
    // Month and day always fit in u8.
    ExcelDateTime::from_ymd(year, date.month() as u8, date.day() as u8).ok()
}

/// A date-time in Excel's range to the minute, or `None`.
fn excel_date_time(date_time: NaiveDateTime) -> Option<ExcelDateTime> {
    excel_date(date_time.date())?
        .and_hms(
            date_time.hour() as u16,
            date_time.minute() as u8,
            date_time.second(),
        )
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_text_matches_xlsx_formats() {
        let date = NaiveDate::from_ymd_opt(2025, 3, 1).unwrap();
        let date_time = date.and_hms_opt(9, 5, 59).unwrap();
        assert_eq!(Cell::Date(date).csv_text(), "2025-03-01");
        assert_eq!(Cell::DateTime(date_time).csv_text(), "2025-03-01 09:05");
        assert_eq!(Cell::Int(-7).csv_text(), "-7");
        assert_eq!(Cell::RankChange(3).csv_text(), "▲3");
        assert_eq!(Cell::RankChange(-2).csv_text(), "▼2");
        assert_eq!(Cell::RankChange(0).csv_text(), "-");
        assert_eq!(Cell::Empty.csv_text(), "");
    }

    #[test]
    fn dates_outside_excel_range_are_rejected() {
        assert!(excel_date(NaiveDate::from_ymd_opt(1899, 1, 1).unwrap()).is_none());
        assert!(excel_date(NaiveDate::from_ymd_opt(2025, 2, 28).unwrap()).is_some());
    }
}
