//! The prelude of every write to one slot: lock it in the caller's transaction, as the caller may
//! see it (a slot they may not see is "not found", `Actor::may_see_slot`), ask the status machine
//! whether the action is allowed now, and at the end commit and answer the slot as it now is.

use sqlx::{PgConnection, Postgres, Transaction};

use super::status::{self, SlotAction, SlotState};
use crate::{
    actor::Actor,
    db::{self, slots::SlotRow},
    error::AppError,
    settings::OperationMode,
    time,
};

/// Locks slot `slot_id` for the rest of the transaction and reads it, if `actor` may see it.
pub(super) async fn visible(
    tx: &mut PgConnection,
    actor: &Actor,
    slot_id: i64,
) -> Result<SlotRow, AppError> {
    db::slots::lock(tx, &[slot_id]).await?;
    actor.visible_slot(db::slots::find(tx, slot_id).await?)
}

/// Ok when `actor` may take `action` on `row` today in `mode`; otherwise the 409 that names why.
pub(super) fn allows(
    row: &SlotRow,
    actor: &Actor,
    mode: OperationMode,
    action: SlotAction,
) -> Result<(), AppError> {
    status::require(
        &SlotState::from(row),
        time::today_kst(),
        actor.role,
        mode,
        action,
    )
}

/// [`visible`], then [`allows`]: the slot locked for `action`.
pub(super) async fn for_action(
    tx: &mut PgConnection,
    actor: &Actor,
    slot_id: i64,
    mode: OperationMode,
    action: SlotAction,
) -> Result<SlotRow, AppError> {
    let row = visible(tx, actor, slot_id).await?;
    allows(&row, actor, mode, action)?;
    Ok(row)
}

/// Commits and answers the slot as it now is.
pub(super) async fn committed(
    mut tx: Transaction<'_, Postgres>,
    slot_id: i64,
) -> Result<SlotRow, AppError> {
    let row = db::slots::find(&mut tx, slot_id)
        .await?
        .ok_or(AppError::SlotNotFound)?;
    tx.commit().await?;
    Ok(row)
}
