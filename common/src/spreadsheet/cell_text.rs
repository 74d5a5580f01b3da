//! Turning read cell values into the text the product stores.

use calamine::{Data, ExcelDateTime};

/// The text of one read cell, as an operator would expect to see it typed.
pub(crate) fn cell_text(value: &Data) -> String {
    match value {
        Data::String(text) => text.trim().to_owned(),
        Data::Int(number) => number.to_string(),
        Data::Float(number) => float_text(*number),
        Data::Bool(flag) => flag.to_string(),
        Data::DateTime(date) => excel_date_text(date),
        Data::DateTimeIso(text) => iso_date_text(text),
        Data::DurationIso(text) => text.trim().to_owned(),
        Data::Error(_) | Data::Empty => String::new(),
    }
}

/// Formats a number the way Excel shows it in a general cell.
///
/// Excel keeps 15 significant digits, so rounding to that first hides binary
/// noise such as `0.30000000000000004`. Rust's `Display` for `f64` never uses
/// exponent notation and omits `.0` on whole values, so ids like 7345678901
/// come out digit for digit.
fn float_text(number: f64) -> String {
    if !number.is_finite() {
        return String::new();
    }
    let rounded: f64 = format!("{number:.14e}").parse().unwrap_or(number);
    if rounded == 0.0 {
        // Avoids "-0".
        return "0".to_owned();
    }
    rounded.to_string()
}

/// Formats an Excel serial date as `YYYY-MM-DD`, adding ` HH:MM:SS` when the
/// value has a time of day; time-only values and durations become `HH:MM:SS`.
fn excel_date_text(date: &ExcelDateTime) -> String {
    let serial = date.as_f64();
    if date.is_duration() || (0.0..1.0).contains(&serial) {
        return duration_text(serial);
    }
    let (year, month, day, hour, minute, second, _millis) = date.to_ymd_hms_milli();
    if (hour, minute, second) == (0, 0, 0) {
        format!("{year:04}-{month:02}-{day:02}")
    } else {
        format!("{year:04}-{month:02}-{day:02} {hour:02}:{minute:02}:{second:02}")
    }
}

/// Formats a fraction of days as `HH:MM:SS`; hours may exceed 24.
fn duration_text(days: f64) -> String {
    // Whole seconds are what a sheet shows; the cast saturates on absurd input.
    let total = (days.abs() * 86_400.0).round() as u64;
    let sign = if days < 0.0 && total > 0 { "-" } else { "" };
    let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60);
    format!("{sign}{hours:02}:{minutes:02}:{seconds:02}")
}

/// Normalises an ISO 8601 date-time string (`2024-05-01T09:30:00.000`) to the
/// same shape as serial dates: a space instead of `T`, no fraction, and no
/// time part at midnight.
fn iso_date_text(text: &str) -> String {
    let text = text.trim();
    let (date, time) = match text.split_once('T') {
        Some((date, time)) => (date, Some(time)),
        None => (text, None),
    };
    match time.map(|time| time.split('.').next().unwrap_or(time)) {
        None | Some("00:00:00" | "00:00") => date.to_owned(),
        Some(time) => format!("{date} {time}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use calamine::ExcelDateTimeType;

    fn date(serial: f64) -> Data {
        Data::DateTime(ExcelDateTime::new(
            serial,
            ExcelDateTimeType::DateTime,
            false,
        ))
    }

    #[test]
    fn numbers_look_as_typed() {
        assert_eq!(cell_text(&Data::Float(12345.0)), "12345");
        assert_eq!(cell_text(&Data::Float(7_345_678_901.0)), "7345678901");
        assert_eq!(cell_text(&Data::Float(0.1 + 0.2)), "0.3");
        assert_eq!(cell_text(&Data::Float(-2.5)), "-2.5");
        assert_eq!(cell_text(&Data::Float(-0.0)), "0");
        assert_eq!(cell_text(&Data::Float(1e20)), "100000000000000000000");
        assert_eq!(cell_text(&Data::Int(-42)), "-42");
    }

    #[test]
    fn other_values() {
        assert_eq!(cell_text(&Data::String("  반가워요 ".into())), "반가워요");
        assert_eq!(cell_text(&Data::Bool(true)), "true");
        assert_eq!(cell_text(&Data::Error(calamine::CellErrorType::Div0)), "");
        assert_eq!(cell_text(&Data::Empty), "");
    }

    #[test]
    fn dates_and_times() {
        assert_eq!(cell_text(&date(45_658.0)), "2025-01-01");
        assert_eq!(cell_text(&date(45_658.5)), "2025-01-01 12:00:00");
        assert_eq!(cell_text(&date(0.75)), "18:00:00");
        assert_eq!(
            cell_text(&Data::DateTimeIso("2024-05-01T09:30:00.000".into())),
            "2024-05-01 09:30:00"
        );
        assert_eq!(
            cell_text(&Data::DateTimeIso("2024-05-01T00:00:00".into())),
            "2024-05-01"
        );
    }
}
