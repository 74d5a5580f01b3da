//! Look shared by every written worksheet: header row, widths, formats.

use rust_xlsxwriter::{ColNum, Color, Format, FormatBorder, Worksheet, XlsxError};

use super::column::{self, Column, ColumnKind};

/// Number format of date cells.
pub(crate) const DATE_FORMAT: &str = "yyyy-mm-dd";
/// Number format of a rank's change: red "▲3" up, blue "▼2" down, "-" for none (the sections are
/// positive; negative, shown without its sign; zero), as the web shows it.
pub(crate) const RANK_CHANGE_FORMAT: &str = r#"[Red]"▲"0;[Blue]"▼"0;"-""#;
/// Number format of date-time cells.
pub(crate) const DATE_TIME_FORMAT: &str = "yyyy-mm-dd hh:mm";

/// Most data rows one worksheet holds: Excel's 1,048,576 rows minus the header.
pub(crate) const MAX_DATA_ROWS: u32 = 1_048_575;

/// Widest a column is made automatically, in Excel character units.
const MAX_WIDTH: f64 = 80.0;

/// Bold header cells on a light fill, so the header stands apart from data.
pub(crate) fn header_format() -> Format {
    Format::new()
        .set_bold()
        .set_background_color(Color::RGB(0xF2_F2_F2))
        .set_border_bottom(FormatBorder::Thin)
}

/// The text number format `@`: Excel then keeps typed ids such as
/// `0012` or `7345678901234567` as text instead of turning them into numbers.
pub(crate) fn text_format() -> Format {
    Format::new().set_num_format("@")
}

/// Writes `headers` into row 1, freezes it and sizes each column to at least
/// fit its header.
pub(crate) fn write_header<S: AsRef<str>>(
    sheet: &mut Worksheet,
    headers: &[S],
) -> Result<(), XlsxError> {
    let format = header_format();
    for (index, header) in headers.iter().enumerate() {
        let col = col_num(index)?;
        sheet.write_string_with_format(0, col, header.as_ref(), &format)?;
        sheet.set_column_width(col, fit_width(header.as_ref(), 10.0))?;
    }
    sheet.set_freeze_panes(1, 0)?;
    Ok(())
}

/// Sets each column's width from its kind, so URLs and keyword lists are
/// readable without resizing; `headers` are the texts actually written.
pub(crate) fn set_column_widths<S: AsRef<str>>(
    sheet: &mut Worksheet,
    columns: &[Column],
    headers: &[S],
) -> Result<(), XlsxError> {
    for (index, (column, header)) in columns.iter().zip(headers).enumerate() {
        let width = fit_width(header.as_ref(), kind_width(column));
        sheet.set_column_width(col_num(index)?, width)?;
    }
    Ok(())
}

/// Converts a zero-based column position to the writer's column number.
pub(crate) fn col_num(index: usize) -> Result<ColNum, XlsxError> {
    ColNum::try_from(index).map_err(|_| XlsxError::RowColumnLimitError)
}

/// A comfortable width for a column's values.
fn kind_width(column: &Column) -> f64 {
    match column.key.as_str() {
        column::KEYWORDS => return 40.0,
        column::LANDING_URL => return 70.0,
        column::MID => return 14.0,
        _ => {}
    }
    match column.kind {
        ColumnKind::Text => 20.0,
        ColumnKind::Textarea => 40.0,
        ColumnKind::Number => 12.0,
        ColumnKind::Email => 28.0,
        ColumnKind::Url => 50.0,
        ColumnKind::Select => 16.0,
        ColumnKind::Date => 12.0,
        ColumnKind::Boolean => 10.0,
    }
}

/// `minimum`, widened to fit `header` plus some padding.
pub(crate) fn fit_width(header: &str, minimum: f64) -> f64 {
    // Hangul and other wide characters take about two character units.
    let units: usize = header
        .chars()
        .map(|c| if c.is_ascii() { 1 } else { 2 })
        .sum();
    (units as f64 + 4.0).clamp(minimum, MAX_WIDTH)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_characters_count_double() {
        assert_eq!(fit_width("MID", 10.0), 10.0);
        assert_eq!(fit_width("가나다라마바사아", 10.0), 20.0);
    }
}
