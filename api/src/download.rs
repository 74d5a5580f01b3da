//! File answers: a workbook or CSV as an attachment with its Korean file name. Large tables are
//! never built in memory: rows arrive in chunks from the database, a blocking thread writes them
//! (CSV straight into the response as it goes; `.xlsx` into a constant-memory temp file, then
//! streamed from it, since a zip is finished only at its end).

use std::io::Write;

use axum::{
    body::{Body, Bytes},
    http::header,
    response::{IntoResponse, Response},
};
use common::{
    AppError,
    spreadsheet::{Cell, CsvExport, XlsxExport},
    text_enum,
    text_enum::TextEnum,
};
use futures::{Stream, StreamExt};
use percent_encoding::{NON_ALPHANUMERIC, utf8_percent_encode};
use tokio::sync::mpsc;

pub const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
pub const CSV: &str = "text/csv; charset=utf-8";
pub const PDF: &str = "application/pdf";

text_enum! {
    invalid: AppError::ExportFormatInvalid;
    /// The file an export is written as.
    pub enum FileFormat {
        /// Excel workbook.
        Xlsx = "xlsx",
        /// UTF-8 CSV with a byte-order mark (Excel reads Korean correctly).
        Csv = "csv",
    }
}

/// `?format=`: which of `F`'s files a download is written as (absent or blank: the first).
#[derive(serde::Deserialize, utoipa::IntoParams)]
#[serde(default, rename_all = "camelCase", bound(deserialize = "F: TextEnum"))]
#[into_params(parameter_in = Query)]
pub struct FormatParams<F: TextEnum + utoipa::PartialSchema> {
    /// The file's format; the first of the list is the default.
    #[serde(deserialize_with = "common::params::blank_or_choice")]
    #[param(inline)]
    pub format: Option<F>,
}

impl<F: TextEnum + utoipa::PartialSchema> Default for FormatParams<F> {
    fn default() -> Self {
        Self { format: None }
    }
}

impl<F: TextEnum + utoipa::PartialSchema> FormatParams<F> {
    /// The format asked for, or the first.
    pub fn format(&self) -> F {
        self.format.unwrap_or(F::ALL[0])
    }
}

/// The content type of a file we answer, by its extension.
fn content_type(extension: &str) -> &'static str {
    match extension {
        "xlsx" => XLSX,
        "csv" => CSV,
        "pdf" => PDF,
        _ => "application/octet-stream",
    }
}

/// `bytes` as a download named `stem.extension` (the date is added to the name).
pub fn attachment(bytes: Vec<u8>, stem: &str, format: FileFormat) -> Response {
    file_response(Body::from(bytes), stem, format)
}

fn file_response(body: Body, stem: &str, format: FileFormat) -> Response {
    let name = format!("{stem}_{}.{format}", common::time::today_kst());
    named_body(body, &name, format.as_str())
}

/// `bytes` as a download named `name` (which ends in `.extension`): every file answer (an export,
/// a template, an effect report made now or by a job) goes out through here.
pub fn named(bytes: Vec<u8>, name: &str, extension: &str) -> Response {
    named_body(Body::from(bytes), name, extension)
}

fn named_body(body: Body, name: &str, extension: &str) -> Response {
    let content_type = content_type(extension);
    // RFC 6266/5987: an ASCII fallback, then the UTF-8 name.
    let disposition = format!(
        "attachment; filename=\"export.{extension}\"; filename*=UTF-8''{}",
        utf8_percent_encode(name, NON_ALPHANUMERIC)
    );
    (
        [
            (header::CONTENT_TYPE, content_type.to_owned()),
            (header::CONTENT_DISPOSITION, disposition),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        body,
    )
        .into_response()
}

/// A table as a download: `header`, then the rows of every chunk `chunks` yields, in order.
/// A failure before the first byte is the error's answer; after it, the download is cut short.
pub async fn table<S>(
    format: FileFormat,
    stem: &str,
    header: Vec<String>,
    chunks: S,
) -> Result<Response, AppError>
where
    S: Stream<Item = Result<Vec<Vec<Cell>>, AppError>> + Send + 'static,
{
    let (rows_tx, rows_rx) = mpsc::channel::<Vec<Vec<Cell>>>(4);
    let feeding = tokio::spawn(feed(chunks, rows_tx));
    match format {
        FileFormat::Xlsx => {
            let written = tokio::task::spawn_blocking(move || write_xlsx(&header, rows_rx))
                .await
                .map_err(|e| AppError::Internal(e.into()))??;
            feeding.await.map_err(|e| AppError::Internal(e.into()))??;
            let file = tokio::fs::File::from_std(written);
            let body = Body::from_stream(tokio_util::io::ReaderStream::new(file));
            Ok(file_response(body, stem, format))
        }
        FileFormat::Csv => {
            let (bytes_tx, bytes_rx) = mpsc::channel::<std::io::Result<Bytes>>(8);
            tokio::task::spawn_blocking(move || {
                let failed = bytes_tx.clone();
                if let Err(e) = write_csv(&header, rows_rx, ChannelWriter::new(bytes_tx)) {
                    let _ = failed.blocking_send(Err(e));
                }
            });
            tokio::spawn(async move {
                if let Ok(Err(e)) = feeding.await {
                    tracing::error!(error = ?e, "export cut short");
                }
            });
            let stream = futures::stream::unfold(bytes_rx, |mut rx| async move {
                rx.recv().await.map(|chunk| (chunk, rx))
            });
            Ok(file_response(Body::from_stream(stream), stem, format))
        }
    }
}

/// Moves the chunks to the writer thread; stops at the first error (returned).
async fn feed<S>(chunks: S, tx: mpsc::Sender<Vec<Vec<Cell>>>) -> Result<(), AppError>
where
    S: Stream<Item = Result<Vec<Vec<Cell>>, AppError>> + Send + 'static,
{
    let mut chunks = std::pin::pin!(chunks);
    while let Some(chunk) = chunks.next().await {
        if tx.send(chunk?).await.is_err() {
            break; // the writer stopped (the client went away)
        }
    }
    Ok(())
}

fn write_xlsx(
    header: &[String],
    mut rows: mpsc::Receiver<Vec<Vec<Cell>>>,
) -> Result<std::fs::File, AppError> {
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut book = XlsxExport::new(common::messages::SHEET_NAME, &header)?;
    while let Some(chunk) = rows.blocking_recv() {
        for row in &chunk {
            book.write_row(row)?;
        }
    }
    Ok(book.finish()?)
}

fn write_csv(
    header: &[String],
    mut rows: mpsc::Receiver<Vec<Vec<Cell>>>,
    out: ChannelWriter,
) -> std::io::Result<()> {
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let mut csv = CsvExport::new(out, &header)?;
    while let Some(chunk) = rows.blocking_recv() {
        for row in &chunk {
            csv.write_row(row)?;
        }
    }
    csv.finish()?.flush()
}

/// Bytes written on a blocking thread, sent to the response body in 64 KiB pieces.
struct ChannelWriter {
    tx: mpsc::Sender<std::io::Result<Bytes>>,
    buf: Vec<u8>,
}

impl ChannelWriter {
    const PIECE: usize = 64 * 1024;

    fn new(tx: mpsc::Sender<std::io::Result<Bytes>>) -> Self {
        Self {
            tx,
            buf: Vec::with_capacity(Self::PIECE),
        }
    }

    fn send(&mut self) -> std::io::Result<()> {
        if self.buf.is_empty() {
            return Ok(());
        }
        let piece = Bytes::from(std::mem::replace(
            &mut self.buf,
            Vec::with_capacity(Self::PIECE),
        ));
        self.tx
            .blocking_send(Ok(piece))
            .map_err(|_| std::io::Error::new(std::io::ErrorKind::BrokenPipe, "client gone"))
    }
}

impl Write for ChannelWriter {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.buf.extend_from_slice(bytes);
        if self.buf.len() >= Self::PIECE {
            self.send()?;
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.send()
    }
}
