//! `users`: accounts. Deleted accounts (`deleted_at` set) are invisible to every function here.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::{
    error::{AppError, ResultExt},
    values::actor::Role,
};

/// An account as stored.
#[derive(Debug, Clone)]
pub struct UserRow {
    pub id: i64,
    pub email: String,
    pub password_hash: String,
    pub full_name: String,
    pub role: Role,
    pub is_active: bool,
    pub phone: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub last_login_at: Option<DateTime<Utc>>,
    /// Set on the first developer made with a generated password: the api allows nothing but
    /// changing it (and reading the account, signing out) until it is changed.
    pub must_change_password: bool,
}

/// The fields of a new account.
pub struct NewUser<'a> {
    pub email: &'a str,
    pub password_hash: &'a str,
    pub full_name: &'a str,
    pub role: Role,
}

/// Changes to an account; `None` leaves a field as it is.
#[derive(Default)]
pub struct UserChanges {
    pub full_name: Option<String>,
    pub role: Option<Role>,
    pub is_active: Option<bool>,
    pub password_hash: Option<String>,
}

/// Filters of the admin list.
pub struct UserFilter {
    /// A lower-case LIKE pattern over "login id + name", already escaped and wrapped in `%`.
    pub pattern: Option<String>,
    pub role: Option<Role>,
    pub is_active: Option<bool>,
}

pub async fn find(conn: &mut PgConnection, id: i64) -> Result<Option<UserRow>, AppError> {
    Ok(sqlx::query_as!(
        UserRow,
        r#"SELECT id, email, password_hash, full_name, role AS "role: Role", is_active, phone,
                  created_at, updated_at, last_login_at, must_change_password
           FROM users WHERE id = $1 AND deleted_at IS NULL"#,
        id,
    )
    .fetch_optional(conn)
    .await?)
}

/// Locks the account row for the rest of the transaction (one writer per account at a time). A
/// no-key lock: rows that merely refer to the account (a notification, a ledger row, an operator's
/// change to one of its slots) check their foreign key without waiting for it, so an operator's
/// approval and the owner's purchase cannot deadlock on it (tests/ledger_invariant.rs).
pub async fn lock(conn: &mut PgConnection, id: i64) -> Result<Option<UserRow>, AppError> {
    Ok(sqlx::query_as!(
        UserRow,
        r#"SELECT id, email, password_hash, full_name, role AS "role: Role", is_active, phone,
                  created_at, updated_at, last_login_at, must_change_password
           FROM users WHERE id = $1 AND deleted_at IS NULL FOR NO KEY UPDATE"#,
        id,
    )
    .fetch_optional(conn)
    .await?)
}

/// The account signing in as `login_id`, whatever its letter case.
pub async fn find_by_login(
    conn: &mut PgConnection,
    login_id: &str,
) -> Result<Option<UserRow>, AppError> {
    Ok(sqlx::query_as!(
        UserRow,
        r#"SELECT id, email, password_hash, full_name, role AS "role: Role", is_active, phone,
                  created_at, updated_at, last_login_at, must_change_password
           FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL"#,
        login_id,
    )
    .fetch_optional(conn)
    .await?)
}

pub async fn insert(conn: &mut PgConnection, user: &NewUser<'_>) -> Result<UserRow, AppError> {
    sqlx::query_as!(
        UserRow,
        r#"INSERT INTO users (email, password_hash, full_name, role) VALUES ($1, $2, $3, $4)
           RETURNING id, email, password_hash, full_name, role AS "role: Role", is_active, phone,
                     created_at, updated_at, last_login_at, must_change_password"#,
        user.email,
        user.password_hash,
        user.full_name,
        user.role as Role,
    )
    .fetch_one(conn)
    .await
    .on_constraint("users_email_key", || AppError::LoginIdTaken)
}

pub async fn update(
    conn: &mut PgConnection,
    id: i64,
    changes: &UserChanges,
) -> Result<UserRow, AppError> {
    sqlx::query_as!(
        UserRow,
        r#"UPDATE users SET
               full_name = COALESCE($2, full_name),
               role = COALESCE($3, role),
               is_active = COALESCE($4, is_active),
               password_hash = COALESCE($5, password_hash),
               -- A new password, whoever set it, is no longer the generated one.
               must_change_password = must_change_password AND $5::text IS NULL,
               updated_at = now()
           WHERE id = $1 AND deleted_at IS NULL
           RETURNING id, email, password_hash, full_name, role AS "role: Role", is_active, phone,
                     created_at, updated_at, last_login_at, must_change_password"#,
        id,
        changes.full_name,
        changes.role as Option<Role>,
        changes.is_active,
        changes.password_hash,
    )
    .fetch_optional(conn)
    .await?
    .ok_or(AppError::UserNotFound)
}

/// Makes the account change its password before anything else (the first developer's generated one).
pub async fn mark_must_change_password(conn: &mut PgConnection, id: i64) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE users SET must_change_password = TRUE WHERE id = $1",
        id
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Records a sign-in now; returns its time.
pub async fn mark_logged_in(conn: &mut PgConnection, id: i64) -> Result<DateTime<Utc>, AppError> {
    Ok(sqlx::query_scalar!(
        r#"UPDATE users SET last_login_at = now() WHERE id = $1 RETURNING last_login_at AS "at!""#,
        id,
    )
    .fetch_one(conn)
    .await?)
}

/// Marks the account deleted; its login id becomes free.
pub async fn mark_deleted(conn: &mut PgConnection, id: i64) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE users SET deleted_at = now(), is_active = FALSE, updated_at = now()
         WHERE id = $1 AND deleted_at IS NULL",
        id,
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn count_developers(conn: &mut PgConnection) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM users WHERE role = 'developer' AND deleted_at IS NULL"#
    )
    .fetch_one(conn)
    .await?)
}

/// Whether some account still has to change a generated first password.
pub async fn any_must_change_password(conn: &mut PgConnection) -> Result<bool, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM users WHERE must_change_password AND deleted_at IS NULL) AS "any!""#
    )
    .fetch_one(conn)
    .await?)
}

/// One page of the admin list, newest first.
pub async fn list(
    conn: &mut PgConnection,
    filter: &UserFilter,
    limit: i64,
    offset: i64,
) -> Result<Vec<UserRow>, AppError> {
    Ok(sqlx::query_as!(
        UserRow,
        r#"SELECT id, email, password_hash, full_name, role AS "role: Role", is_active, phone,
                  created_at, updated_at, last_login_at, must_change_password
           FROM users
           WHERE deleted_at IS NULL
             AND ($1::text IS NULL OR lower(email) || ' ' || lower(full_name) LIKE $1)
             AND ($2::text IS NULL OR role = $2)
             AND ($3::boolean IS NULL OR is_active = $3)
           ORDER BY created_at DESC, id DESC
           LIMIT $4 OFFSET $5"#,
        filter.pattern,
        filter.role.map(Role::as_str),
        filter.is_active,
        limit,
        offset,
    )
    .fetch_all(conn)
    .await?)
}

pub async fn count(conn: &mut PgConnection, filter: &UserFilter) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM users
           WHERE deleted_at IS NULL
             AND ($1::text IS NULL OR lower(email) || ' ' || lower(full_name) LIKE $1)
             AND ($2::text IS NULL OR role = $2)
             AND ($3::boolean IS NULL OR is_active = $3)"#,
        filter.pattern,
        filter.role.map(Role::as_str),
        filter.is_active,
    )
    .fetch_one(conn)
    .await?)
}

/// The ids of the accounts (deleted ones too: history keeps naming them) whose login id or name
/// matches the lower-case LIKE `pattern`.
pub async fn ids_matching(conn: &mut PgConnection, pattern: &str) -> Result<Vec<i64>, AppError> {
    Ok(sqlx::query_scalar!(
        "SELECT id FROM users WHERE lower(email) || ' ' || lower(full_name) LIKE $1",
        pattern
    )
    .fetch_all(conn)
    .await?)
}

/// Live (not deleted) accounts by activity: `(total, active, inactive)`, exact, from the two rows
/// of `user_counts` the `users` triggers keep (never a count of every account).
pub async fn count_by_activity(conn: &mut PgConnection) -> Result<(i64, i64, i64), AppError> {
    let row = sqlx::query!(
        r#"SELECT COALESCE(sum(n), 0)::bigint AS "total!",
                  COALESCE(sum(n) FILTER (WHERE is_active), 0)::bigint AS "active!"
           FROM user_counts"#
    )
    .fetch_one(conn)
    .await?;
    Ok((row.total, row.active, row.total - row.active))
}

/// How many of `ids` are active, undeleted advertisers (who can receive a send).
pub async fn count_active_advertisers(
    conn: &mut PgConnection,
    ids: &[i64],
) -> Result<i64, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "n!" FROM users
           WHERE id = ANY($1) AND role = 'user' AND is_active AND deleted_at IS NULL"#,
        ids
    )
    .fetch_one(conn)
    .await?)
}

/// An advertiser's rank-alert preferences: on or off, and the places that make a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RankAlertPrefs {
    pub enabled: bool,
    pub threshold: i32,
}

pub async fn rank_alert_prefs(
    conn: &mut PgConnection,
    id: i64,
) -> Result<RankAlertPrefs, AppError> {
    Ok(sqlx::query_as!(
        RankAlertPrefs,
        "SELECT rank_alerts_enabled AS enabled, rank_alert_threshold AS threshold FROM users WHERE id = $1",
        id
    )
    .fetch_one(conn)
    .await?)
}

pub async fn set_rank_alert_prefs(
    conn: &mut PgConnection,
    id: i64,
    prefs: RankAlertPrefs,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE users SET rank_alerts_enabled = $2, rank_alert_threshold = $3, updated_at = now() WHERE id = $1",
        id,
        prefs.enabled,
        prefs.threshold
    )
    .execute(conn)
    .await?;
    Ok(())
}
