//! `audit_log`: security events. Append-only.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::{
    error::AppError,
    values::actor::{Actor, ClientInfo},
};

/// The kinds of event recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuditEvent {
    LoginSucceeded,
    LoginFailed,
    LoginLocked,
    Registered,
    Logout,
    SwitchUser,
    PasswordChanged,
    ProfileUpdated,
    UserCreated,
    UserUpdated,
    UserDeleted,
    SettingChanged,
    SlotsAllocated,
    AllocationPaymentChanged,
    BulkExtensionRequested,
    ReportJobRequested,
    BulkRegistrationRequested,
    NotificationSent,
    RankAlertsChanged,
    ChatRoomStatusChanged,
    AnnouncementCreated,
    AnnouncementUpdated,
    AnnouncementDeleted,
    JobRetried,
    JobsRetried,
    JobCancelled,
    JobRunNow,
    ImageUploaded,
}

impl AuditEvent {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::LoginSucceeded => "login_succeeded",
            Self::LoginFailed => "login_failed",
            Self::LoginLocked => "login_locked",
            Self::Registered => "registered",
            Self::Logout => "logout",
            Self::SwitchUser => "switch_user",
            Self::PasswordChanged => "password_changed",
            Self::ProfileUpdated => "profile_updated",
            Self::UserCreated => "user_created",
            Self::UserUpdated => "user_updated",
            Self::UserDeleted => "user_deleted",
            Self::SettingChanged => "setting_changed",
            Self::SlotsAllocated => "slots_allocated",
            Self::AllocationPaymentChanged => "allocation_payment_changed",
            Self::BulkExtensionRequested => "bulk_extension_requested",
            Self::ReportJobRequested => "report_job_requested",
            Self::BulkRegistrationRequested => "bulk_registration_requested",
            Self::NotificationSent => "notification_sent",
            Self::RankAlertsChanged => "rank_alerts_changed",
            Self::ChatRoomStatusChanged => "chat_room_status_changed",
            Self::AnnouncementCreated => "announcement_created",
            Self::AnnouncementUpdated => "announcement_updated",
            Self::AnnouncementDeleted => "announcement_deleted",
            Self::JobRetried => "job_retried",
            Self::JobsRetried => "jobs_retried",
            Self::JobCancelled => "job_cancelled",
            Self::JobRunNow => "job_run_now",
            Self::ImageUploaded => "image_uploaded",
        }
    }
}

/// One event to record.
pub struct AuditEntry<'a> {
    pub event: AuditEvent,
    pub actor_id: Option<i64>,
    pub target_user_id: Option<i64>,
    /// The lower-cased login id typed at sign-in (sign-in events only).
    pub login_id: Option<&'a str>,
    pub client: &'a ClientInfo,
    pub detail: serde_json::Value,
}

impl<'a> AuditEntry<'a> {
    /// Something a signed-in `actor` did (about `target_user_id`, when it concerns an account).
    pub fn by(
        actor: &'a Actor,
        event: AuditEvent,
        target_user_id: Option<i64>,
        detail: serde_json::Value,
    ) -> Self {
        Self {
            event,
            actor_id: Some(actor.user_id),
            target_user_id,
            login_id: None,
            client: &actor.client,
            detail,
        }
    }
}

pub async fn append(conn: &mut PgConnection, entry: &AuditEntry<'_>) -> Result<(), AppError> {
    sqlx::query!(
        "INSERT INTO audit_log (event, actor_id, target_user_id, login_id, ip_address, user_agent, detail)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
        entry.event.as_str(), entry.actor_id, entry.target_user_id, entry.login_id,
        entry.client.ip, entry.client.user_agent, entry.detail,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Failed sign-ins of `login_id` from client address `ip` since `since` and since the id's last
/// success from that address: how many, and when the oldest was.
pub async fn recent_failures_from(
    conn: &mut PgConnection,
    login_id: &str,
    ip: &str,
    since: DateTime<Utc>,
) -> Result<(i64, Option<DateTime<Utc>>), AppError> {
    Ok(sqlx::query_as(
        "SELECT count(*), min(created_at)
         FROM audit_log
         WHERE login_id = $1 AND ip_address = $2 AND event = 'login_failed' AND created_at > $3
           AND created_at > COALESCE(
               (SELECT max(created_at) FROM audit_log
                WHERE login_id = $1 AND ip_address = $2 AND event = 'login_succeeded'), '-infinity')",
    )
    .bind(login_id)
    .bind(ip)
    .bind(since)
    .fetch_one(conn)
    .await?)
}

/// Sign-in attempts (failed or not) from client address `ip` since `since`, whatever the login
/// id: how many, and when the oldest was.
pub async fn attempts_from(
    conn: &mut PgConnection,
    ip: &str,
    since: DateTime<Utc>,
) -> Result<(i64, Option<DateTime<Utc>>), AppError> {
    Ok(sqlx::query_as(
        "SELECT count(*), min(created_at) FROM audit_log
         WHERE ip_address = $1 AND event IN ('login_failed', 'login_succeeded') AND created_at > $2",
    )
    .bind(ip)
    .bind(since)
    .fetch_one(conn)
    .await?)
}

/// Failed sign-ins of `login_id` since `since` and since its last success: how many, and when the
/// oldest of them was.
pub async fn recent_failures(
    conn: &mut PgConnection,
    login_id: &str,
    since: DateTime<Utc>,
) -> Result<(i64, Option<DateTime<Utc>>), AppError> {
    let row = sqlx::query!(
        r#"SELECT count(*) AS "count!", min(created_at) AS oldest
           FROM audit_log
           WHERE login_id = $1 AND event = 'login_failed' AND created_at > $2
             AND created_at > COALESCE(
                 (SELECT max(created_at) FROM audit_log
                  WHERE login_id = $1 AND event = 'login_succeeded'), '-infinity')"#,
        login_id,
        since,
    )
    .fetch_one(conn)
    .await?;
    Ok((row.count, row.oldest))
}

/// The events about one user, newest first (for tests and support).
pub async fn list_for_user(
    conn: &mut PgConnection,
    user_id: i64,
    limit: i64,
) -> Result<Vec<(String, Option<i64>, serde_json::Value)>, AppError> {
    let rows = sqlx::query!(
        "SELECT event, actor_id, detail FROM audit_log
         WHERE target_user_id = $1 OR actor_id = $1 ORDER BY id DESC LIMIT $2",
        user_id,
        limit,
    )
    .fetch_all(conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| (r.event, r.actor_id, r.detail))
        .collect())
}
