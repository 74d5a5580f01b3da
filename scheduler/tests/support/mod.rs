//! What the scheduler's tests share: the real binary, pointed at a test database.

use std::process::Command;

/// `scheduler` with `args`, on the database at `url`, quiet and without a metrics listener.
pub fn scheduler(url: &str, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_scheduler"));
    command
        .args(args)
        .env("DATABASE_URL", url)
        .env(
            "DATA_DIR",
            std::env::temp_dir().join("simple-slot-scheduler-test"),
        )
        .env("JWT_SECRET", "scheduler-test")
        .env("METRICS_ADDR", "off")
        .env("RUST_LOG", "warn");
    command
}
