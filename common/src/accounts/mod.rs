//! Sessions: sign-in with lockout, sign-up, refresh-token rotation, logout, authenticating a bearer
//! token, and a developer's switch into another account; one's own profile and password are
//! [`profile`]'s. Every state change and its audit row commit together. The first developer
//! account, made from configuration when there is none, is [`first_developer`]'s.

pub mod auth;
pub mod first_developer;
pub mod profile;
pub mod rules;
pub mod users;

use std::time::Duration;

use chrono::Utc;
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::{
    accounts::auth::{
        password,
        tokens::{self, Claims, TokenKeys},
    },
    actor::{Actor, ClientInfo, Role},
    config::Config,
    db::{
        self,
        audit_log::{AuditEntry, AuditEvent},
        refresh_tokens::NewRefreshToken,
        users::UserRow,
    },
    error::AppError,
    settings,
};

/// A signed-in session: the user and a fresh token pair.
#[derive(Debug)]
pub struct Session {
    pub user: UserRow,
    pub access_token: String,
    pub refresh_token: String,
    /// Seconds the access token lives.
    pub expires_in: u64,
}

/// The sign-in limits: they stop guessing without letting a stranger lock the owner out.
/// - `max_failures` failures of one login id within `window` lock that id **for the address they
///   came from** only;
/// - one address may try `address_per_minute` sign-ins a minute, whatever the ids;
/// - each failure of an id from anywhere beyond the third slows its next attempts
///   ([`guessing_delay`]), so many addresses guessing one id gain little.
#[derive(Debug, Clone, Copy)]
pub struct LockPolicy {
    pub max_failures: i64,
    pub window: Duration,
    pub address_per_minute: i64,
}

impl LockPolicy {
    pub fn from_config(config: &Config) -> Self {
        Self {
            max_failures: config.login_max_failures,
            window: config.login_lock_window,
            address_per_minute: config.login_address_per_minute,
        }
    }
}

/// How long an attempt on a login id waits after `failures` recent failures of it from any
/// address: nothing for the first three, then 0.5 s doubling up to 8 s.
pub fn guessing_delay(failures: i64) -> Duration {
    if failures < 3 {
        return Duration::ZERO;
    }
    let doublings = (failures - 3).min(4) as u32;
    Duration::from_millis(500 * 2u64.pow(doublings))
}

/// What a sign-in or sign-up form sends.
pub struct Credentials {
    pub login_id: String,
    pub password: String,
}

/// Signs in. Unknown ids and wrong passwords get the same answer after the same work; the
/// [`LockPolicy`] limits apply first.
pub async fn login(
    db: &PgPool,
    keys: &TokenKeys,
    policy: LockPolicy,
    input: &Credentials,
    client: &ClientInfo,
) -> Result<Session, AppError> {
    let login_key = input.login_id.trim().to_lowercase();
    if login_key.is_empty() {
        return Err(AppError::LoginIdRequired);
    }
    if input.password.is_empty() {
        return Err(AppError::PasswordRequired);
    }
    let mut conn = db.acquire().await?;
    let now = Utc::now();
    let window = chrono::Duration::from_std(policy.window).map_err(anyhow::Error::from)?;
    let address = client.ip.as_deref().unwrap_or("unknown");
    let minute = chrono::Duration::minutes(1);
    let (attempts, first) = db::audit_log::attempts_from(&mut conn, address, now - minute).await?;
    if attempts >= policy.address_per_minute {
        let seconds = (first.unwrap_or(now) + minute - now).num_seconds().max(1);
        return Err(AppError::SignInTooFrequent { seconds });
    }
    let (failures, oldest) =
        db::audit_log::recent_failures_from(&mut conn, &login_key, address, now - window).await?;
    let locked = |oldest: Option<chrono::DateTime<Utc>>| {
        let until = oldest.unwrap_or_else(Utc::now) + window;
        let minutes = ((until - Utc::now()).num_seconds() as f64 / 60.0)
            .ceil()
            .max(1.0) as i64;
        AppError::LoginLocked { minutes }
    };
    if failures >= policy.max_failures {
        audit(
            &mut conn,
            AuditEvent::LoginLocked,
            None,
            None,
            Some(&login_key),
            client,
        )
        .await?;
        return Err(locked(oldest));
    }
    let (failures_anywhere, _) =
        db::audit_log::recent_failures(&mut conn, &login_key, now - window).await?;
    let delay = guessing_delay(failures_anywhere);
    if !delay.is_zero() {
        // The connection goes back to the pool while the attempt waits.
        drop(conn);
        tokio::time::sleep(delay).await;
        conn = db.acquire().await?;
    }

    let user = db::users::find_by_login(&mut conn, &login_key).await?;
    let matches = password::verify(
        &input.password,
        user.as_ref().map(|u| u.password_hash.as_str()),
    )
    .await?;
    let user = match user {
        Some(user) if matches => user,
        other => {
            let target = other.map(|u| u.id);
            audit(
                &mut conn,
                AuditEvent::LoginFailed,
                None,
                target,
                Some(&login_key),
                client,
            )
            .await?;
            if failures + 1 >= policy.max_failures {
                return Err(locked(oldest.or(Some(Utc::now()))));
            }
            return Err(AppError::InvalidCredentials);
        }
    };
    if !user.is_active {
        return Err(AppError::AccountInactive);
    }

    let mut user = user;
    let mut tx = db.begin().await?;
    user.last_login_at = Some(db::users::mark_logged_in(&mut tx, user.id).await?);
    audit(
        &mut tx,
        AuditEvent::LoginSucceeded,
        Some(user.id),
        Some(user.id),
        Some(&login_key),
        client,
    )
    .await?;
    let session = issue_session(&mut tx, keys, user, None, Uuid::new_v4()).await?;
    tx.commit().await?;
    Ok(session)
}

/// What the sign-up form sends.
pub struct Registration {
    pub login_id: String,
    pub password: String,
    pub full_name: String,
}

/// A visitor creates an advertiser account and is signed in, while sign-up is open.
pub async fn register(
    db: &PgPool,
    keys: &TokenKeys,
    input: &Registration,
    client: &ClientInfo,
) -> Result<Session, AppError> {
    if !settings::load(db).await?.business.registration_enabled {
        return Err(AppError::RegistrationClosed);
    }
    let advertiser =
        users::NewAdvertiser::parse(&input.login_id, &input.password, &input.full_name).await?;
    let mut tx = db.begin().await?;
    let mut user = advertiser.insert(&mut tx).await?;
    user.last_login_at = Some(db::users::mark_logged_in(&mut tx, user.id).await?);
    audit(
        &mut tx,
        AuditEvent::Registered,
        Some(user.id),
        Some(user.id),
        None,
        client,
    )
    .await?;
    let session = issue_session(&mut tx, keys, user, None, Uuid::new_v4()).await?;
    tx.commit().await?;
    Ok(session)
}

/// A token rotated longer ago than this and presented again means the token leaked: the whole
/// session is revoked. Within it, it is most likely two tabs refreshing at once.
const REUSE_GRACE: chrono::Duration = chrono::Duration::seconds(30);

/// Exchanges a refresh token for a new pair; the presented token stops working.
pub async fn refresh(
    db: &PgPool,
    keys: &TokenKeys,
    refresh_token: &str,
) -> Result<Session, AppError> {
    let mut tx = db.begin().await?;
    let row = db::refresh_tokens::lock_by_hash(&mut tx, &tokens::hash_refresh_token(refresh_token))
        .await?
        .ok_or(AppError::InvalidRefreshToken)?;
    if let Some(revoked_at) = row.revoked_at {
        if Utc::now() - revoked_at > REUSE_GRACE {
            tracing::warn!(
                user_id = row.user_id,
                "revoked refresh token reused; ending the session"
            );
            db::refresh_tokens::revoke_family(&mut tx, row.family_id).await?;
            tx.commit().await?;
        }
        return Err(AppError::InvalidRefreshToken);
    }
    if row.expires_at <= Utc::now() {
        return Err(AppError::InvalidRefreshToken);
    }
    let user = db::users::find(&mut tx, row.user_id)
        .await?
        .ok_or(AppError::InvalidRefreshToken)?;
    if !user.is_active {
        return Err(AppError::AccountInactive);
    }
    if let Some(developer_id) = row.switched_by {
        // A switched session lives only while its developer still is one.
        let developer = db::users::find(&mut tx, developer_id).await?;
        if !developer.is_some_and(|d| d.is_active && d.role == Role::Developer) {
            return Err(AppError::InvalidRefreshToken);
        }
    }
    db::refresh_tokens::revoke(&mut tx, row.id).await?;
    let session = issue_session(&mut tx, keys, user, row.switched_by, row.family_id).await?;
    tx.commit().await?;
    Ok(session)
}

/// Revokes a refresh token, if it is a live one. Always succeeds: logging out twice is fine.
pub async fn logout(
    db: &PgPool,
    refresh_token: Option<&str>,
    client: &ClientInfo,
) -> Result<(), AppError> {
    let Some(token) = refresh_token.filter(|t| !t.is_empty()) else {
        return Ok(());
    };
    let mut tx = db.begin().await?;
    let row = db::refresh_tokens::lock_by_hash(&mut tx, &tokens::hash_refresh_token(token)).await?;
    if let Some(row) = row.filter(|r| r.revoked_at.is_none()) {
        {
            db::refresh_tokens::revoke_family(&mut tx, row.family_id).await?;
            audit(
                &mut tx,
                AuditEvent::Logout,
                Some(row.user_id),
                Some(row.user_id),
                None,
                client,
            )
            .await?;
        }
    }
    tx.commit().await?;
    Ok(())
}

/// The caller behind a bearer token, read fresh from the database so that deactivation, deletion
/// and role changes take effect on the next request, and so does a password change that clears
/// `must_change_password` (the caller enforces it: see the api's `AuthUser`).
pub async fn authenticate(
    db: &PgPool,
    keys: &TokenKeys,
    bearer: &str,
    client: ClientInfo,
) -> Result<(Actor, UserRow), AppError> {
    let claims = keys.decode_access(bearer)?;
    let mut conn = db.acquire().await?;
    signed_in(&mut conn, &claims, client).await
}

/// [`authenticate`] for a token already decoded, on the caller's connection (a handler that reads
/// next on the same one).
pub async fn signed_in(
    conn: &mut PgConnection,
    claims: &Claims,
    client: ClientInfo,
) -> Result<(Actor, UserRow), AppError> {
    let mut user = db::users::find(conn, claims.user_id()?)
        .await?
        .ok_or(AppError::Unauthenticated)?;
    if !user.is_active {
        return Err(AppError::AccountInactive);
    }
    // A developer switched into the account signed in with their own password; the account's
    // generated one is its owner's to change.
    if claims.switched_by.is_some() {
        user.must_change_password = false;
    }
    let actor = Actor {
        user_id: user.id,
        role: user.role,
        switched_by: claims.switched_by,
        session_id: claims.sid,
        client,
    };
    Ok((actor, user))
}

/// A developer signs in as another account. The new tokens name the developer (`switchedBy`), so
/// every later action and audit row shows who really acted.
pub async fn switch_user(
    db: &PgPool,
    keys: &TokenKeys,
    actor: &Actor,
    target_user_id: i64,
) -> Result<Session, AppError> {
    if actor.role != Role::Developer {
        return Err(AppError::DeveloperOnly);
    }
    if target_user_id == actor.user_id {
        return Err(AppError::CannotSwitchToSelf);
    }
    let mut tx = db.begin().await?;
    let target = db::users::find(&mut tx, target_user_id)
        .await?
        .ok_or(AppError::UserNotFound)?;
    if !target.is_active {
        return Err(AppError::CannotSwitchToInactive);
    }
    let developer_id = actor.switched_by.unwrap_or(actor.user_id);
    db::audit_log::append(
        &mut tx,
        &AuditEntry {
            event: AuditEvent::SwitchUser,
            actor_id: Some(developer_id),
            target_user_id: Some(target.id),
            login_id: None,
            client: &actor.client,
            detail: serde_json::json!({ "targetEmail": target.email, "targetRole": target.role }),
        },
    )
    .await?;
    let session = issue_session(&mut tx, keys, target, Some(developer_id), Uuid::new_v4()).await?;
    tx.commit().await?;
    Ok(session)
}

/// Stores a new refresh token of `family` and signs an access token beside it.
async fn issue_session(
    tx: &mut PgConnection,
    keys: &TokenKeys,
    mut user: UserRow,
    switched_by: Option<i64>,
    family: Uuid,
) -> Result<Session, AppError> {
    // As in `authenticate`: a switched session is not held to the owner's password change.
    if switched_by.is_some() {
        user.must_change_password = false;
    }
    let (refresh_token, token_hash) = tokens::new_refresh_token();
    let refresh_ttl = chrono::Duration::from_std(keys.refresh_ttl).map_err(anyhow::Error::from)?;
    db::refresh_tokens::insert(
        tx,
        &NewRefreshToken {
            user_id: user.id,
            token_hash: &token_hash,
            family_id: family,
            switched_by,
            expires_at: Utc::now() + refresh_ttl,
        },
    )
    .await?;
    let access_token = keys.issue_access(user.id, user.role, switched_by, family)?;
    Ok(Session {
        user,
        access_token,
        refresh_token,
        expires_in: keys.access_ttl.as_secs(),
    })
}

async fn audit(
    conn: &mut PgConnection,
    event: AuditEvent,
    actor_id: Option<i64>,
    target: Option<i64>,
    login_id: Option<&str>,
    client: &ClientInfo,
) -> Result<(), AppError> {
    db::audit_log::append(
        conn,
        &AuditEntry {
            event,
            actor_id,
            target_user_id: target,
            login_id,
            client,
            detail: serde_json::json!({}),
        },
    )
    .await
}

/// Deletes refresh tokens that expired or were revoked more than a day ago (the job
/// `PurgeExpiredTokens`). Returns how many went.
pub async fn purge_expired_tokens(db: &PgPool) -> Result<u64, AppError> {
    let mut conn = db.acquire().await?;
    db::refresh_tokens::purge(&mut conn, Utc::now() - chrono::Duration::days(1)).await
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::guessing_delay;

    #[test]
    fn guessing_one_id_slows_down_after_three_failures_up_to_eight_seconds() {
        let delays: Vec<Duration> = (0..10).map(guessing_delay).collect();
        assert_eq!(delays[..3], [Duration::ZERO; 3]);
        assert_eq!(delays[3], Duration::from_millis(500));
        assert_eq!(delays[4], Duration::from_secs(1));
        assert_eq!(delays[7], Duration::from_secs(8));
        assert_eq!(delays[9], Duration::from_secs(8));
    }
}
