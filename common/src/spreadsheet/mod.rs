//! Excel and CSV files, independent of slots (`slots::sheets` maps slots onto them).
//!
//! - [`import::read`] reads slot rows from an uploaded .xlsx or .xls file.
//! - [`template::template`] builds the registration template to fill in.
//! - [`export::grid`] writes the on-screen grid so it can be edited and
//!   imported again.
//! - [`stream`] writes large exports as CSV or .xlsx row by row.

mod cell_text;
pub mod column;
pub mod export;
mod file_kind;
pub mod import;
mod sheet_cells;
mod sheet_style;
pub mod stream;
pub mod template;

pub use crate::error::spreadsheet::{ExportError, ImportError};
pub use column::{Column, ColumnKind};
pub use import::Imported;
pub use stream::{Cell, CsvExport, XlsxExport};
