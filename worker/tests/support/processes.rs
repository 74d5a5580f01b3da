//! Real worker processes and what the crash tests read of them: runs finished, batches and their
//! one job, sessions waiting on a lock.

use std::{
    net::SocketAddr,
    process::{Child, Command, Stdio},
    time::Duration,
};

use common::{db, rank::runs};
use sqlx::PgPool;

/// A worker process (the real binary) on `db_url`, crawling the simulator at `sim`, with extra
/// settings. Stopped with SIGINT when dropped, unless killed first.
pub struct WorkerProcess {
    child: Child,
}

impl WorkerProcess {
    pub fn start(db_url: &str, sim: SocketAddr, env: &[(&str, &str)]) -> Self {
        let child = Command::new(env!("CARGO_BIN_EXE_worker"))
            .env("DATABASE_URL", db_url)
            .env("MARKETPLACE_BASE_URL", format!("http://{sim}"))
            .env(
                "DATA_DIR",
                std::env::temp_dir().join("simple-slot-worker-tests"),
            )
            .env("JWT_SECRET", "worker-tests")
            .env("RUST_LOG", "warn")
            .env("CRAWL_RETRY_FIRST_SECS", "1")
            // Many workers run at once here: none serves metrics unless a test asks.
            .env("METRICS_ADDR", "off")
            .envs(env.iter().copied())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start the worker binary");
        Self { child }
    }

    /// A worker process for jobs that crawl nothing: its simulator address is never used.
    pub fn without_crawls(db_url: &str) -> Self {
        Self::start(db_url, ([127, 0, 0, 1], 9).into(), &[])
    }

    /// SIGTERM, as a supervisor stops it; waits for the process to exit.
    pub fn terminate(&mut self) -> std::process::ExitStatus {
        // SAFETY: signalling our own child by its pid.
        unsafe { libc::kill(self.child.id() as i32, libc::SIGTERM) };
        self.child.wait().expect("reap the worker")
    }

    /// `kill -9`: no shutdown, no clean-up; its job stays locked until another worker takes it.
    pub fn kill_hard(&mut self) {
        self.child.kill().expect("SIGKILL the worker");
        self.child.wait().expect("reap the worker");
    }
}

impl Drop for WorkerProcess {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            // SAFETY: signalling our own child by its pid.
            unsafe { libc::kill(self.child.id() as i32, libc::SIGINT) };
            let _ = self.child.wait();
        }
    }
}

/// Waits until every run in `ids` has finished (done or failed), at most `limit`.
pub async fn wait_finished(db: &PgPool, ids: &[i64], limit: Duration) {
    let deadline = tokio::time::Instant::now() + limit;
    loop {
        let open: i64 = db::crawl_runs::counts(
            &mut db.acquire().await.unwrap(),
            db::crawl_runs::Runs::Among(ids),
        )
        .await
        .unwrap()
        .into_iter()
        .filter(|(status, _)| !matches!(status, runs::RunStatus::Done | runs::RunStatus::Failed))
        .map(|(_, n)| n)
        .sum();
        if open == 0 {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{open} crawl runs still open after {limit:?}"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// Polls `ready` until it holds, at most 90 s.
pub async fn wait_until<F, Fut>(db: &PgPool, what: &str, ready: F)
where
    F: Fn(PgPool) -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = tokio::time::Instant::now() + Duration::from_secs(90);
    while !ready(db.clone()).await {
        assert!(tokio::time::Instant::now() < deadline, "timed out: {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// How many sessions of the test database wait on a lock (a worker stopped on the test's row
/// lock is one).
pub async fn lock_waiters(db: &PgPool) -> i64 {
    sqlx::query_scalar!(
        r#"SELECT count(*) AS "waiting!" FROM pg_stat_activity
               WHERE wait_event_type = 'Lock' AND datname = current_database()"#
    )
    .fetch_one(db)
    .await
    .unwrap()
}

/// How many items of batch `id` have succeeded so far.
pub async fn batch_succeeded(db: &PgPool, id: i64) -> i32 {
    sqlx::query_scalar!("SELECT succeeded FROM batches WHERE id = $1", id)
        .fetch_one(db)
        .await
        .unwrap()
}

/// A batch's status, how many items succeeded, and the status of the one job of `queue`: what the
/// crash tests read before and after the takeover.
pub async fn batch_and_job(db: &PgPool, batch: i64, queue: &str) -> (String, i32, String) {
    let now = sqlx::query!(
        r#"SELECT b.status, b.succeeded, j.status AS job_status FROM batches b, apalis.jobs j
           WHERE b.id = $1 AND j.job_type = $2"#,
        batch,
        queue,
    )
    .fetch_one(db)
    .await
    .unwrap();
    (now.status, now.succeeded, now.job_status)
}

/// `queue` holds one job, the one the first worker took and the second finished (a crash test's
/// last check).
pub async fn assert_one_job(db: &PgPool, queue: &str) {
    let jobs: i64 = sqlx::query_scalar("SELECT count(*) FROM apalis.jobs WHERE job_type = $1")
        .bind(queue)
        .fetch_one(db)
        .await
        .unwrap();
    assert_eq!(jobs, 1, "the same job, taken over");
}

/// Waits until the second worker has finished batch `batch` and its job of `queue`.
pub async fn wait_for_the_takeover(db: &PgPool, batch: i64, queue: &'static str) {
    wait_until(
        db,
        "the batch and its job are finished by the second worker",
        |pool| async move {
            let (batch, _, job) = batch_and_job(&pool, batch, queue).await;
            (batch.as_str(), job.as_str()) == ("done", "Done")
        },
    )
    .await;
}
