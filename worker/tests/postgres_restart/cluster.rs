//! The restart test's own PostgreSQL cluster.

use std::{
    path::PathBuf,
    process::{Command, Stdio},
};

use super::api::free_addr;

/// A PostgreSQL cluster of this test's own, in a temporary folder on a free port; stopped and
/// removed when dropped.
pub(super) struct Cluster {
    pub(super) dir: PathBuf,
    port: u16,
    bin: PathBuf,
}

impl Cluster {
    pub(super) fn create() -> Self {
        let bin = postgres_bin();
        let dir =
            std::env::temp_dir().join(format!("simple-slot-pg-{}", uuid::Uuid::new_v4().simple()));
        std::fs::create_dir_all(&dir).unwrap();
        let cluster = Self {
            dir,
            port: free_addr().port(),
            bin,
        };
        if running_as_root() {
            // initdb refuses root; the cluster belongs to `postgres`, as in scripts/lib.sh.
            let owned = Command::new("chown")
                .args(["postgres:postgres", &cluster.dir.display().to_string()])
                .status()
                .unwrap();
            assert!(owned.success(), "chown the cluster's folder");
        }
        cluster.pg(
            "initdb",
            &[
                "-D",
                &cluster.dir.display().to_string(),
                "-U",
                "postgres",
                "--auth=trust",
                "-E",
                "UTF8",
                "--locale=C.UTF-8",
                "--no-sync",
            ],
        );
        cluster
    }

    pub(super) fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    pub(super) fn start(&self) {
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off \
             -c synchronous_commit=off -c full_page_writes=off",
            self.port,
            self.dir.display()
        );
        let log = self.dir.join("server.log").display().to_string();
        self.pg(
            "pg_ctl",
            &[
                "-D",
                &self.dir.display().to_string(),
                "-l",
                &log,
                "-w",
                "-t",
                "60",
                "-o",
                &options,
                "start",
            ],
        );
    }

    /// `pg_ctl stop -m fast`: sessions are ended, then the server shuts down cleanly.
    pub(super) fn stop(&self) {
        self.pg(
            "pg_ctl",
            &[
                "-D",
                &self.dir.display().to_string(),
                "-m",
                "fast",
                "-w",
                "stop",
            ],
        );
    }

    pub(super) fn pg(&self, tool: &str, args: &[&str]) {
        let program = self.bin.join(tool);
        let mut command = if running_as_root() {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(&program);
            c
        } else {
            Command::new(&program)
        };
        let out = command
            .args(args)
            .stdin(Stdio::null())
            .output()
            .unwrap_or_else(|e| panic!("run {}: {e}", program.display()));
        assert!(
            out.status.success(),
            "{tool} {args:?} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let program = self.bin.join("pg_ctl");
        let dir = self.dir.display().to_string();
        let args = ["-D", dir.as_str(), "-m", "immediate", "-w", "stop"];
        let _ = if running_as_root() {
            Command::new("runuser")
                .args(["-u", "postgres", "--"])
                .arg(&program)
                .args(args)
                .output()
        } else {
            Command::new(&program).args(args).output()
        };
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The newest PostgreSQL's programs under /usr/lib/postgresql (as scripts/lib.sh finds them).
pub(super) fn postgres_bin() -> PathBuf {
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .expect("PostgreSQL installed under /usr/lib/postgresql")
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let version = entry.file_name().to_str()?.parse().ok()?;
            let bin = entry.path().join("bin");
            bin.join("initdb").exists().then_some((version, bin))
        })
        .collect();
    versions.sort();
    versions
        .pop()
        .expect("an initdb under /usr/lib/postgresql/*/bin")
        .1
}

pub(super) fn running_as_root() -> bool {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() == 0 }
}
