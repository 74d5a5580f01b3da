//! Excel and CSV (spec part 2 §2 and §5 "Excel import"; issue 15): an Excel file read into the
//! bulk registration grid, the sample template, the grid written out, and the slot list and a
//! slot's rank history exported. Exports stream (`download`).

use std::collections::BTreeMap;

use axum::{
    extract::{Multipart, multipart::MultipartRejection},
    response::Response,
};
use common::{
    AppError, messages,
    slots::{query::SlotListQuery, sheets},
    spreadsheet::{ImportError, import::MAX_BYTES},
};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    download::{self, FileFormat, FormatParams},
    extract::{ApiJson, ApiQuery, SlotCaller, SlotCallerOn},
    reply::{ApiResult, ok},
    routes::FileRefusal,
    state::AppState,
    views::spreadsheets::ImportedSheet,
};

/// Rows read from the database per step of an export.
const EXPORT_CHUNK: usize = 1_000;

pub fn router() -> OpenApiRouter<AppState> {
    super::upload_route(routes!(import), MAX_BYTES)
        .routes(routes!(template))
        .routes(routes!(grid_export))
        .routes(routes!(export_slots))
        .routes(routes!(export_rank_history))
}

/// The upload: one `.xlsx` or `.xls` file.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ImportUpload {
    /// At most 5 MB; the first sheet is read and its header row dropped.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
}

/// Reads an Excel file into grid rows (nothing is registered). The content decides whether it is
/// an .xlsx or .xls, whatever its name. Columns are matched to the field configuration by header
/// name (label or key) in any order; each refusal has its own message.
#[utoipa::path(post, path = "/api/slots/import", tag = "slots", security(("bearer" = [])),
    request_body(content_type = "multipart/form-data", content = ImportUpload),
    responses((status = 200, body = ImportedSheet), (status = 400), (status = 403),
        (status = 413, description = "파일이 5MB를 넘음")))]
async fn import(
    SlotCaller(app, _): SlotCaller,
    form: Result<Multipart, MultipartRejection>,
) -> ApiResult<ImportedSheet> {
    let bytes = super::uploaded_file(form, MAX_BYTES)
        .await
        .map_err(|refusal| match refusal {
            FileRefusal::Missing => AppError::ImportFileMissing,
            FileRefusal::TooBig => AppError::Import(ImportError::TooBig),
        })?;
    let sheet = sheets::read_upload(&app.db, &bytes).await?;
    ok(sheet.into())
}

/// The sample `.xlsx` to fill in: the header from the field configuration, a note per column,
/// dropdowns for select fields and two example rows.
#[utoipa::path(get, path = "/api/slots/import-template", tag = "slots", security(("bearer" = [])),
    responses((status = 200, content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        body = Vec<u8>, description = "템플릿 파일"), (status = 403)))]
async fn template(SlotCaller(app, _): SlotCaller) -> Result<Response, AppError> {
    let bytes = sheets::template(&app.db, &app.marketplace_domain).await?;
    Ok(download::attachment(
        bytes,
        messages::TEMPLATE_FILE,
        FileFormat::Xlsx,
    ))
}

/// The grid's rows to write out.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GridExportRequest {
    /// Up to 1,000 rows: field key → cell text.
    #[schema(max_items = 1000)]
    pub rows: Vec<BTreeMap<String, String>>,
}

/// The bulk registration grid's rows as an `.xlsx` (re-importable).
#[utoipa::path(post, path = "/api/slots/grid-export", tag = "slots", security(("bearer" = [])),
    request_body = GridExportRequest,
    responses((status = 200, content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        body = Vec<u8>, description = "그리드 내용"), (status = 403)))]
async fn grid_export(
    SlotCaller(app, _): SlotCaller,
    ApiJson(body): ApiJson<GridExportRequest>,
) -> Result<Response, AppError> {
    let bytes = sheets::grid(&app.db, &body.rows).await?;
    Ok(download::attachment(
        bytes,
        messages::GRID_EXPORT_FILE,
        FileFormat::Xlsx,
    ))
}

/// The slot list with the list's filters (advertisers: their own; staff: one advertiser's with
/// `userId`, or everyone's) as `.xlsx` or `.csv`, streamed.
#[utoipa::path(get, path = "/api/slots/export", tag = "slots", security(("bearer" = [])),
    params(FormatParams<FileFormat>, SlotListQuery),
    responses((status = 200, content(
        (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (String = "text/csv; charset=utf-8")), description = "슬롯 목록 파일"), (status = 403)))]
async fn export_slots(
    SlotCaller(app, actor): SlotCaller,
    ApiQuery(f): ApiQuery<FormatParams<FileFormat>>,
    ApiQuery(q): ApiQuery<SlotListQuery>,
) -> Result<Response, AppError> {
    let format = f.format();
    let plan = std::sync::Arc::new(sheets::plan_slot_export(&app.db, &actor, &q).await?);
    let header = plan.header.clone();
    let db = app.db.clone();
    let chunks = futures::stream::unfold(0usize, move |from| {
        let (plan, db) = (plan.clone(), db.clone());
        async move {
            let ids = plan.ids.get(from..)?;
            let chunk = &ids[..ids.len().min(EXPORT_CHUNK)];
            if chunk.is_empty() {
                return None;
            }
            Some((plan.rows(&db, chunk).await, from + chunk.len()))
        }
    });
    download::table(format, messages::SLOT_EXPORT_FILE, header, chunks).await
}

/// A slot's rank history over the last year, newest day first, as `.xlsx` or `.csv`.
#[utoipa::path(get, path = "/api/slots/{id}/rank-history/export", tag = "slots", security(("bearer" = [])),
    params(FormatParams<FileFormat>),
    responses((status = 200, content(
        (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (String = "text/csv; charset=utf-8")), description = "순위 기록 파일"), (status = 403)))]
async fn export_rank_history(
    SlotCallerOn(app, actor, id): SlotCallerOn<i64>,
    ApiQuery(f): ApiQuery<FormatParams<FileFormat>>,
) -> Result<Response, AppError> {
    let format = f.format();
    let (slot, header, rows) = sheets::rank_history_rows(&app.db, &actor, id).await?;
    let stem = format!(
        "{}_{}",
        messages::RANK_EXPORT_FILE,
        slot.keyword.as_deref().unwrap_or_default()
    );
    let chunks = futures::stream::iter([Ok(rows)]);
    download::table(format, &stem, header, chunks).await
}
