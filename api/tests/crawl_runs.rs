//! `/api/admin/crawl-runs*` and `POST /api/admin/slots/{id}/recrawl`: the day's crawl in figures,
//! the runs of a day, and an operator's recrawl of one slot (queued once, with its job).

use crate::support;

use chrono::Duration;
use common::{AppError, db::crawl_runs, rank::runs::RunStatus, time::today_kst};
use reqwest::Method;
use serde_json::{Value, json};
use support::{Client, TestApp, says};

/// An advertiser with the cash system off (slots cost nothing), signed in.
async fn advertiser(app: &TestApp) -> Client<'_> {
    app.set_setting("useCashSystem", json!(false)).await;
    app.advertiser("advert1").await
}

/// Plays the worker's part on today's run of `keyword`: started, `pages` pages read, then ended
/// as `status` (done or failed) with `error`.
async fn end_run(app: &TestApp, keyword: &str, pages: i32, status: RunStatus, error: Option<&str>) {
    let mut conn = app.db.pool.acquire().await.unwrap();
    let run = crawl_runs::find_by_key(&mut conn, keyword, today_kst())
        .await
        .unwrap()
        .expect("today's run");
    crawl_runs::mark_running(&mut conn, run.id).await.unwrap();
    for page in 1..=pages {
        crawl_runs::save_page(&mut conn, run.id, page, &json!([]), page == pages)
            .await
            .unwrap();
    }
    crawl_runs::finish(
        &mut conn,
        run.id,
        status,
        status == RunStatus::Done,
        10,
        error,
    )
    .await
    .unwrap();
}

async fn rank_crawl_jobs(app: &TestApp) -> i64 {
    sqlx::query_scalar!(
        r#"SELECT count(*) AS "jobs!" FROM apalis.jobs WHERE job_type = 'rank_crawl'"#
    )
    .fetch_one(&app.db.pool)
    .await
    .unwrap()
}

async fn recrawl(caller: &Client<'_>, slot: i64) -> support::Answer {
    caller.call(Method::POST, &recrawl_path(slot), None).await
}

fn recrawl_path(slot: i64) -> String {
    format!("/api/admin/slots/{slot}/recrawl")
}

fn keywords(answer: &support::Answer) -> Vec<String> {
    answer.texts("items", "keyword")
}

#[tokio::test]
async fn the_summary_counts_todays_runs_as_their_rows_say() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app).await;
    // Approval queues today's crawl of each keyword.
    let ranked = owner.new_active_slot("무선 마우스").await;
    owner.new_active_slot("캠핑 의자").await;
    owner.new_active_slot("블루투스 스피커").await;
    end_run(&app, "무선 마우스", 2, RunStatus::Done, None).await;
    end_run(&app, "캠핑 의자", 1, RunStatus::Failed, Some("status 503")).await;
    app.give_rank(ranked, 7).await;
    let dev = app.developer().await;

    let summary = dev.get("/api/admin/crawl-runs/summary").await;

    assert_eq!(summary.status(), 200, "{summary:?}");
    let s = summary.data();
    assert_eq!(s["day"], json!(today_kst().to_string()));
    assert_eq!(s["isToday"], json!(true));
    let counts: Vec<i64> = ["total", "queued", "running", "done", "failed", "pagesRead"]
        .iter()
        .map(|k| s[k].as_i64().unwrap())
        .collect();
    assert_eq!(counts, [3, 1, 0, 1, 1, 3]);
    assert_eq!(
        (s["slotsRanked"].as_i64(), s["slotsUnranked"].as_i64()),
        (Some(1), Some(2))
    );
    assert!(s["firstStartedAt"].is_string() && s["lastFinishedAt"].is_string());
}

#[tokio::test]
async fn the_runs_of_a_day_come_newest_first_paged_and_by_status() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app).await;
    for keyword in ["무선 마우스", "캠핑 의자", "블루투스 스피커"] {
        owner.new_active_slot(keyword).await;
    }
    end_run(&app, "캠핑 의자", 1, RunStatus::Failed, Some("status 503")).await;
    let dev = app.developer().await;

    let first = dev.get("/api/admin/crawl-runs?page=1&size=2").await;
    let failed = dev
        .get(&format!(
            "/api/admin/crawl-runs?day={}&status=failed",
            today_kst()
        ))
        .await;
    let yesterday = dev
        .get(&format!(
            "/api/admin/crawl-runs?day={}",
            today_kst() - Duration::days(1)
        ))
        .await;
    let wrong = dev.get("/api/admin/crawl-runs?status=lost").await;

    assert_eq!(keywords(&first), ["블루투스 스피커", "캠핑 의자"]);
    assert_eq!(
        first.data()["pagination"],
        json!({ "page": 1, "limit": 2, "total": 3, "totalPages": 2 })
    );
    assert_eq!(keywords(&failed), ["캠핑 의자"]);
    let run = &failed.data()["items"][0];
    assert_eq!(
        (
            &run["status"],
            &run["trigger"],
            &run["attempts"],
            &run["pagesRead"]
        ),
        (&json!("failed"), &json!("edit"), &json!(1), &json!(1))
    );
    assert_eq!(
        run["lastErrorText"],
        json!("마켓이 오류 응답을 보냈습니다. (HTTP 503)")
    );
    assert!(run["finishedAt"].is_string());
    assert_eq!(yesterday.data()["items"], json!([]));
    assert_eq!(wrong.refusal(), (400, says(AppError::CrawlStatusInvalid)));
}

#[tokio::test]
async fn without_runs_today_the_summary_shows_the_last_day_that_had_some() {
    let app = TestApp::spawn().await;
    let dev = app.developer().await;
    let none = dev.get("/api/admin/crawl-runs/summary").await;
    let earlier = today_kst() - Duration::days(2);
    let mut conn = app.db.pool.acquire().await.unwrap();
    for keyword in ["무선 마우스", "캠핑 의자"] {
        crawl_runs::insert(&mut conn, keyword, earlier, "schedule")
            .await
            .unwrap();
    }
    crawl_runs::insert(
        &mut conn,
        "오래된 키워드",
        earlier - Duration::days(5),
        "schedule",
    )
    .await
    .unwrap();

    let last = dev.get("/api/admin/crawl-runs/summary").await;

    assert_eq!(
        (
            &none.data()["day"],
            &none.data()["isToday"],
            &none.data()["total"]
        ),
        (&json!(today_kst().to_string()), &json!(true), &json!(0))
    );
    assert_eq!(
        (
            &last.data()["day"],
            &last.data()["isToday"],
            &last.data()["total"],
            &last.data()["queued"]
        ),
        (
            &json!(earlier.to_string()),
            &json!(false),
            &json!(2),
            &json!(2)
        )
    );
    assert_eq!(last.data()["lastFinishedAt"], Value::Null);
}

#[tokio::test]
async fn recrawling_an_active_slot_queues_its_keyword_once_with_a_job() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app).await;
    let slot = owner.new_active_slot("무선 마우스").await;
    end_run(&app, "무선 마우스", 3, RunStatus::Done, None).await; // the approval's crawl, finished
    let jobs_before = rank_crawl_jobs(&app).await;
    let operator = app.operator("operator1").await;

    let first = recrawl(&operator, slot).await;
    let jobs_after_first = rank_crawl_jobs(&app).await;
    let second = recrawl(&operator, slot).await;

    assert_eq!(first.status(), 200, "{first:?}");
    assert_eq!(
        (&first.data()["status"], &first.data()["alreadyQueued"]),
        (&json!("queued"), &json!(false))
    );
    assert_eq!(jobs_after_first, jobs_before + 1, "one job pushed");
    assert_eq!(second.status(), 200, "{second:?}");
    assert_eq!(second.data()["runId"], first.data()["runId"]);
    assert_eq!(second.data()["alreadyQueued"], json!(true));
    assert_eq!(
        rank_crawl_jobs(&app).await,
        jobs_after_first,
        "not queued twice"
    );
    let runs = operator.get("/api/admin/crawl-runs").await.data()["items"].clone();
    assert_eq!(
        runs.as_array().unwrap().len(),
        1,
        "one run per keyword and day"
    );
    assert_eq!(
        (
            &runs[0]["status"],
            &runs[0]["trigger"],
            &runs[0]["pagesRead"]
        ),
        (&json!("queued"), &json!("manual"), &json!(0)),
        "the finished run starts over"
    );
}

#[tokio::test]
async fn only_a_slot_displayed_active_is_recrawled_and_only_by_staff() {
    let app = TestApp::spawn().await;
    let owner = advertiser(&app).await;
    let pending = owner.new_slot("무선 마우스").await;
    let paused = owner.new_active_slot("캠핑 의자").await;
    let dev = app.developer().await;
    let paused_answer = dev.set_slot_status(paused, "paused", None).await;
    assert_eq!(paused_answer.status(), 200, "{paused_answer:?}");
    let active = owner.new_active_slot("블루투스 스피커").await;

    let of_pending = recrawl(&dev, pending).await;
    let of_paused = recrawl(&dev, paused).await;
    let missing = recrawl(&dev, 999_999).await;
    let by_owner = recrawl(&owner, active).await;
    let anonymous = app
        .call_anonymous(Method::POST, &recrawl_path(active), None)
        .await;

    let not_tracked = AppError::SlotNotTracked.to_string();
    assert_eq!(of_pending.refusal(), (409, not_tracked.as_str()));
    assert_eq!(not_tracked, "진행 중인 슬롯만 순위를 재수집할 수 있습니다.");
    assert_eq!(of_paused.refusal(), (409, not_tracked.as_str()));
    assert_eq!(missing.refusal(), (404, "슬롯을 찾을 수 없습니다."));
    assert_eq!(by_owner.refusal(), (403, "권한이 없습니다."));
    assert_eq!(anonymous.status(), 401);
    let summary = owner.get("/api/admin/crawl-runs/summary").await;
    assert_eq!(summary.status(), 403);
}
