//! `slot_logs`: the history of every change to a slot. Append-only.

use chrono::{DateTime, Utc};
use sqlx::PgConnection;

use crate::{error::AppError, values::actor::Actor, values::slots::SlotStatus};

pub use crate::values::slots::SlotChangeType;

/// One change to record.
#[derive(Debug, Clone)]
pub struct SlotChange {
    pub change_type: SlotChangeType,
    pub field_key: Option<String>,
    pub old_value: Option<String>,
    pub new_value: Option<String>,
    pub description: Option<String>,
}

impl SlotChange {
    /// A change of this type with nothing else said yet.
    pub fn of(change_type: SlotChangeType) -> Self {
        Self {
            change_type,
            field_key: None,
            old_value: None,
            new_value: None,
            description: None,
        }
    }

    /// The slot moved from `old` to `new` by `action` (approve, pause, refund, fill_empty, …).
    pub fn status(action: SlotChangeType, old: SlotStatus, new: SlotStatus) -> Self {
        Self {
            old_value: Some(old.as_str().to_owned()),
            new_value: Some(new.as_str().to_owned()),
            ..Self::of(action)
        }
    }

    /// One field changed (`key`: keyword, url, mid, period or a custom field's key).
    pub fn field(key: &str, old: Option<String>, new: Option<String>) -> Self {
        Self {
            field_key: Some(key.to_owned()),
            old_value: old,
            new_value: new,
            ..Self::of(SlotChangeType::FieldUpdate)
        }
    }

    /// Something happened to the slot, told in `description` (created, rank data reset).
    pub fn event(change_type: SlotChangeType, description: String) -> Self {
        Self {
            description: Some(description),
            ..Self::of(change_type)
        }
    }

    /// The same change with the reason or details a person gave or should read.
    pub fn described(self, description: Option<String>) -> Self {
        Self {
            description,
            ..self
        }
    }
}

/// A slot log entry.
// (A stored change with the actor's name; sent as it is read.)
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = SlotLogView)]
pub struct SlotLogRow {
    pub id: i64,
    pub change_type: SlotChangeType,
    /// The spec's other name for `changeType`.
    pub action_type: SlotChangeType,
    pub field_key: Option<String>,
    pub old_value: Option<String>,
    pub new_value: Option<String>,
    pub description: Option<String>,
    pub full_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub ip_address: Option<String>,
    pub user_agent: Option<String>,
}

pub async fn append(
    conn: &mut PgConnection,
    slot_id: i64,
    actor: &Actor,
    change: &SlotChange,
) -> Result<(), AppError> {
    sqlx::query!(
        "INSERT INTO slot_logs (slot_id, actor_id, switched_by, change_type, field_key, old_value, new_value,
                                description, ip_address, user_agent)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        slot_id, actor.user_id, actor.switched_by, change.change_type.as_str(), change.field_key, change.old_value,
        change.new_value, change.description, actor.client.ip, actor.client.user_agent,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// [`append`] for many slots at once, in one statement (bulk extension, issuing slots).
pub async fn append_many(
    conn: &mut PgConnection,
    actor: &Actor,
    changes: &[(i64, SlotChange)],
) -> Result<(), AppError> {
    if changes.is_empty() {
        return Ok(());
    }
    let column = |f: fn(&SlotChange) -> Option<String>| -> Vec<Option<String>> {
        changes.iter().map(|(_, c)| f(c)).collect()
    };
    let slot_ids: Vec<i64> = changes.iter().map(|(id, _)| *id).collect();
    let types: Vec<String> = changes
        .iter()
        .map(|(_, c)| c.change_type.as_str().to_owned())
        .collect();
    sqlx::query!(
        "INSERT INTO slot_logs (slot_id, actor_id, switched_by, change_type, field_key, old_value, new_value,
                                description, ip_address, user_agent)
         SELECT x.slot_id, $1, $2, x.change_type, x.field_key, x.old_value, x.new_value, x.description, $3, $4
         FROM unnest($5::bigint[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
              AS x(slot_id, change_type, field_key, old_value, new_value, description)",
        actor.user_id, actor.switched_by, actor.client.ip, actor.client.user_agent,
        &slot_ids, &types,
        &column(|c| c.field_key.clone()) as &[Option<String>],
        &column(|c| c.old_value.clone()) as &[Option<String>],
        &column(|c| c.new_value.clone()) as &[Option<String>],
        &column(|c| c.description.clone()) as &[Option<String>],
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn list(conn: &mut PgConnection, slot_id: i64) -> Result<Vec<SlotLogRow>, AppError> {
    Ok(sqlx::query_as!(
        SlotLogRow,
        r#"SELECT l.id, l.change_type AS "change_type: SlotChangeType",
                  l.change_type AS "action_type: SlotChangeType", l.field_key, l.old_value, l.new_value, l.description,
                  u.full_name AS "full_name?", l.created_at, l.ip_address, l.user_agent
           FROM slot_logs l LEFT JOIN users u ON u.id = l.actor_id
           WHERE l.slot_id = $1 ORDER BY l.id DESC"#,
        slot_id,
    )
    .fetch_all(conn)
    .await?)
}
