//! The system's real binaries as the restart test starts them, each with its log.

use std::{
    net::SocketAddr,
    path::Path,
    process::{Child, Command},
};

/// One of the system's processes (a real binary). Killed when dropped.
pub(super) struct Process {
    name: &'static str,
    child: Child,
}

impl Process {
    pub(super) fn api(url: &str, addr: SocketAddr, logs: &Path) -> Self {
        let child = sibling_binary("api", &logs.join("api.log"))
            .env("LISTEN_ADDR", addr.to_string())
            .env("WEB_DIST", "/nonexistent")
            .env("FIRST_DEV_PASSWORD", "restart-dev-pass-1")
            .env("API_SHUTDOWN_GRACE_SECS", "1")
            .envs(common_env(url))
            .spawn()
            .expect("start the api");
        Self { name: "api", child }
    }

    /// `scheduler run`, its daily crawl ticking every second so it is seen queueing work.
    pub(super) fn scheduler(url: &str, sim: SocketAddr, logs: &Path) -> Self {
        let child = sibling_binary("scheduler", &logs.join("scheduler.log"))
            .arg("run")
            .env("CRAWL_DAILY_CRON", "* * * * * *")
            .env("CRAWL_DAILY_WINDOW_SECS", "0")
            .env("MARKETPLACE_BASE_URL", format!("http://{sim}"))
            .envs(common_env(url))
            .spawn()
            .expect("start the scheduler");
        Self {
            name: "scheduler",
            child,
        }
    }

    pub(super) fn worker(url: &str, sim: SocketAddr, logs: &Path, n: u8) -> Self {
        let child = logged(
            Command::new(env!("CARGO_BIN_EXE_worker")),
            &logs.join(format!("worker{n}.log")),
        )
        .env("MARKETPLACE_BASE_URL", format!("http://{sim}"))
        .env("CRAWL_CONCURRENCY", "1")
        .env("CRAWL_POLITENESS", "off")
        .env("CRAWL_RETRY_FIRST_SECS", "1")
        .envs(common_env(url))
        .spawn()
        .expect("start a worker");
        Self {
            name: "worker",
            child,
        }
    }

    pub(super) fn assert_running(&mut self) {
        let exited = self.child.try_wait().expect("ask the process");
        assert!(exited.is_none(), "the {} exited: {exited:?}", self.name);
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub(super) fn common_env(url: &str) -> Vec<(&'static str, String)> {
    vec![
        ("DATABASE_URL", url.to_owned()),
        (
            "DATA_DIR",
            std::env::temp_dir()
                .join("simple-slot-restart-test")
                .display()
                .to_string(),
        ),
        ("JWT_SECRET", "restart-test".to_owned()),
        ("METRICS_ADDR", "off".to_owned()),
        ("RUST_LOG", "warn".to_owned()),
    ]
}

/// A binary of the workspace next to this crate's worker binary (`target/<profile>/<name>`).
pub(super) fn sibling_binary(name: &str, log: &Path) -> Command {
    let path = Path::new(env!("CARGO_BIN_EXE_worker")).with_file_name(name);
    assert!(
        path.exists(),
        "{} is missing: build the workspace first (cargo build --workspace)",
        path.display()
    );
    logged(Command::new(path), log)
}

/// `command` with its log lines (stdout and stderr) in `log`, shown when the test fails.
pub(super) fn logged(mut command: Command, log: &Path) -> Command {
    let file = std::fs::File::create(log).unwrap();
    command
        .stdout(file.try_clone().unwrap())
        .stderr(file)
        .env("NO_COLOR", "1");
    command
}
