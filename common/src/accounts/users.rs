//! Operators' user management (spec part 1 §5 Users, §6): list, look up, create, edit, delete.
//! Operators and developers only; operators cannot touch developer accounts or grant that role;
//! nobody deletes, deactivates or demotes themselves. Deactivating, deleting or re-passwording an
//! account ends its sessions at once.

use sqlx::{PgConnection, PgPool};

use crate::{
    accounts::auth::password,
    accounts::rules::{FullName, LoginId, Password},
    actor::{Actor, Role},
    db::{
        self,
        audit_log::{AuditEntry, AuditEvent},
        users::{NewUser, UserChanges, UserFilter, UserRow},
    },
    error::AppError,
    pagination::{PageRequest, Pagination},
    params::{PageParams, blank_or_choice},
    text,
    text_enum::AllOr,
};

pub use crate::values::accounts::ActivityFilter;

/// The list's filters (`GET /users`).
#[derive(Debug, Default, serde::Deserialize, utoipa::IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct UserQuery {
    /// Part of a name or login id.
    pub search: Option<String>,
    /// One role, or all (the default).
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(schema_with = AllOr::<Role>::schema)]
    pub role: Option<AllOr<Role>>,
    /// Active or inactive accounts, or all (the default).
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub status: Option<ActivityFilter>,
}

/// Default page size of the users list.
pub const DEFAULT_LIMIT: i64 = 10;

/// One page of users, newest first.
pub async fn list(
    db: &PgPool,
    actor: &Actor,
    query: &UserQuery,
    page: &PageParams,
) -> Result<(Vec<UserRow>, Pagination), AppError> {
    actor.require_staff()?;
    let page = PageRequest::new(page.page, page.limit, DEFAULT_LIMIT)?;
    let filter = UserFilter {
        pattern: text::non_blank(query.search.as_deref()).map(db::like_pattern),
        role: query.role.and_then(AllOr::only),
        is_active: match query.status {
            None | Some(ActivityFilter::All) => None,
            Some(ActivityFilter::Active) => Some(true),
            Some(ActivityFilter::Inactive) => Some(false),
        },
    };
    let mut conn = db.acquire().await?;
    let users = db::users::list(&mut conn, &filter, page.limit, page.offset()).await?;
    let total = db::users::count(&mut conn, &filter).await?;
    Ok((users, page.pagination(total)))
}

/// One user.
pub async fn get(db: &PgPool, actor: &Actor, user_id: i64) -> Result<UserRow, AppError> {
    actor.require_staff()?;
    let mut conn = db.acquire().await?;
    db::users::find(&mut conn, user_id)
        .await?
        .ok_or(AppError::UserNotFound)
}

/// What the add-user form sends. The role is always user (spec part 1 §5).
pub struct NewUserInput {
    pub login_id: String,
    pub password: String,
    pub full_name: String,
}

/// A new advertiser account's fields, checked by the account rules, its password hashed (slow:
/// done before any transaction opens). Sign-up and operators' "add user" both make one.
pub(crate) struct NewAdvertiser {
    login_id: LoginId,
    full_name: FullName,
    password_hash: String,
}

impl NewAdvertiser {
    pub(crate) async fn parse(
        login_id: &str,
        password: &str,
        full_name: &str,
    ) -> Result<Self, AppError> {
        let login_id = LoginId::parse(login_id)?;
        let new_password = Password::parse(password)?;
        let full_name = FullName::parse(full_name)?;
        Ok(Self {
            password_hash: password::hash(&new_password).await?,
            login_id,
            full_name,
        })
    }

    /// Inserts the account (a taken login id is [`AppError::LoginIdTaken`]).
    pub(crate) async fn insert(&self, tx: &mut PgConnection) -> Result<UserRow, AppError> {
        let new = NewUser {
            email: self.login_id.as_str(),
            password_hash: &self.password_hash,
            full_name: self.full_name.as_str(),
            role: Role::User,
        };
        db::users::insert(tx, &new).await
    }
}

/// Creates an advertiser account.
pub async fn create(db: &PgPool, actor: &Actor, input: &NewUserInput) -> Result<UserRow, AppError> {
    actor.require_staff()?;
    let advertiser =
        NewAdvertiser::parse(&input.login_id, &input.password, &input.full_name).await?;
    let mut tx = db.begin().await?;
    let user = advertiser.insert(&mut tx).await?;
    audit(
        &mut tx,
        actor,
        AuditEvent::UserCreated,
        user.id,
        serde_json::json!({ "email": user.email }),
    )
    .await?;
    tx.commit().await?;
    Ok(user)
}

/// The edit form's fields; `None` leaves a field unchanged, and so does a blank password.
#[derive(Debug, Default)]
pub struct UserUpdate {
    pub full_name: Option<String>,
    pub role: Option<Role>,
    pub is_active: Option<bool>,
    pub password: Option<String>,
}

/// Edits an account.
pub async fn update(
    db: &PgPool,
    actor: &Actor,
    user_id: i64,
    input: &UserUpdate,
) -> Result<UserRow, AppError> {
    actor.require_staff()?;
    // A stolen access token must not become a stolen account: one's own password changes only
    // through the profile, with the current one (issue 17).
    if user_id == actor.user_id && input.password.as_deref().is_some_and(|p| !p.is_empty()) {
        return Err(AppError::OwnPasswordNeedsProfile);
    }
    let full_name = input
        .full_name
        .as_deref()
        .map(FullName::parse)
        .transpose()?;
    let new_password = input
        .password
        .as_deref()
        .filter(|p| !p.is_empty())
        .map(Password::parse)
        .transpose()?;
    let password_hash = match &new_password {
        Some(p) => Some(password::hash(p).await?),
        None => None,
    };

    let mut tx = db.begin().await?;
    let target = db::users::lock(&mut tx, user_id)
        .await?
        .ok_or(AppError::UserNotFound)?;
    actor.require_may_manage(target.role, input.role)?;
    let changes = UserChanges {
        full_name: full_name
            .map(|n| n.as_str().to_owned())
            .filter(|n| *n != target.full_name),
        role: input.role.filter(|r| *r != target.role),
        is_active: input.is_active.filter(|a| *a != target.is_active),
        password_hash,
    };
    if user_id == actor.user_id && (changes.role.is_some() || changes.is_active == Some(false)) {
        return Err(AppError::CannotDemoteSelf);
    }
    let updated = db::users::update(&mut tx, user_id, &changes).await?;
    if changes.is_active == Some(false) || changes.password_hash.is_some() {
        db::refresh_tokens::revoke_all_for_user(&mut tx, user_id).await?;
    }
    let changed: Vec<&str> = [
        ("fullName", changes.full_name.is_some()),
        ("role", changes.role.is_some()),
        ("isActive", changes.is_active.is_some()),
        ("password", changes.password_hash.is_some()),
    ]
    .into_iter()
    .filter_map(|(field, changed)| changed.then_some(field))
    .collect();
    if !changed.is_empty() {
        audit(
            &mut tx,
            actor,
            AuditEvent::UserUpdated,
            user_id,
            serde_json::json!({ "changed": changed }),
        )
        .await?;
    }
    tx.commit().await?;
    Ok(updated)
}

/// Deletes an account (kept for history, its login id freed) and ends its sessions.
pub async fn delete(db: &PgPool, actor: &Actor, user_id: i64) -> Result<(), AppError> {
    actor.require_staff()?;
    if user_id == actor.user_id {
        return Err(AppError::CannotDeleteSelf);
    }
    let mut tx = db.begin().await?;
    let target = db::users::lock(&mut tx, user_id)
        .await?
        .ok_or(AppError::UserNotFound)?;
    actor.require_may_manage(target.role, None)?;
    db::users::mark_deleted(&mut tx, user_id).await?;
    db::refresh_tokens::revoke_all_for_user(&mut tx, user_id).await?;
    audit(
        &mut tx,
        actor,
        AuditEvent::UserDeleted,
        user_id,
        serde_json::json!({ "email": target.email }),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

async fn audit(
    tx: &mut PgConnection,
    actor: &Actor,
    event: AuditEvent,
    target: i64,
    detail: serde_json::Value,
) -> Result<(), AppError> {
    db::audit_log::append(
        tx,
        &AuditEntry {
            event,
            actor_id: Some(actor.switched_by.unwrap_or(actor.user_id)),
            target_user_id: Some(target),
            login_id: None,
            client: &actor.client,
            detail,
        },
    )
    .await
}
