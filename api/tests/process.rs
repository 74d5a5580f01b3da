//! The api as a real process (issue 16): requests counted and timed by route template on
//! `METRICS_ADDR` (never on the public port), the pool's use; liveness, and readiness that fails
//! while a migration is missing; SIGTERM with a WebSocket open ends within the grace period.

use std::{
    net::{SocketAddr, TcpListener},
    process::{Child, Command, Stdio},
    time::Duration,
};

use testkit::TestDb;

fn free_port() -> SocketAddr {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
}

/// The api binary on `db`, answering on `public`, metrics on `metrics`. Killed when dropped.
struct ApiProcess(Child);

impl ApiProcess {
    async fn start(db: &TestDb, public: SocketAddr, metrics: SocketAddr) -> Self {
        let child = Command::new(env!("CARGO_BIN_EXE_api"))
            .env("DATABASE_URL", &db.url)
            .env("LISTEN_ADDR", public.to_string())
            .env("METRICS_ADDR", metrics.to_string())
            .env(
                "DATA_DIR",
                std::env::temp_dir().join("simple-slot-metrics-test"),
            )
            .env("WEB_DIST", "/nonexistent")
            .env("JWT_SECRET", "metrics-test")
            .env("FIRST_DEV_PASSWORD", "metrics-pass-1")
            .env("RUST_LOG", "warn")
            .env("API_SHUTDOWN_GRACE_SECS", "1")
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start the api binary");
        let process = Self(child);
        for _ in 0..100 {
            if common::telemetry::http_client()
                .build()
                .unwrap()
                .get(format!("http://{public}/api/health/live"))
                .send()
                .await
                .is_ok()
            {
                return process;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("the api did not start");
    }
}

impl Drop for ApiProcess {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// SIGTERM, as a supervisor stops it; waits for the exit.
fn terminate(child: &mut Child) -> std::process::ExitStatus {
    let sent = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(sent.success());
    child.wait().expect("reap the api")
}

async fn text(url: String) -> (u16, String) {
    let res = common::telemetry::http_client()
        .build()
        .unwrap()
        .get(url)
        .send()
        .await
        .expect("request");
    (res.status().as_u16(), res.text().await.unwrap_or_default())
}

#[tokio::test]
async fn requests_are_counted_by_route_template_on_the_metrics_address_only() {
    let db = TestDb::create().await;
    let (public, metrics) = (free_port(), free_port());
    let _api = ApiProcess::start(&db, public, metrics).await;

    for id in [7, 8, 9] {
        let (status, _) = text(format!("http://{public}/api/slots/{id}")).await;
        assert_eq!(status, 401);
    }
    text(format!("http://{public}/api/health")).await;
    let (status, scraped) = text(format!("http://{metrics}/metrics")).await;

    assert_eq!(status, 200);
    assert!(
        scraped.contains(
            r#"http_requests_total{method="GET",route="/api/slots/{id}",status="401"} 3"#
        ),
        "one series for the template, not one per id:\n{scraped}"
    );
    assert!(
        scraped.contains(r#"http_requests_total{method="GET",route="/api/health",status="200"} 1"#)
    );
    assert!(scraped.contains(
        r#"http_request_duration_seconds_bucket{method="GET",route="/api/slots/{id}",le="0.005"}"#
    ));
    assert!(scraped.contains(r#"db_pool_connections{state="in_use"}"#));
    let (_, public_metrics) = text(format!("http://{public}/metrics")).await;
    assert!(
        !public_metrics.contains("http_requests_total"),
        "the public port never serves the metrics"
    );
}

#[tokio::test]
async fn readiness_needs_the_database_and_every_migration_while_liveness_needs_neither() {
    let db = TestDb::create().await;
    let (public, metrics) = (free_port(), free_port());
    let _api = ApiProcess::start(&db, public, metrics).await;

    let ready = text(format!("http://{public}/api/health/ready")).await;
    assert_eq!(ready.0, 200, "{}", ready.1);

    sqlx::query(
        "DELETE FROM _sqlx_migrations WHERE version = (SELECT max(version) FROM _sqlx_migrations)",
    )
    .execute(&db.pool)
    .await
    .unwrap();
    let (status, body) = text(format!("http://{public}/api/health/ready")).await;
    let live = text(format!("http://{public}/api/health/live")).await;

    assert_eq!(status, 503);
    let body: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(
        body["error"],
        "데이터베이스 스키마가 최신이 아닙니다. 적용되지 않은 마이그레이션 1개가 있습니다."
    );
    assert_eq!(live.0, 200);
}

#[tokio::test]
async fn sigterm_stops_accepting_and_ends_within_the_grace_period_with_a_socket_open() {
    let db = TestDb::create().await;
    let (public, metrics) = (free_port(), free_port());
    let mut api = ApiProcess::start(&db, public, metrics).await;
    let (_socket, _) = tokio_tungstenite::connect_async(format!("ws://{public}/api/ws"))
        .await
        .expect("a live-events socket");

    let signalled = std::time::Instant::now();
    let exit = terminate(&mut api.0);
    let took = signalled.elapsed();

    assert!(exit.success(), "a clean exit: {exit:?}");
    assert!(
        took < Duration::from_secs(3),
        "an open socket holds it no longer than the 1 s grace: {took:?}"
    );
    assert!(
        common::telemetry::http_client()
            .build()
            .unwrap()
            .get(format!("http://{public}/api/health/live"))
            .send()
            .await
            .is_err(),
        "nothing accepts any more"
    );
}
