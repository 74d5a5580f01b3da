//! `/api/admin/jobs*`: the jobs console. Jobs are queued the way the product queues them (an
//! approved slot queues its keyword's crawl); the tests then play apalis' part on `apalis.jobs`
//! (a worker taking, failing or finishing a job) and check what operators see and do.

use crate::support;

use common::{
    db::crawl_runs,
    jobs::{self, ExtendSlots, PurgeExpiredTokens, SendNotifications},
    time::today_kst,
};
use reqwest::Method;
use serde_json::{Value, json};
use support::{Client, TestApp};

/// An advertiser with the cash system off, whose approved slots queue one crawl job each.
async fn crawl_jobs(app: &TestApp, keywords: &[&str]) -> Vec<(String, i64)> {
    app.set_setting("useCashSystem", json!(false)).await;
    let owner = app.advertiser("advert1").await;
    let mut jobs = Vec::new();
    for keyword in keywords {
        owner.new_active_slot(keyword).await;
        let run = crawl_runs::find_by_key(
            &mut app.db.pool.acquire().await.unwrap(),
            keyword,
            today_kst(),
        )
        .await
        .unwrap()
        .expect("today's run");
        jobs.push((job_of(app, "rank_crawl", run.id).await, run.id));
    }
    jobs
}

async fn job_of(app: &TestApp, queue: &str, row_id: i64) -> String {
    sqlx::query_scalar("SELECT id FROM apalis.jobs WHERE job_type = $1 AND job_row_id(job) = $2")
        .bind(queue)
        .bind(row_id)
        .fetch_one(&app.db.pool)
        .await
        .unwrap()
}

/// What apalis writes when a worker `worker` takes, fails or finishes a job.
async fn set_job(
    app: &TestApp,
    id: &str,
    status: &str,
    attempts: i32,
    error: Option<&str>,
    worker: Option<&str>,
) {
    sqlx::query(
        "UPDATE apalis.jobs SET status = $2, attempts = $3, lock_by = $5,
                last_result = CASE WHEN $4::text IS NULL THEN NULL ELSE jsonb_build_object('Err', $4::text) END,
                done_at = CASE WHEN $2 IN ('Done', 'Failed', 'Killed') THEN now() END
         WHERE id = $1",
    )
    .bind(id)
    .bind(status)
    .bind(attempts)
    .bind(error)
    .bind(worker)
    .execute(&app.db.pool)
    .await
    .unwrap();
}

/// A worker process as apalis registers it: one row per queue, named `<process>-<queue>`.
async fn register_worker(app: &TestApp, process: &str, queues: &[&str], seconds_ago: i64) {
    for queue in queues {
        sqlx::query(
            "INSERT INTO apalis.workers (id, worker_type, storage_name, last_seen, started_at)
             VALUES ($1 || '-' || $2, $2, 'PostgresStorage', now() - make_interval(secs => $3), now() - interval '1 hour')",
        )
        .bind(process)
        .bind(queue)
        .bind(seconds_ago as f64)
        .execute(&app.db.pool)
        .await
        .unwrap();
    }
}

fn queue<'a>(overview: &'a Value, name: &str) -> &'a Value {
    overview["queues"]
        .as_array()
        .unwrap()
        .iter()
        .find(|q| q["queue"] == name)
        .unwrap_or_else(|| panic!("queue {name} in {overview}"))
}

fn ids(answer: &support::Answer) -> Vec<String> {
    answer.texts("jobs", "id")
}

async fn audited(app: &TestApp, event: &str) -> Vec<Value> {
    sqlx::query_scalar("SELECT detail FROM audit_log WHERE event = $1 ORDER BY id")
        .bind(event)
        .fetch_all(&app.db.pool)
        .await
        .unwrap()
}

async fn post(caller: &Client<'_>, path: &str) -> support::Answer {
    caller.call(Method::POST, path, None).await
}

#[tokio::test]
async fn the_overview_counts_each_queue_by_state_and_shows_the_worker_processes() {
    let app = TestApp::spawn().await;
    let jobs = crawl_jobs(
        &app,
        &[
            "무선 마우스",
            "캠핑 의자",
            "블루투스 스피커",
            "등산화",
            "텀블러",
        ],
    )
    .await;
    register_worker(
        &app,
        "worker-11-aaaa1111@host-a",
        &["rank_crawl", "slot_extension"],
        2,
    )
    .await;
    register_worker(&app, "worker-12-bbbb2222@host-b", &["rank_crawl"], 300).await;
    set_job(
        &app,
        &jobs[0].0,
        "Running",
        1,
        None,
        Some("worker-11-aaaa1111@host-a-rank_crawl"),
    )
    .await;
    set_job(&app, &jobs[1].0, "Failed", 1, Some("status 503"), None).await;
    set_job(&app, &jobs[2].0, "Failed", 5, Some("status 503"), None).await;
    set_job(&app, &jobs[3].0, "Done", 1, None, None).await;
    let dev = app.developer().await;

    let answer = dev.get("/api/admin/jobs/overview").await;

    assert_eq!(answer.status(), 200, "{answer:?}");
    let crawl = queue(answer.data(), "rank_crawl");
    assert_eq!(crawl["name"], "순위 수집");
    let counts: Vec<i64> = [
        "pending",
        "scheduled",
        "running",
        "failed",
        "dead",
        "done24h",
    ]
    .iter()
    .map(|k| crawl[k].as_i64().unwrap())
    .collect();
    assert_eq!(counts, [1, 0, 1, 1, 1, 1]);
    assert_eq!(queue(answer.data(), "slot_registration")["pending"], 0);
    let workers = answer.data()["workers"].as_array().unwrap();
    assert_eq!(workers.len(), 2, "{workers:?}");
    assert_eq!(workers[0]["name"], "worker-11-aaaa1111@host-a");
    assert_eq!(workers[0]["host"], "host-a");
    assert_eq!(workers[0]["alive"], true);
    assert_eq!(workers[0]["jobsRunning"], 1);
    assert_eq!(
        workers[0]["queues"],
        json!(["rank_crawl", "slot_extension"])
    );
    assert_eq!(
        workers[1]["alive"], false,
        "five minutes without a heartbeat"
    );
}

#[tokio::test]
async fn a_queue_lists_its_jobs_by_state_and_finds_one_by_its_id_or_its_crawl_run() {
    let app = TestApp::spawn().await;
    let jobs = crawl_jobs(&app, &["무선 마우스", "캠핑 의자", "블루투스 스피커"]).await;
    set_job(&app, &jobs[1].0, "Failed", 5, Some("status 503"), None).await;
    let operator = app.operator("ops1").await;

    let all = operator
        .get("/api/admin/jobs?queue=rank_crawl&limit=2")
        .await;
    let dead = operator
        .get("/api/admin/jobs?queue=rank_crawl&state=dead")
        .await;
    let by_run = operator
        .get(&format!(
            "/api/admin/jobs?queue=rank_crawl&search={}",
            jobs[2].1
        ))
        .await;
    let by_id = operator
        .get(&format!(
            "/api/admin/jobs?queue=rank_crawl&search={}",
            jobs[0].0
        ))
        .await;
    let unknown = operator.get("/api/admin/jobs?queue=nothing").await;
    let bad_state = operator
        .get("/api/admin/jobs?queue=rank_crawl&state=lost")
        .await;

    assert_eq!(all.status(), 200, "{all:?}");
    assert_eq!(ids(&all).len(), 2);
    assert_eq!(
        all.data()["pagination"],
        json!({ "page": 1, "limit": 2, "total": 3, "totalPages": 2 })
    );
    assert_eq!(all.data()["totalCapped"], false);
    assert_eq!(ids(&dead), [jobs[1].0.clone()]);
    let failed = &dead.data()["jobs"][0];
    assert_eq!(failed["state"], "dead");
    assert_eq!(failed["rowKind"], "crawlRun");
    assert_eq!(failed["rowId"], jobs[1].1);
    assert_eq!(failed["lastErrorText"], "작업 처리 중 오류가 발생했습니다.");
    assert_eq!(ids(&by_run), [jobs[2].0.clone()]);
    assert_eq!(ids(&by_id), [jobs[0].0.clone()]);
    assert_eq!(unknown.status(), 400);
    assert_eq!(unknown.error(), "알 수 없는 대기열입니다: nothing");
    assert_eq!(bad_state.status(), 400);
}

#[tokio::test]
async fn a_jobs_detail_shows_its_attempts_its_error_its_worker_and_its_crawl_run() {
    let app = TestApp::spawn().await;
    let jobs = crawl_jobs(&app, &["무선 마우스"]).await;
    let (job, run) = jobs[0].clone();
    set_job(
        &app,
        &job,
        "Failed",
        2,
        Some("Re-enqueued due to worker heartbeat timeout."),
        None,
    )
    .await;
    let dev = app.developer().await;

    let answer = dev.get(&format!("/api/admin/jobs/{job}")).await;
    let missing = dev.get("/api/admin/jobs/01NOSUCHJOB").await;

    assert_eq!(answer.status(), 200, "{answer:?}");
    let d = answer.data();
    assert_eq!(
        (&d["state"], &d["status"]),
        (&json!("failed"), &json!("Failed"))
    );
    assert_eq!((&d["attempts"], &d["maxAttempts"]), (&json!(2), &json!(5)));
    assert_eq!(
        d["lastError"],
        "Re-enqueued due to worker heartbeat timeout."
    );
    assert_eq!(
        d["lastErrorText"],
        "작업자 응답이 끊겨 다른 작업자에게 다시 넘겼습니다."
    );
    assert_eq!(d["queueName"], "순위 수집");
    assert_eq!(d["payload"], json!({ "runId": run }));
    assert_eq!(d["row"]["kind"], "crawlRun");
    assert_eq!(d["row"]["id"], run);
    assert_eq!(d["row"]["status"], "queued");
    assert_eq!(d["row"]["subject"], "무선 마우스");
    assert_eq!(missing.status(), 404);
    assert_eq!(missing.error(), "작업을 찾을 수 없습니다.");
}

#[tokio::test]
async fn retrying_a_failed_job_queues_it_again_with_an_attempt_left_and_is_audited() {
    let app = TestApp::spawn().await;
    let jobs = crawl_jobs(&app, &["무선 마우스", "캠핑 의자"]).await;
    set_job(&app, &jobs[0].0, "Failed", 5, Some("status 503"), None).await;
    set_job(&app, &jobs[1].0, "Done", 1, None, None).await;
    let operator = app.operator("ops1").await;

    let retried = post(&operator, &format!("/api/admin/jobs/{}/retry", jobs[0].0)).await;
    let again = post(&operator, &format!("/api/admin/jobs/{}/retry", jobs[0].0)).await;
    let done = post(&operator, &format!("/api/admin/jobs/{}/retry", jobs[1].0)).await;

    assert_eq!(retried.status(), 200, "{retried:?}");
    let d = retried.data();
    assert_eq!(d["state"], "pending");
    assert_eq!((&d["attempts"], &d["maxAttempts"]), (&json!(5), &json!(6)));
    assert_eq!(again.status(), 409, "a pending job is not failed");
    assert_eq!(again.error(), "실패한 작업만 다시 실행할 수 있습니다.");
    assert_eq!(done.status(), 409);
    assert_eq!(
        audited(&app, "job_retried").await,
        [json!({ "jobId": jobs[0].0, "queue": "rank_crawl" })]
    );
}

#[tokio::test]
async fn retry_failed_queues_every_failed_job_of_the_queue_and_state_asked() {
    let app = TestApp::spawn().await;
    let jobs = crawl_jobs(&app, &["무선 마우스", "캠핑 의자", "블루투스 스피커"]).await;
    set_job(&app, &jobs[0].0, "Failed", 1, Some("status 503"), None).await;
    set_job(&app, &jobs[1].0, "Failed", 5, Some("status 503"), None).await;
    let dev = app.developer().await;

    let dead_only = dev
        .post(
            "/api/admin/jobs/retry-failed",
            json!({ "queue": "rank_crawl", "state": "dead" }),
        )
        .await;
    let rest = dev
        .post(
            "/api/admin/jobs/retry-failed",
            json!({ "queue": "rank_crawl" }),
        )
        .await;
    let wrong = dev
        .post(
            "/api/admin/jobs/retry-failed",
            json!({ "queue": "rank_crawl", "state": "done" }),
        )
        .await;

    assert_eq!(dead_only.data()["retried"], 1, "{dead_only:?}");
    assert_eq!(rest.data()["retried"], 1);
    assert_eq!(wrong.status(), 400);
    let overview = dev.get("/api/admin/jobs/overview").await;
    let crawl = queue(overview.data(), "rank_crawl");
    assert_eq!(
        (&crawl["pending"], &crawl["failed"], &crawl["dead"]),
        (&json!(3), &json!(0), &json!(0))
    );
    assert_eq!(audited(&app, "jobs_retried").await.len(), 2);
}

#[tokio::test]
async fn cancelling_a_pending_crawl_fails_its_run_so_a_recrawl_can_queue_it_again() {
    let app = TestApp::spawn().await;
    let jobs = crawl_jobs(&app, &["무선 마우스", "캠핑 의자"]).await;
    set_job(&app, &jobs[1].0, "Running", 1, None, None).await;
    let operator = app.operator("ops1").await;

    let cancelled = post(&operator, &format!("/api/admin/jobs/{}/cancel", jobs[0].0)).await;
    let twice = post(&operator, &format!("/api/admin/jobs/{}/cancel", jobs[0].0)).await;
    let running = post(&operator, &format!("/api/admin/jobs/{}/cancel", jobs[1].0)).await;
    let retry = post(&operator, &format!("/api/admin/jobs/{}/retry", jobs[0].0)).await;

    assert_eq!(cancelled.status(), 200, "{cancelled:?}");
    let d = cancelled.data();
    assert_eq!(d["state"], "dead");
    assert_eq!(d["lastErrorText"], "운영자가 취소했습니다.");
    assert_eq!(d["row"]["status"], "failed");
    assert_eq!(twice.status(), 409);
    assert_eq!(running.status(), 409);
    assert_eq!(
        running.error(),
        "아직 시작하지 않은 대기 작업만 취소할 수 있습니다."
    );
    assert_eq!(retry.status(), 409, "a cancelled job stays cancelled");
    let runs = operator.get("/api/admin/crawl-runs?status=failed").await;
    assert_eq!(
        runs.data()["items"][0]["lastErrorText"],
        "운영자가 수집 작업을 취소했습니다."
    );
    assert_eq!(audited(&app, "job_cancelled").await.len(), 1);
}

#[tokio::test]
async fn cancelling_a_bulk_extension_settles_its_batch_and_a_notification_send_cannot_be_cancelled()
{
    let app = TestApp::spawn().await;
    let owner = app.new_user("advert1").await;
    let batch = app.insert_extension_batch(owner).await;
    let operator = app.operator("ops1").await;
    let operator_id: i64 = sqlx::query_scalar("SELECT id FROM users WHERE email = 'ops1'")
        .fetch_one(&app.db.pool)
        .await
        .unwrap();
    let send = app.insert_send(operator_id).await;
    {
        let mut conn = app.db.pool.acquire().await.unwrap();
        jobs::enqueue(&mut conn, &ExtendSlots { batch_id: batch }, None, None)
            .await
            .unwrap();
        jobs::enqueue(&mut conn, &SendNotifications { send_id: send }, None, None)
            .await
            .unwrap();
    }
    let extension_job = job_of(&app, "slot_extension", batch).await;
    let send_job = job_of(&app, "notification_fanout", send).await;

    let extension = post(
        &operator,
        &format!("/api/admin/jobs/{extension_job}/cancel"),
    )
    .await;
    let notification = post(&operator, &format!("/api/admin/jobs/{send_job}/cancel")).await;

    assert_eq!(extension.status(), 200, "{extension:?}");
    assert_eq!(extension.data()["row"]["kind"], "extensionBatch");
    assert_eq!(extension.data()["row"]["status"], "done");
    assert_eq!(notification.status(), 409);
    assert_eq!(
        notification.error(),
        "알림 발송은 시작되면 되돌릴 수 없어 취소할 수 없습니다."
    );
}

#[tokio::test]
async fn run_now_starts_a_scheduled_job_and_only_a_scheduled_one() {
    let app = TestApp::spawn().await;
    {
        let mut conn = app.db.pool.acquire().await.unwrap();
        jobs::enqueue(
            &mut conn,
            &PurgeExpiredTokens::default(),
            None,
            Some(std::time::Duration::from_secs(3600)),
        )
        .await
        .unwrap();
    }
    let job: String =
        sqlx::query_scalar("SELECT id FROM apalis.jobs WHERE job_type = 'purge_expired_tokens'")
            .fetch_one(&app.db.pool)
            .await
            .unwrap();
    let dev = app.developer().await;

    let before = dev.get(&format!("/api/admin/jobs/{job}")).await;
    let overview = dev.get("/api/admin/jobs/overview").await;
    let now = post(&dev, &format!("/api/admin/jobs/{job}/run-now")).await;
    let again = post(&dev, &format!("/api/admin/jobs/{job}/run-now")).await;

    assert_eq!(before.data()["scheduled"], true, "{before:?}");
    assert_eq!(
        queue(overview.data(), "purge_expired_tokens")["scheduled"],
        1
    );
    assert_eq!(now.status(), 200, "{now:?}");
    assert_eq!(now.data()["scheduled"], false);
    assert_eq!(again.status(), 409);
    assert_eq!(again.error(), "예약된 대기 작업만 지금 실행할 수 있습니다.");
    assert_eq!(audited(&app, "job_run_now").await.len(), 1);
}

#[tokio::test]
async fn advertisers_see_no_jobs() {
    let app = TestApp::spawn().await;
    let advertiser = app.advertiser("advert1").await;

    for answer in [
        advertiser.get("/api/admin/jobs/overview").await,
        advertiser.get("/api/admin/jobs?queue=rank_crawl").await,
        post(&advertiser, "/api/admin/jobs/01ABC/retry").await,
    ] {
        assert_eq!(answer.status(), 403, "{answer:?}");
    }
}
