//! The effect report (issue 29, `common::market::report`): an advertiser's slots over a period,
//! as a PDF to forward or a workbook. Staff name the advertiser; an advertiser gets their own.

use axum::response::Response;
use common::{
    AppError,
    market::report::{self, EffectReport},
    messages, text_enum,
};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    download,
    extract::{ApiQuery, SlotCaller, blank_as_none, blank_or_choice},
    routes::slots::RankHistoryParams,
};

router!(effect_report);

text_enum! {
    invalid: AppError::ReportFormatInvalid;
    /// The file the report is written as.
    pub enum ReportFormat {
        /// A4 pages, one per 10 slots, Korean font embedded and subset.
        Pdf = "pdf",
        /// Excel workbook: a row per slot, then the totals.
        Xlsx = "xlsx",
    }
}

#[derive(Deserialize, IntoParams, Default)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct EffectReportParams {
    /// Staff: the advertiser (required). Advertisers: none, or their own id.
    #[serde(deserialize_with = "blank_as_none")]
    #[param(value_type = Option<i64>)]
    pub user_id: Option<i64>,
    /// pdf (default) or xlsx.
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub format: Option<ReportFormat>,
}

/// The effect report of an advertiser's slots that ran in the period: per slot its keyword,
/// product, start, end, first, latest and best rank, days in the top 10 and a chart of its rank;
/// the totals (slots, days run, average improvement). A period in which nothing ran is a report
/// that says so.
#[utoipa::path(get, path = "/api/reports/effect", tag = "slots", security(("bearer" = [])),
    params(EffectReportParams, RankHistoryParams),
    responses((status = 200, content(
        (Vec<u8> = "application/pdf"),
        (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")),
        description = "효과 보고서 파일"),
        (status = 400, description = "기간이 366일을 넘거나 종료일이 시작일보다 앞섬, 직원이 광고주를 고르지 않음"),
        (status = 403, description = "다른 광고주의 보고서 (일반 사용자)"),
        (status = 404, description = "광고주 없음")))]
async fn effect_report(
    SlotCaller(app, actor): SlotCaller,
    ApiQuery(p): ApiQuery<EffectReportParams>,
    ApiQuery(range): ApiQuery<RankHistoryParams>,
) -> Result<Response, AppError> {
    let format = p.format.unwrap_or(ReportFormat::Pdf);
    let (start, end) = (range.start_date, range.end_date);
    let report = report::build(&app.db, &actor, p.user_id, start, end).await?;
    let stem = format!("{}_{}", messages::REPORT_FILE, report.advertiser.login_id);
    let bytes = tokio::task::spawn_blocking(move || write(&report, format))
        .await
        .map_err(|e| AppError::Internal(e.into()))??;
    Ok(match format {
        ReportFormat::Pdf => download::file(bytes, &stem, "pdf", download::PDF),
        ReportFormat::Xlsx => download::file(bytes, &stem, "xlsx", download::XLSX),
    })
}

fn write(report: &EffectReport, format: ReportFormat) -> Result<Vec<u8>, AppError> {
    match format {
        ReportFormat::Pdf => report::pdf::pdf(report),
        ReportFormat::Xlsx => report::sheet::xlsx(report),
    }
}
