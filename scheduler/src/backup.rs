//! `scheduler backup FILE` and `scheduler restore FILE`: the whole database (ours and apalis'
//! queue) with PostgreSQL's own pg_dump and pg_restore (custom format), showing a progress line
//! per table. Restore goes into an empty database (a new one, or `--clean` to replace what is
//! there); every process should be stopped while it runs.

use std::{
    io::{BufRead, BufReader},
    path::PathBuf,
    process::{Command, Stdio},
};

use anyhow::{Context, bail};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use sqlx::PgPool;

#[derive(Args)]
pub struct BackupArgs {
    /// The file to write (PostgreSQL custom format; restore it with `scheduler restore`).
    file: PathBuf,
}

#[derive(Args)]
pub struct RestoreArgs {
    /// A file written by `scheduler backup`.
    file: PathBuf,
    /// Drop everything the database holds first (its `public` and `apalis` schemas); without it,
    /// only an empty database is restored into.
    #[arg(long)]
    clean: bool,
}

/// Tables of ours and apalis' (the progress bar's length).
async fn table_count(db: &PgPool) -> anyhow::Result<i64> {
    Ok(sqlx::query_scalar(
        "SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE c.relkind = 'r' AND n.nspname IN ('public', 'apalis')",
    )
    .fetch_one(db)
    .await?)
}

/// Runs `command`, moving the bar on each of its verbose lines that names a table's data.
fn run_with_progress(mut command: Command, bar: &ProgressBar, marker: &str) -> anyhow::Result<()> {
    let program = command.get_program().to_string_lossy().into_owned();
    let mut child = command
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| {
            format!("{program} could not start (is PostgreSQL's client installed?)")
        })?;
    let mut errors = Vec::new();
    for line in BufReader::new(child.stderr.take().expect("piped")).lines() {
        let line = line?;
        if let Some(table) = line.split_once(marker).map(|(_, rest)| rest.trim()) {
            bar.inc(1);
            bar.set_message(table.trim_matches('"').to_owned());
        } else if line.contains("error") || line.contains("FATAL") {
            errors.push(line);
        }
    }
    let status = child.wait()?;
    if !status.success() {
        bail!("{program} failed ({status}): {}", errors.join("; "));
    }
    Ok(())
}

/// Creates `file` (or takes an existing one) with mode 600 before anything is written into it.
fn keep_private(file: &std::path::Path) -> anyhow::Result<()> {
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(file)
        .with_context(|| format!("creating {}", file.display()))?;
    std::fs::set_permissions(file, std::fs::Permissions::from_mode(0o600))
        .with_context(|| format!("making {} private", file.display()))
}

fn bar(len: i64, verb: &str) -> anyhow::Result<ProgressBar> {
    let bar = ProgressBar::new(len.max(1) as u64);
    bar.set_style(ProgressStyle::with_template(&format!(
        "{verb} {{bar:30}} {{pos}}/{{len}} tables {{msg}}"
    ))?);
    Ok(bar)
}

pub async fn backup(db: &PgPool, database_url: &str, args: BackupArgs) -> anyhow::Result<()> {
    let bar = bar(table_count(db).await?, "backing up")?;
    // The file holds every password hash and the ledger: readable by its owner only, from the
    // moment it exists (pg_dump keeps the mode of a file it truncates).
    keep_private(&args.file)?;
    let mut command = Command::new("pg_dump");
    command
        .args([
            "--format=custom",
            "--verbose",
            "--no-owner",
            "--no-privileges",
            "--file",
        ])
        .arg(&args.file)
        .arg("--dbname")
        .arg(database_url);
    run_with_progress(command, &bar, "dumping contents of table")?;
    bar.finish_with_message("done");
    let size = std::fs::metadata(&args.file)?.len();
    println!("wrote {} ({} KB)", args.file.display(), size / 1024);
    Ok(())
}

pub async fn restore(db: &PgPool, database_url: &str, args: RestoreArgs) -> anyhow::Result<()> {
    if !args.file.is_file() {
        bail!("{} is not a file", args.file.display());
    }
    let existing = table_count(db).await?;
    if existing > 0 && !args.clean {
        bail!(
            "the database already has {existing} tables: restore into a new database, or add --clean to replace them"
        );
    }
    if existing > 0 {
        // pg_restore's own --clean cannot drop the constraints partitions inherit; emptying the
        // two schemas first can, and leaves exactly what an empty database has.
        sqlx::raw_sql(
            "DROP SCHEMA IF EXISTS apalis CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;",
        )
        .execute(db)
        .await
        .context("emptying the database for --clean")?;
    }
    let bar = bar(0, "restoring")?;
    // The archive's own table of contents gives the bar's length.
    let listing = Command::new("pg_restore")
        .arg("--list")
        .arg(&args.file)
        .output()?;
    if !listing.status.success() {
        bail!(
            "{} is not a backup pg_restore can read",
            args.file.display()
        );
    }
    let tables = String::from_utf8_lossy(&listing.stdout)
        .lines()
        .filter(|l| l.contains(" TABLE DATA "))
        .count();
    bar.set_length(tables.max(1) as u64);
    let mut command = Command::new("pg_restore");
    command.args([
        "--verbose",
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
    ]);
    command.arg("--dbname").arg(database_url).arg(&args.file);
    run_with_progress(command, &bar, "processing data for table")?;
    bar.finish_with_message("done");
    println!("restored {}", args.file.display());
    Ok(())
}
