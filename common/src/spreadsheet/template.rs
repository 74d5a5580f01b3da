//! The downloadable .xlsx template for bulk slot registration.

use rust_xlsxwriter::{
    DataValidation, ExcelDateTime, Format, Note, RowNum, Workbook, Worksheet, XlsxError,
};

use super::column::{self, Column, ColumnKind};
use super::import::MAX_ROWS;
use super::sheet_style::{self, DATE_FORMAT};
use crate::{error::spreadsheet::ExportError, messages};

/// Name of the template's only worksheet.
pub const SHEET_NAME: &str = messages::TEMPLATE_SHEET_NAME;

/// Builds the registration template for `columns`.
///
/// `marketplace_domain` is the marketplace host whose product pages the landing
/// URL must point to, e.g. `www.coupang.com` (a scheme or trailing `/` is
/// tolerated). The sheet has a header row with notes, dropdowns for select and
/// boolean columns, and two example rows that [`super::import::read`] reads
/// back as two rows.
///
/// # Errors
///
/// [`ExportError::Xlsx`] if the writer rejects a value, e.g. a label longer
/// than Excel's 32,767 characters.
pub fn template(columns: &[Column], marketplace_domain: &str) -> Result<Vec<u8>, ExportError> {
    let host = marketplace_host(marketplace_domain);
    let mut workbook = Workbook::new();
    let sheet = workbook.add_worksheet();
    sheet.set_name(SHEET_NAME)?;

    let headers: Vec<String> = columns.iter().map(Column::template_header).collect();
    sheet_style::write_header(sheet, &headers)?;
    sheet_style::set_column_widths(sheet, columns, &headers)?;

    let formats = CellFormats::new();
    for (index, column) in columns.iter().enumerate() {
        let col = sheet_style::col_num(index)?;
        if let Some(format) = formats.for_kind(column.kind) {
            sheet.set_column_format(col, format)?;
        }
        sheet.insert_note(0, col, &header_note(column, host))?;
        if let Some(dropdown) = dropdown(column) {
            // Cover every row an import accepts.
            sheet.add_data_validation(1, col, MAX_ROWS as RowNum, col, &dropdown)?;
        }
        for (row, example) in (1..).zip(examples(column, host)) {
            example.write(sheet, row, col, &formats)?;
        }
    }
    Ok(workbook.save_to_buffer()?)
}

/// The bare host of a marketplace domain given with or without scheme.
fn marketplace_host(domain: &str) -> &str {
    let domain = domain.trim();
    let domain = domain
        .strip_prefix("https://")
        .or_else(|| domain.strip_prefix("http://"))
        .unwrap_or(domain);
    domain.trim_end_matches('/')
}

/// A product-page URL in the marketplace's canonical form.
fn product_url(host: &str, product: u64, item: u64, vendor_item: u64) -> String {
    format!("https://{host}/vp/products/{product}?itemId={item}&vendorItemId={vendor_item}")
}

/// Column formats, created once and shared by all cells.
struct CellFormats {
    text: Format,
    date: Format,
}

impl CellFormats {
    fn new() -> Self {
        Self {
            text: sheet_style::text_format(),
            date: Format::new().set_num_format(DATE_FORMAT),
        }
    }

    /// Text-like kinds get the text format so Excel leaves typed values
    /// alone (no numbers from ids, no dates from `3-1`, no `TRUE` from `true`);
    /// number columns keep Excel's general format.
    fn for_kind(&self, kind: ColumnKind) -> Option<&Format> {
        match kind {
            ColumnKind::Number => None,
            ColumnKind::Date => Some(&self.date),
            ColumnKind::Text
            | ColumnKind::Textarea
            | ColumnKind::Email
            | ColumnKind::Url
            | ColumnKind::Select
            | ColumnKind::Boolean => Some(&self.text),
        }
    }
}

/// The note on a header cell: what goes in the column and whether it is needed.
fn header_note(column: &Column, host: &str) -> Note {
    let purpose = column
        .description
        .as_deref()
        .or(column.placeholder.as_deref())
        .map_or_else(|| default_purpose(column), str::to_owned);
    let requirement = messages::column_requirement(column.required);
    let mut text = format!("{purpose}\n{requirement}");
    if let Some(hint) = format_hint(column, host) {
        text.push('\n');
        text.push_str(&hint);
    }
    Note::new(text)
        .set_author("Simple Slot")
        .add_author_prefix(false)
        .set_font_name(messages::NOTE_FONT)
        .set_font_size(9)
        .set_width(320)
        .set_height(110)
}

/// What a column is for when the operator gave no description.
fn default_purpose(column: &Column) -> String {
    match column.key.as_str() {
        column::KEYWORDS => messages::KEYWORDS_PURPOSE.to_owned(),
        column::LANDING_URL => messages::LANDING_URL_PURPOSE.to_owned(),
        column::MID => messages::MID_PURPOSE.to_owned(),
        _ => column.label.clone(),
    }
}

/// How a value must be written, if the column has rules.
fn format_hint(column: &Column, host: &str) -> Option<String> {
    match column.key.as_str() {
        column::KEYWORDS => {
            return Some(messages::KEYWORDS_HINT.to_owned());
        }
        column::LANDING_URL => {
            let example = product_url(host, 1_234_567, 2_345_678, 3_456_789);
            return Some(messages::landing_url_hint(host, &example));
        }
        _ => {}
    }
    match column.kind {
        ColumnKind::Select if !column.options.is_empty() => {
            Some(messages::options_hint(&column.options))
        }
        ColumnKind::Number => Some(messages::NUMBER_HINT.to_owned()),
        ColumnKind::Email => Some(messages::EMAIL_HINT.to_owned()),
        ColumnKind::Url => Some(messages::URL_HINT.to_owned()),
        ColumnKind::Date => Some(messages::DATE_HINT.to_owned()),
        ColumnKind::Boolean => Some(messages::BOOLEAN_HINT.to_owned()),
        ColumnKind::Text | ColumnKind::Textarea | ColumnKind::Select => None,
    }
}

/// A list dropdown for select columns with options and for boolean columns.
///
/// Excel stores the list inline, comma-separated and at most 255 characters
/// long; options that do not fit that form get no dropdown, and the header
/// note still lists them.
fn dropdown(column: &Column) -> Option<DataValidation> {
    let options: Vec<&str> = match column.kind {
        ColumnKind::Boolean => vec!["true", "false"],
        ColumnKind::Select => column.options.iter().map(String::as_str).collect(),
        _ => return None,
    };
    if options.is_empty() || options.iter().any(|option| option.contains(',')) {
        return None;
    }
    let validation = DataValidation::new()
        .allow_list_strings(&options)
        .ok()?
        .set_error_title(messages::DROPDOWN_ERROR_TITLE)
        .ok()?
        .set_error_message(messages::DROPDOWN_ERROR)
        .ok()?;
    Some(validation)
}

/// One example cell value, kept typed so Excel shows it like real input.
enum Example {
    Text(String),
    Number(f64),
    Date { year: u16, month: u8, day: u8 },
}

impl Example {
    fn text(text: &str) -> Self {
        Self::Text(text.to_owned())
    }

    fn write(
        &self,
        sheet: &mut Worksheet,
        row: RowNum,
        col: u16,
        formats: &CellFormats,
    ) -> Result<(), XlsxError> {
        match self {
            Self::Text(text) if text.is_empty() => {}
            Self::Text(text) => {
                sheet.write_string_with_format(row, col, text, &formats.text)?;
            }
            Self::Number(number) => {
                sheet.write_number(row, col, *number)?;
            }
            Self::Date { year, month, day } => {
                let date = ExcelDateTime::from_ymd(*year, *month, *day)?;
                sheet.write_datetime_with_format(row, col, &date, &formats.date)?;
            }
        }
        Ok(())
    }
}

/// The two example values of a column, by key first and kind otherwise.
fn examples(column: &Column, host: &str) -> [Example; 2] {
    match column.key.as_str() {
        column::KEYWORDS => {
            return messages::KEYWORDS_EXAMPLES.map(Example::text);
        }
        column::LANDING_URL => {
            return [
                Example::Text(product_url(host, 1_234_567, 2_345_678, 3_456_789)),
                Example::Text(product_url(host, 7_654_321, 8_765_432, 9_876_543)),
            ];
        }
        column::MID => return [Example::text("8123456789"), Example::text("8234567890")],
        _ => {}
    }
    match column.kind {
        ColumnKind::Text => messages::TEXT_EXAMPLES.map(Example::text),
        ColumnKind::Textarea => messages::TEXTAREA_EXAMPLES.map(Example::text),
        ColumnKind::Number => [Example::Number(30.0), Example::Number(7.0)],
        ColumnKind::Email => [
            Example::text("ads@example.com"),
            Example::text("manager@example.co.kr"),
        ],
        ColumnKind::Url => [
            Example::text("https://example.com/event"),
            Example::text("https://example.co.kr/brand"),
        ],
        ColumnKind::Select => {
            let first = column.options.first().map_or("", String::as_str);
            let second = column.options.get(1).map_or(first, String::as_str);
            [Example::text(first), Example::text(second)]
        }
        ColumnKind::Date => [
            Example::Date {
                year: 2025,
                month: 3,
                day: 1,
            },
            Example::Date {
                year: 2025,
                month: 3,
                day: 31,
            },
        ],
        ColumnKind::Boolean => [Example::text("true"), Example::text("false")],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_is_taken_from_any_domain_form() {
        assert_eq!(
            marketplace_host("https://www.coupang.com/"),
            "www.coupang.com"
        );
        assert_eq!(marketplace_host(" www.coupang.com "), "www.coupang.com");
        assert_eq!(
            product_url("www.coupang.com", 1_234_567, 2_345_678, 3_456_789),
            "https://www.coupang.com/vp/products/1234567?itemId=2345678&vendorItemId=3456789"
        );
    }

    #[test]
    fn dropdowns_only_where_a_list_fits() {
        let mut select = Column::new("status", "상태", ColumnKind::Select, false);
        assert!(dropdown(&select).is_none());
        select.options = vec!["진행".into(), "중지".into()];
        assert!(dropdown(&select).is_some());
        select.options = vec!["a,b".into()];
        assert!(dropdown(&select).is_none());
        select.options = vec!["긴 선택지".repeat(20); 10];
        assert!(dropdown(&select).is_none());
        let flag = Column::new("active", "사용", ColumnKind::Boolean, false);
        assert!(dropdown(&flag).is_some());
    }
}
