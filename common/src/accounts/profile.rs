//! One's own account: the name and the password. A password change needs the current password and
//! ends every other session of the account; each change is audited in its transaction.

use sqlx::{PgConnection, PgPool};

use super::audit;
use crate::{
    accounts::{
        auth::password,
        rules::{FullName, Password},
    },
    actor::Actor,
    db::{
        self,
        audit_log::AuditEvent,
        users::{UserChanges, UserRow},
    },
    error::AppError,
};

/// Changes to one's own profile: a name, and/or a new password with the current one.
pub struct ProfileChange {
    pub full_name: Option<String>,
    pub password: Option<String>,
    pub current_password: Option<String>,
}

/// Updates one's own name and/or password.
pub async fn update_profile(
    db: &PgPool,
    actor: &Actor,
    input: &ProfileChange,
) -> Result<UserRow, AppError> {
    let full_name = input
        .full_name
        .as_deref()
        .map(FullName::parse)
        .transpose()?;
    let new_password = input.password.as_deref().filter(|p| !p.is_empty());
    if full_name.is_none() && new_password.is_none() {
        return Err(AppError::NothingToUpdate);
    }
    let mut changes = UserChanges {
        full_name: full_name.map(|n| n.as_str().to_owned()),
        ..Default::default()
    };
    if let Some(new_password) = new_password {
        changes.password_hash = Some(
            checked_new_password(db, actor, input.current_password.as_deref(), new_password)
                .await?,
        );
    }

    let mut tx = db.begin().await?;
    let user = db::users::update(&mut tx, actor.user_id, &changes).await?;
    if changes.full_name.is_some() {
        audit(
            &mut tx,
            AuditEvent::ProfileUpdated,
            Some(actor.user_id),
            Some(actor.user_id),
            None,
            &actor.client,
        )
        .await?;
    }
    if changes.password_hash.is_some() {
        after_password_change(&mut tx, actor).await?;
    }
    tx.commit().await?;
    Ok(user)
}

/// Changes one's own password; every other session of the account ends. A generated first
/// password's file (`generated_file`) goes once no account still has to change one.
pub async fn change_password(
    db: &PgPool,
    actor: &Actor,
    current_password: &str,
    new_password: &str,
    generated_file: &std::path::Path,
) -> Result<(), AppError> {
    if new_password.is_empty() {
        return Err(AppError::NewPasswordRequired);
    }
    let hash = checked_new_password(db, actor, Some(current_password), new_password).await?;
    let mut tx = db.begin().await?;
    db::users::update(
        &mut tx,
        actor.user_id,
        &UserChanges {
            password_hash: Some(hash),
            ..Default::default()
        },
    )
    .await?;
    after_password_change(&mut tx, actor).await?;
    tx.commit().await?;
    // The password is changed whatever happens to the file: a failure here is only logged, and
    // the next api start tries again.
    if let Err(e) = super::first_developer::forget_replaced_password(db, generated_file).await {
        tracing::warn!(error = %e, "the generated first-developer password's file could not be removed");
    }
    Ok(())
}

/// Checks the current password and the new one's rules; returns the new hash.
async fn checked_new_password(
    db: &PgPool,
    actor: &Actor,
    current: Option<&str>,
    new_password: &str,
) -> Result<String, AppError> {
    let current = current
        .filter(|c| !c.is_empty())
        .ok_or(AppError::CurrentPasswordRequired)?;
    let new_password = Password::parse(new_password)?;
    let mut conn = db.acquire().await?;
    let user = db::users::find(&mut conn, actor.user_id)
        .await?
        .ok_or(AppError::UserNotFound)?;
    drop(conn);
    if !password::verify(current, Some(&user.password_hash)).await? {
        return Err(AppError::CurrentPasswordWrong);
    }
    password::hash(&new_password).await
}

async fn after_password_change(tx: &mut PgConnection, actor: &Actor) -> Result<(), AppError> {
    db::refresh_tokens::revoke_other_sessions(tx, actor.user_id, actor.session_id).await?;
    audit(
        tx,
        AuditEvent::PasswordChanged,
        Some(actor.user_id),
        Some(actor.user_id),
        None,
        &actor.client,
    )
    .await
}
