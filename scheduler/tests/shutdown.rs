//! The scheduler stops its crons on SIGTERM and exits cleanly at once (issue 16).

use crate::support;

use std::{
    process::{Command, Stdio},
    time::{Duration, Instant},
};

use testkit::TestDb;

#[tokio::test]
async fn sigterm_stops_the_cron_loop_at_once() {
    let db = TestDb::create().await;
    let mut scheduler = support::scheduler(&db.url, &["run"])
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start the scheduler");
    // Running: migrated and in its cron loop (it stays up; a start-up failure would exit).
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert!(
        scheduler.try_wait().unwrap().is_none(),
        "the scheduler exited early"
    );
    let migrated = sqlx::query_scalar::<_, i64>("SELECT count(*) FROM _sqlx_migrations")
        .fetch_one(&db.pool)
        .await
        .unwrap();
    assert!(migrated > 0);

    let signalled = Instant::now();
    Command::new("kill")
        .args(["-TERM", &scheduler.id().to_string()])
        .status()
        .expect("kill");
    let exit = scheduler.wait().expect("reap");

    assert!(exit.success(), "{exit:?}");
    assert!(
        signalled.elapsed() < Duration::from_secs(5),
        "{:?}",
        signalled.elapsed()
    );
}
