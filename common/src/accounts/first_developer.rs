//! The first developer account: made from configuration when the database has no developer (every
//! api start asks, under an advisory lock so two starting processes make one). Without
//! `FIRST_DEV_PASSWORD` its password is generated, kept in a file only its owner may read, and must
//! be changed at first sign-in; once it is changed the file goes ([`forget_replaced_password`]).

use sqlx::PgPool;

use crate::{
    accounts::{
        auth::password,
        rules::{FullName, LoginId, Password},
    },
    actor::Role,
    config::Config,
    db::{
        self,
        users::{NewUser, UserRow},
    },
};

/// The first developer account, as [`ensure`] just created it.
#[derive(Debug)]
pub struct Created {
    pub user: UserRow,
    /// The generated password and the file keeping it, when `FIRST_DEV_PASSWORD` was not given.
    pub generated: Option<GeneratedPassword>,
}

/// A password made for the first developer, to print once; the account must change it.
#[derive(Debug)]
pub struct GeneratedPassword {
    pub password: String,
    pub file: std::path::PathBuf,
}

/// Where the generated first-developer password is kept (mode 600), in the git-ignored data folder.
pub fn password_file(config: &Config) -> std::path::PathBuf {
    config.data_dir.join("first-developer-password.txt")
}

/// Creates the first developer account from configuration when the database has no developer.
/// Without `FIRST_DEV_PASSWORD` the password is generated, written to
/// [`password_file`] and must be changed at first sign-in. Returns the account when
/// it was created now.
pub async fn ensure(db: &PgPool, config: &Config) -> anyhow::Result<Option<Created>> {
    let dev = &config.first_developer;
    let mut tx = db.begin().await?;
    // Two api processes starting together must not both create it.
    sqlx::query!("SELECT pg_advisory_xact_lock(hashtext('first-developer')::bigint)")
        .execute(&mut *tx)
        .await?;
    if db::users::count_developers(&mut tx).await? > 0 {
        return Ok(None);
    }
    let login_id =
        LoginId::parse(&dev.login_id).map_err(|e| anyhow::anyhow!("FIRST_DEV_LOGIN: {e}"))?;
    let chosen = dev.password.as_deref();
    let password_text = chosen.map_or_else(password::generate, str::to_owned);
    let new_password =
        Password::parse(&password_text).map_err(|e| anyhow::anyhow!("FIRST_DEV_PASSWORD: {e}"))?;
    let full_name =
        FullName::parse(&dev.full_name).map_err(|e| anyhow::anyhow!("FIRST_DEV_NAME: {e}"))?;
    let hash = password::hash(&new_password).await?;
    let mut user = db::users::insert(
        &mut tx,
        &NewUser {
            email: login_id.as_str(),
            password_hash: &hash,
            full_name: full_name.as_str(),
            role: Role::Developer,
        },
    )
    .await?;
    let generated = if chosen.is_none() {
        db::users::mark_must_change_password(&mut tx, user.id).await?;
        user.must_change_password = true;
        // Written before the commit: an account whose password was lost is never created.
        let file = password_file(config);
        keep_generated_password(&file, &password_text)?;
        Some(GeneratedPassword {
            password: password_text,
            file,
        })
    } else {
        None
    };
    tx.commit().await?;
    Ok(Some(Created { user, generated }))
}

/// Writes the generated password to `file`, readable by its owner only. A file left from an earlier
/// database (whose developer is gone, or this would not run) is replaced.
fn keep_generated_password(file: &std::path::Path, password: &str) -> anyhow::Result<()> {
    use anyhow::Context;
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    match std::fs::remove_file(file) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            return Err(e).with_context(|| format!("replacing {}", file.display()));
        }
        _ => {}
    }
    crate::config::write_private(file, &format!("{password}\n"))
        .with_context(|| format!("writing {}", file.display()))
}

/// Removes the generated password's `file` once no account still has to change its generated
/// password: it served its one purpose, and a password left on disk is one to steal. Asked after
/// every password change and at every api start (a change another instance served); says so on
/// the console. Returns whether a file was removed.
pub async fn forget_replaced_password(db: &PgPool, file: &std::path::Path) -> anyhow::Result<bool> {
    use anyhow::Context;
    if !file.exists() {
        return Ok(false);
    }
    if db::users::any_must_change_password(&mut *db.acquire().await?).await? {
        return Ok(false);
    }
    match std::fs::remove_file(file) {
        Ok(()) => {
            tracing::info!(
                file = %file.display(),
                "the generated first-developer password was changed: its file is removed"
            );
            Ok(true)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(e).with_context(|| format!("removing {}", file.display())),
    }
}
