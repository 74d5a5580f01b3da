//! Exporting the slot grid as it is shown on screen.

use std::collections::BTreeMap;

use rust_xlsxwriter::Workbook;

use super::column::Column;
use super::sheet_style::{self, MAX_DATA_ROWS};
use crate::error::spreadsheet::ExportError;

/// Name of the grid export's worksheet.
pub const SHEET_NAME: &str = crate::messages::EXPORT_SHEET_NAME;

/// Writes `rows` (column key → text) under a header of column labels.
///
/// Every value is written as text, exactly as stored, so the file can be
/// edited and imported again with [`super::import::read`]. Keys missing from a
/// row leave the cell empty; keys without a column are not written.
///
/// # Errors
///
/// [`ExportError::TooManyRows`] past Excel's row limit, and
/// [`ExportError::Xlsx`] if the writer rejects a value (e.g. a text longer
/// than 32,767 characters).
pub fn grid(columns: &[Column], rows: &[BTreeMap<String, String>]) -> Result<Vec<u8>, ExportError> {
    if rows.len() > MAX_DATA_ROWS as usize {
        return Err(ExportError::TooManyRows { max: MAX_DATA_ROWS });
    }
    let mut workbook = Workbook::new();
    let sheet = workbook.add_worksheet();
    sheet.set_name(SHEET_NAME)?;

    let labels: Vec<&str> = columns.iter().map(|column| column.label.as_str()).collect();
    sheet_style::write_header(sheet, &labels)?;
    sheet_style::set_column_widths(sheet, columns, &labels)?;

    let text = sheet_style::text_format();
    for (index, column) in columns.iter().enumerate() {
        let col = sheet_style::col_num(index)?;
        // New values typed into the file stay text too, as on first write.
        sheet.set_column_format(col, &text)?;
        for (row, values) in (1..).zip(rows) {
            match values.get(&column.key) {
                Some(value) if !value.is_empty() => {
                    sheet.write_string_with_format(row, col, value, &text)?;
                }
                _ => {}
            }
        }
    }
    Ok(workbook.save_to_buffer()?)
}
