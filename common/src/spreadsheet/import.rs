//! Importing slot rows from an uploaded .xlsx or .xls file.

use std::collections::{BTreeMap, BTreeSet};

use super::column::Column;
use super::file_kind;
use super::sheet_cells::{self, SheetCells};
use crate::error::spreadsheet::ImportError;

/// Largest upload accepted, in bytes (5 MB).
pub const MAX_BYTES: usize = 5 * 1024 * 1024;

/// Most data rows one import may hold.
pub const MAX_ROWS: usize = crate::values::slots::MAX_BULK_ROWS;

/// The rows read from a spreadsheet.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Imported {
    /// Keys of the columns found in the file, in the file's column order.
    pub columns: Vec<String>,
    /// One map per non-blank data row: column key → cell text (`""` when blank).
    /// Every map holds exactly the keys in [`Imported::columns`].
    pub rows: Vec<BTreeMap<String, String>>,
}

/// Reads slot rows from the first worksheet of an .xlsx or .xls upload, told apart by content
/// (whatever the file is named).
///
/// The first non-empty row is the header; each header cell must name one of
/// `columns` by label or key (a trailing `*` and letter case are ignored).
/// Columns missing from the file are simply absent from the result, so the
/// caller's validation can flag required ones per row.
///
/// # Errors
///
/// Any [`ImportError`]: the file is too big, not a workbook, unreadable, has
/// unknown or repeated header names, or has no or too many data rows.
pub fn read(bytes: &[u8], columns: &[Column]) -> Result<Imported, ImportError> {
    if bytes.len() > MAX_BYTES {
        return Err(ImportError::TooBig);
    }
    let kind = file_kind::detect(bytes).ok_or(ImportError::NotSpreadsheet)?;
    // Header plus one row over the limit is enough to reject a file.
    let cells = sheet_cells::read_first_sheet(bytes, kind, MAX_ROWS + 2)?;
    rows_from_cells(cells, columns)
}

/// Matches the header row to `columns` and turns the rows below into maps.
fn rows_from_cells(cells: SheetCells, columns: &[Column]) -> Result<Imported, ImportError> {
    // Only non-blank rows are stored, so blank rows are already skipped.
    let mut rows = cells.into_values();
    let header = rows.next().ok_or(ImportError::NoRows)?;
    let data: Vec<BTreeMap<u32, String>> = rows.collect();

    let matched = match_header(&header, &data, columns)?;
    if data.is_empty() {
        return Err(ImportError::NoRows);
    }
    if data.len() > MAX_ROWS {
        return Err(ImportError::TooManyRows { max: MAX_ROWS });
    }

    let rows = data
        .iter()
        .map(|cells| {
            matched
                .iter()
                .map(|(index, key)| (key.clone(), cells.get(index).cloned().unwrap_or_default()))
                .collect()
        })
        .collect();
    Ok(Imported {
        columns: matched.into_iter().map(|(_, key)| key).collect(),
        rows,
    })
}

/// Pairs each used column index with the key its header names, in file order.
fn match_header(
    header: &BTreeMap<u32, String>,
    data: &[BTreeMap<u32, String>],
    columns: &[Column],
) -> Result<Vec<(u32, String)>, ImportError> {
    // A blank header over a column with data must be reported, a blank header
    // over an empty column is just spacing.
    let used: BTreeSet<u32> = header
        .keys()
        .chain(data.iter().flat_map(BTreeMap::keys))
        .copied()
        .collect();

    let mut matched: Vec<(u32, String)> = Vec::new();
    let mut unknown = Vec::new();
    let mut duplicates = Vec::new();
    for index in used {
        let Some(text) = header.get(&index) else {
            unknown.push(crate::messages::unnamed_column(&column_letters(index)));
            continue;
        };
        match columns.iter().find(|column| column.matches_header(text)) {
            None => unknown.push(text.clone()),
            Some(column) if matched.iter().any(|(_, key)| *key == column.key) => {
                duplicates.push(text.clone());
            }
            Some(column) => matched.push((index, column.key.clone())),
        }
    }
    if !unknown.is_empty() {
        return Err(ImportError::UnknownColumns(unknown));
    }
    if !duplicates.is_empty() {
        return Err(ImportError::DuplicateColumns(duplicates));
    }
    Ok(matched)
}

/// Excel's letters for a zero-based column index: 0 → A, 26 → AA.
fn column_letters(index: u32) -> String {
    let mut letters = Vec::new();
    let mut rest = index + 1;
    while rest > 0 {
        let digit = (rest - 1) % 26;
        letters.push(char::from(b'A' + digit as u8));
        rest = (rest - 1) / 26;
    }
    letters.iter().rev().collect()
}

#[cfg(test)]
mod tests {
    use super::super::column::ColumnKind;
    use super::*;

    fn cells(rows: &[(u32, &[(u32, &str)])]) -> SheetCells {
        rows.iter()
            .map(|(row, cells)| {
                let cells = cells
                    .iter()
                    .map(|(col, text)| (*col, (*text).to_owned()))
                    .collect();
                (*row, cells)
            })
            .collect()
    }

    fn columns() -> Vec<Column> {
        vec![
            Column::new("keywords", "키워드", ColumnKind::Text, true),
            Column::new("mid", "MID", ColumnKind::Text, false),
        ]
    }

    #[test]
    fn column_letters_follow_excel() {
        assert_eq!(column_letters(0), "A");
        assert_eq!(column_letters(25), "Z");
        assert_eq!(column_letters(26), "AA");
        assert_eq!(column_letters(16_383), "XFD");
    }

    #[test]
    fn blank_header_over_data_is_unknown() {
        let sheet = cells(&[(0, &[(0, "키워드")]), (1, &[(0, "a"), (2, "stray")])]);
        let error = rows_from_cells(sheet, &columns()).unwrap_err();
        assert!(
            matches!(&error, ImportError::UnknownColumns(names) if names == &["C열(머리글 없음)"])
        );
    }

    #[test]
    fn duplicate_columns_are_rejected() {
        let sheet = cells(&[(0, &[(0, "키워드*"), (1, "keywords")]), (1, &[(0, "a")])]);
        let error = rows_from_cells(sheet, &columns()).unwrap_err();
        assert!(matches!(&error, ImportError::DuplicateColumns(names) if names == &["keywords"]));
    }

    #[test]
    fn missing_cells_become_empty_text() {
        let sheet = cells(&[(3, &[(1, "MID"), (2, "키워드")]), (5, &[(2, "a")])]);
        let imported = rows_from_cells(sheet, &columns()).unwrap();
        assert_eq!(imported.columns, ["mid", "keywords"]);
        let row = &imported.rows[0];
        assert_eq!((row["mid"].as_str(), row["keywords"].as_str()), ("", "a"));
    }
}
