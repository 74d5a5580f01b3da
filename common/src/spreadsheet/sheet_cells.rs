//! Reading the non-blank cells of a workbook's first worksheet.

use std::collections::BTreeMap;
use std::io::Cursor;
use std::panic;

use calamine::{Data, Reader, Sheet, SheetType, Xls, Xlsx};

use super::cell_text::cell_text;
use super::file_kind::FileKind;
use crate::error::spreadsheet::ImportError;

/// Non-blank cell texts of one worksheet: row index → column index → text.
///
/// Kept sparse on purpose: calamine's `Range` allocates the whole bounding box
/// of the used cells, so a tiny upload with cells in A1 and XFD1048576 would
/// ask for billions of cells.
pub(crate) type SheetCells = BTreeMap<u32, BTreeMap<u32, String>>;

/// Reads the first worksheet of a workbook, stopping after `max_rows` rows
/// with text (more are never needed to tell that a file is over the limit).
///
/// A workbook without worksheets gives an empty map.
pub(crate) fn read_first_sheet(
    bytes: &[u8],
    kind: FileKind,
    max_rows: usize,
) -> Result<SheetCells, ImportError> {
    // Uploads are untrusted and a parser bug must not take the server task
    // down with it; a panic is reported as an unreadable file instead.
    panic::catch_unwind(|| match kind {
        FileKind::Xlsx => read_xlsx(bytes, max_rows),
        FileKind::Xls => read_xls(bytes, max_rows),
    })
    .unwrap_or(Err(ImportError::Unreadable))
}

/// Shared strings one workbook may declare. calamine reserves memory for the declared count
/// before reading any (tafia/calamine#684): a 3 KB file claiming 10^11 strings aborts the process,
/// which no `catch_unwind` can stop. 1,000 rows never need more than this.
const MAX_SHARED_STRINGS: u64 = 1_000_000;

/// Refuses a workbook whose `xl/sharedStrings.xml` declares more strings than any real upload of
/// ours holds, before calamine trusts the number.
fn check_shared_strings(bytes: &[u8]) -> Result<(), ImportError> {
    use std::io::Read;
    let mut archive =
        zip::ZipArchive::new(Cursor::new(bytes)).map_err(|_| ImportError::Unreadable)?;
    let Ok(part) = archive.by_name("xl/sharedStrings.xml") else {
        return Ok(());
    };
    // The counts are attributes of the root element, within the part's first bytes.
    let mut head = Vec::with_capacity(1024);
    part.take(1024)
        .read_to_end(&mut head)
        .map_err(|_| ImportError::Unreadable)?;
    let head = String::from_utf8_lossy(&head);
    for name in ["uniqueCount=\"", "count=\""] {
        let declared = head
            .split(name)
            .skip(1)
            .filter_map(|rest| rest.split('"').next()?.parse::<u64>().ok());
        if declared.into_iter().any(|n| n > MAX_SHARED_STRINGS) {
            return Err(ImportError::Unreadable);
        }
    }
    Ok(())
}

/// Streams cells from the sheet XML so that memory follows the text read.
fn read_xlsx(bytes: &[u8], max_rows: usize) -> Result<SheetCells, ImportError> {
    check_shared_strings(bytes)?;
    let mut workbook = Xlsx::new(Cursor::new(bytes)).map_err(|_| ImportError::Unreadable)?;
    let Some(name) = first_worksheet(workbook.sheets_metadata()) else {
        return Ok(SheetCells::new());
    };
    let mut reader = workbook
        .worksheet_cells_reader(&name)
        .map_err(|_| ImportError::Unreadable)?;
    let mut cells = SheetCells::new();
    while let Some(cell) = reader.next_cell().map_err(|_| ImportError::Unreadable)? {
        let (row, col) = cell.get_position();
        let text = cell_text(&Data::from(cell.get_value().clone()));
        if insert(&mut cells, row, col, text) && cells.len() >= max_rows {
            break;
        }
    }
    Ok(cells)
}

/// Reads an .xls sheet; calamine parses BIFF workbooks whole, so there is no
/// stream to stop early, but BIFF8 caps a sheet at 65,536 × 256 cells.
fn read_xls(bytes: &[u8], max_rows: usize) -> Result<SheetCells, ImportError> {
    let mut workbook = Xls::new(Cursor::new(bytes)).map_err(|_| ImportError::Unreadable)?;
    let Some(name) = first_worksheet(workbook.sheets_metadata()) else {
        return Ok(SheetCells::new());
    };
    let range = workbook
        .worksheet_range(&name)
        .map_err(|_| ImportError::Unreadable)?;
    let (first_row, first_col) = range.start().unwrap_or((0, 0));
    let mut cells = SheetCells::new();
    for (row, col, value) in range.used_cells() {
        // `used_cells` counts from the range start; keep absolute positions so
        // that column letters in messages match what the user sees. The
        // offsets fit in u32 because the range was built from u32 positions.
        let (row, col) = (first_row + row as u32, first_col + col as u32);
        if insert(&mut cells, row, col, cell_text(value)) && cells.len() >= max_rows {
            break;
        }
    }
    Ok(cells)
}

/// The name of the first real worksheet, skipping chart and macro sheets.
fn first_worksheet(sheets: &[Sheet]) -> Option<String> {
    sheets
        .iter()
        .find(|sheet| sheet.typ == SheetType::WorkSheet)
        .map(|sheet| sheet.name.clone())
}

/// Stores a non-blank text; returns whether it started a new row.
fn insert(cells: &mut SheetCells, row: u32, col: u32, text: String) -> bool {
    if text.is_empty() {
        return false;
    }
    let is_new_row = !cells.contains_key(&row);
    cells.entry(row).or_default().insert(col, text);
    is_new_row
}
