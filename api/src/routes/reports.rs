//! The effect report (issue 29, `common::market::report`): an advertiser's slots over a period,
//! as a PDF to forward or a workbook. Staff name the advertiser; an advertiser gets their own.
//! A report of more slots than `REPORT_JOB_SLOTS` is made by a job (`market::report::job`):
//! `POST` starts it, its progress and then its file are read by id.

use std::collections::BTreeMap;

use axum::{
    extract::FromRequestParts,
    http::request::Parts,
    response::{IntoResponse, Response},
};
use common::{
    AppError,
    actor::Actor,
    market::report::{self, ReportFormat, Scope, job},
};
use serde::Deserialize;
use utoipa::{
    IntoParams,
    openapi::{
        self, Content, KnownFormat, ObjectBuilder, RefOr, ResponseBuilder, ResponsesBuilder,
        SchemaFormat, Type,
    },
};

use crate::{
    download::{self, FormatParams},
    extract::{ApiQuery, SlotCaller, SlotCallerOn, blank_as_none},
    reply::{ApiResult, accepted, ok},
    routes::slots::RankHistoryParams,
    state::AppState,
    views::reports::ReportJobView,
};

router!(
    effect_report,
    make_effect_report,
    report_job,
    report_job_file
);

#[derive(Deserialize, IntoParams, Default)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct EffectReportParams {
    /// Staff: the advertiser (required). Advertisers: none, or their own id.
    #[serde(deserialize_with = "blank_as_none")]
    #[param(value_type = Option<i64>)]
    pub user_id: Option<i64>,
}

/// A report asked for (`GET` or `POST /api/reports/effect`): the caller, what the report covers
/// (`report::scope`: whose, the period, which slots) and its format.
struct AskedReport(AppState, Actor, Scope, ReportFormat);

impl FromRequestParts<AppState> for AskedReport {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let SlotCaller(app, actor) = SlotCaller::from_request_parts(parts, state).await?;
        let ApiQuery(p) = ApiQuery::<EffectReportParams>::from_request_parts(parts, state).await?;
        let ApiQuery(f) =
            ApiQuery::<FormatParams<ReportFormat>>::from_request_parts(parts, state).await?;
        let ApiQuery(range) =
            ApiQuery::<RankHistoryParams>::from_request_parts(parts, state).await?;
        let scope =
            report::scope(&app.db, &actor, p.user_id, range.start_date, range.end_date).await?;
        Ok(Self(app, actor, scope, f.format()))
    }
}

/// The report's file (PDF or workbook), the 200 of every call that answers it.
struct ReportFile;

impl utoipa::IntoResponses for ReportFile {
    fn responses() -> BTreeMap<String, RefOr<openapi::response::Response>> {
        let binary = || {
            Content::new(Some(
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .format(Some(SchemaFormat::KnownFormat(KnownFormat::Binary))),
            ))
        };
        let file = ResponseBuilder::new()
            .description("효과 보고서 파일")
            .content(download::PDF, binary())
            .content(download::XLSX, binary());
        ResponsesBuilder::new().response("200", file).build().into()
    }
}

/// Why a report is refused, the same for the GET and the POST.
struct ReportRefusals;

impl utoipa::IntoResponses for ReportRefusals {
    fn responses() -> BTreeMap<String, RefOr<openapi::response::Response>> {
        let refusal = |why: &str| ResponseBuilder::new().description(why);
        ResponsesBuilder::new()
            .response(
                "400",
                refusal(
                    "기간이 366일을 넘거나 종료일이 시작일보다 앞섬, 직원이 광고주를 고르지 않음",
                ),
            )
            .response("403", refusal("다른 광고주의 보고서 (일반 사용자)"))
            .response("404", refusal("광고주 없음"))
            .build()
            .into()
    }
}

/// The effect report of an advertiser's slots that ran in the period: per slot its keyword,
/// product, start, end, first, latest and best rank, days in the top 10 and a chart of its rank;
/// the totals (slots, days run, average improvement). A period in which nothing ran is a report
/// that says so. A report of more slots than the server's limit (`REPORT_JOB_SLOTS`, 200) is
/// refused with 409: ask for it with `POST /api/reports/effect`, which makes it as a job.
#[utoipa::path(get, path = "/api/reports/effect", tag = "slots", security(("bearer" = [])),
    params(EffectReportParams, FormatParams<ReportFormat>, RankHistoryParams),
    responses(ReportFile, ReportRefusals,
        (status = 409, description = "슬롯이 많아 작업으로 만들어야 하는 보고서 (POST로 요청)")))]
async fn effect_report(
    AskedReport(app, _, scope, format): AskedReport,
) -> Result<Response, AppError> {
    let (name, bytes) = job::make_now(&app.db, scope, format, app.report_job_slots).await?;
    Ok(download::named(bytes, &name, format.as_str()))
}

/// The same report, asked to be made: answered at once as the file (200, as the GET) when it has
/// at most `REPORT_JOB_SLOTS` slots; otherwise made by a job, answered 202 with the job (follow it
/// with `GET /api/reports/effect/jobs/{id}`, then download its file). The job is audited.
#[utoipa::path(post, path = "/api/reports/effect", tag = "slots", security(("bearer" = [])),
    params(EffectReportParams, FormatParams<ReportFormat>, RankHistoryParams),
    responses(ReportFile, ReportRefusals,
        (status = 202, body = ReportJobView, description = "보고서를 만드는 작업 (슬롯이 많을 때)")))]
async fn make_effect_report(
    AskedReport(app, actor, scope, format): AskedReport,
) -> Result<Response, AppError> {
    Ok(
        match job::make_or_queue(&app.db, &actor, scope, format, app.report_job_slots).await? {
            job::Made::File { name, bytes } => download::named(bytes, &name, format.as_str()),
            job::Made::Job(made) => accepted(ReportJobView::from(made)).into_response(),
        },
    )
}

/// A report job's progress: `succeeded + failed` of `total` slots, `ready` once its file is
/// written (its advertiser, or staff; another advertiser's is not found).
#[utoipa::path(get, path = "/api/reports/effect/jobs/{id}", tag = "slots", security(("bearer" = [])),
    responses((status = 200, body = ReportJobView),
        (status = 404, description = "보고서 작업 없음 (다른 광고주의 작업 포함)")))]
async fn report_job(SlotCallerOn(app, actor, id): SlotCallerOn<i64>) -> ApiResult<ReportJobView> {
    ok(job::progress(&app.db, &actor, id).await?.into())
}

/// A finished report job's file, named as the report made at once is (its advertiser, or staff).
#[utoipa::path(get, path = "/api/reports/effect/jobs/{id}/file", tag = "slots", security(("bearer" = [])),
    responses(ReportFile,
        (status = 404, description = "보고서 작업 없음 (다른 광고주의 작업 포함), 또는 취소되어 파일 없음"),
        (status = 409, description = "아직 만드는 중")))]
async fn report_job_file(
    SlotCallerOn(app, actor, id): SlotCallerOn<i64>,
) -> Result<Response, AppError> {
    let (name, format, bytes) = job::file(&app.db, &actor, id).await?;
    Ok(download::named(bytes, &name, format.as_str()))
}
