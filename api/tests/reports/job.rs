//! A large effect report made by a job (`POST /api/reports/effect` over `REPORT_JOB_SLOTS`), its
//! progress and its file, with a small limit so a dozen slots make a large report.

use std::io::Cursor;

use calamine::{Reader, Xlsx, open_workbook_from_rs};
use common::{AppError, market::report::job};
use serde_json::json;

use crate::support::{PASSWORD, TestApp, says, test_config};

/// Slots per report answered at once in these tests.
const LIMIT: usize = 3;
/// The advertiser's slots: over the limit, and two PDF pages (10 slots a page).
const SLOTS: i64 = 12;

/// `count` running slots of `user_id`, each ranked today.
async fn running_slots(app: &TestApp, user_id: i64, count: i64) {
    testkit::running_slots(&app.db.pool, user_id, count, "보고서 키워드").await;
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM slots WHERE user_id = $1 ORDER BY id")
        .bind(user_id)
        .fetch_all(&app.db.pool)
        .await
        .unwrap();
    for (i, id) in ids.into_iter().enumerate() {
        app.record_rank(id, 0, 20 + i as i32).await;
    }
}

/// An api whose reports of more than [`LIMIT`] slots are made by a job, the cash system off.
async fn app_with_limit() -> TestApp {
    let app = TestApp::spawn_with(common::config::Config {
        report_job_slots: LIMIT,
        ..test_config()
    })
    .await;
    app.set_setting("useCashSystem", json!(false)).await;
    app
}

#[tokio::test]
async fn a_report_over_the_limit_is_made_by_a_job_whose_file_its_advertiser_and_staff_download() {
    let app = app_with_limit().await;
    let owner_id = app.new_user("bigreport").await;
    app.new_user("nosy").await;
    let owner = app.sign_in("bigreport", PASSWORD).await;
    let stranger = app.sign_in("nosy", PASSWORD).await;
    let operator = app.operator("reportop").await;
    running_slots(&app, owner_id, SLOTS).await;

    let refused = owner.get("/api/reports/effect").await;
    assert_eq!(
        refused.refusal(),
        (
            409,
            says(AppError::ReportTooLarge {
                slots: SLOTS as usize,
                limit: LIMIT
            })
        )
    );
    let asked = owner.post("/api/reports/effect", json!(null)).await;
    assert_eq!(asked.status(), 202, "{asked:?}");
    let id = asked.data()["id"].as_i64().unwrap();
    assert_eq!(
        (
            &asked.data()["status"],
            &asked.data()["total"],
            &asked.data()["format"],
            &asked.data()["ready"]
        ),
        (
            &json!("queued"),
            &json!(SLOTS),
            &json!("pdf"),
            &json!(false)
        )
    );
    app.assert_audited(owner_id, "report_job_requested").await;
    let sheet_id = operator
        .post(
            &format!("/api/reports/effect?userId={owner_id}&format=xlsx"),
            json!(null),
        )
        .await
        .data()["id"]
        .as_i64()
        .unwrap();

    // The jobs console lists it with its batch's progress, as every batch kind.
    let listed = operator
        .get(&format!("/api/admin/jobs?queue=effect_report&search={id}"))
        .await;
    let console = &listed.data()["jobs"][0];
    assert_eq!(
        (&console["rowKind"], &console["rowId"]),
        (&json!("reportBatch"), &json!(id)),
        "{listed:?}"
    );
    let detail = operator
        .get(&format!(
            "/api/admin/jobs/{}",
            console["id"].as_str().unwrap()
        ))
        .await;
    assert_eq!(
        (
            &detail.data()["row"]["status"],
            &detail.data()["row"]["total"]
        ),
        (&json!("queued"), &json!(SLOTS)),
        "{detail:?}"
    );

    let early = owner
        .get(&format!("/api/reports/effect/jobs/{id}/file"))
        .await;
    assert_eq!(early.refusal(), (409, says(AppError::ReportNotReady)));
    job::run(&app.db.pool, id).await.unwrap();
    job::run(&app.db.pool, sheet_id).await.unwrap();
    // A repeat finds it done and changes nothing.
    job::run(&app.db.pool, id).await.unwrap();

    let done = owner.get(&format!("/api/reports/effect/jobs/{id}")).await;
    assert_eq!(
        (
            &done.data()["status"],
            &done.data()["succeeded"],
            &done.data()["failed"],
            &done.data()["ready"]
        ),
        (&json!("done"), &json!(SLOTS), &json!(0), &json!(true))
    );
    let pdf = owner
        .get_file(&format!("/api/reports/effect/jobs/{id}/file"))
        .await;
    assert_eq!(
        (pdf.status, pdf.content_type.as_str()),
        (200, "application/pdf")
    );
    assert!(pdf.disposition.contains(".pdf"), "{}", pdf.disposition);
    let text = String::from_utf8_lossy(&pdf.bytes);
    let pages = text.matches("/Type/Page").count() - text.matches("/Type/Pages").count();
    assert_eq!(pages, 2, "12 slots at 10 a page");
    let staff = operator
        .get_file(&format!("/api/reports/effect/jobs/{id}/file"))
        .await;
    assert_eq!((staff.status, staff.bytes.len()), (200, pdf.bytes.len()));

    let sheet = owner
        .get_file(&format!("/api/reports/effect/jobs/{sheet_id}/file"))
        .await;
    assert!(sheet.content_type.contains("spreadsheetml"));
    let mut book: Xlsx<_> = open_workbook_from_rs(Cursor::new(sheet.bytes)).expect("an xlsx");
    let range = book.worksheet_range_at(0).unwrap().unwrap();
    let keywords = range
        .rows()
        .filter(|r| r.iter().any(|c| c.to_string().starts_with("보고서 키워드")))
        .count();
    assert_eq!(keywords, SLOTS as usize, "a row per slot");

    // Another advertiser's job is not found; anonymous callers are refused.
    for path in [
        format!("/api/reports/effect/jobs/{id}"),
        format!("/api/reports/effect/jobs/{id}/file"),
    ] {
        assert_eq!(
            stranger.get(&path).await.refusal(),
            (404, says(AppError::ReportJobNotFound)),
            "{path}"
        );
    }
    let made: i64 = sqlx::query_scalar("SELECT count(*) FROM report_files")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    let lines: i64 = sqlx::query_scalar("SELECT count(*) FROM report_lines")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!((made, lines), (2, 0), "a file per job, the lines dropped");
}

#[tokio::test]
async fn a_report_within_the_limit_is_answered_at_once_by_both_calls() {
    let app = app_with_limit().await;
    let owner_id = app.new_user("smallreport").await;
    let owner = app.sign_in("smallreport", PASSWORD).await;
    running_slots(&app, owner_id, LIMIT as i64).await;

    let got = owner.get_file("/api/reports/effect").await;
    let posted = owner
        .download(
            reqwest::Method::POST,
            "/api/reports/effect?format=xlsx",
            None,
        )
        .await;
    assert_eq!(
        (got.status, got.content_type.as_str()),
        (200, "application/pdf")
    );
    assert_eq!(posted.status, 200);
    assert!(posted.content_type.contains("spreadsheetml"));
    let jobs: i64 = sqlx::query_scalar("SELECT count(*) FROM batches WHERE kind = 'report'")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    assert_eq!(jobs, 0, "nothing written for a small report");
}
