//! Roles and the authenticated caller. Who may do what is decided here and only here (spec part 1
//! §6): handlers and operations ask the [`Actor`], never the request body. Roles gate whole calls
//! (`require_staff`, `require_developer`, `require_advertiser`, `require_may_manage`); slots are
//! seen and touched by [`Actor::may_see_slot`] (its SQL twin `slot_visible_to` scopes the lists);
//! support chat rooms by [`Actor::may_use_chat_room`].

use crate::{db::slots::SlotRow, error::AppError, values::slots::SlotStatus};

pub use crate::values::actor::{Actor, ClientInfo, Role};

impl Role {
    /// What the web app may offer this role; returned at sign-in as the spec's `permissions`.
    pub fn permissions(self) -> Vec<&'static str> {
        let mut list = vec!["slots.own", "cash.own", "profile", "announcements.read"];
        if self.is_staff() {
            list.extend([
                "admin.dashboard",
                "slots.manage",
                "cash.approve",
                "users.manage",
                "notifications.send",
                "announcements.manage",
                "chat.manage",
            ]);
        }
        if self == Role::Developer {
            list.extend(["settings.manage", "users.switch"]);
        }
        list
    }
}

impl Actor {
    /// Operators and developers only.
    pub fn require_staff(&self) -> Result<(), AppError> {
        if self.role.is_staff() {
            Ok(())
        } else {
            Err(AppError::Forbidden)
        }
    }

    /// Advertisers only; `refusal` says what the others hit.
    pub fn require_advertiser(&self, refusal: AppError) -> Result<(), AppError> {
        if self.role == Role::User {
            Ok(())
        } else {
            Err(refusal)
        }
    }

    /// Whether this caller is user `user_id` or staff: who may read what belongs to an advertiser
    /// (their allocation, their effect report and its job, their support chat room).
    pub fn is_self_or_staff(&self, user_id: i64) -> bool {
        self.role.is_staff() || self.user_id == user_id
    }

    /// This user themselves, or staff (a user's slot allocation), else "forbidden".
    pub fn require_self_or_staff(&self, user_id: i64) -> Result<(), AppError> {
        if self.is_self_or_staff(user_id) {
            Ok(())
        } else {
            Err(AppError::Forbidden)
        }
    }

    /// Whether this caller may see a slot of `owner_id` in `status`, and so act on it as far as the
    /// status rules allow: staff any slot; an advertiser their own, never a refunded one. Lists ask
    /// the same of SQL (`slot_visible_to`, migration `..._slot_rules.sql`); a slot the caller may
    /// not see is "not found", never "forbidden", so ids of others' slots reveal nothing.
    pub fn may_see_slot(&self, owner_id: i64, status: SlotStatus) -> bool {
        self.role.is_staff() || self.is_slot_owner(owner_id, status)
    }

    /// The slot `row` if this caller may see it ([`Actor::may_see_slot`]); otherwise (and when
    /// there is no such slot) "not found".
    pub fn visible_slot(&self, row: Option<SlotRow>) -> Result<SlotRow, AppError> {
        row.filter(|r| self.may_see_slot(r.user_id, r.status))
            .ok_or(AppError::SlotNotFound)
    }

    /// Whether this caller owns the slot and may act on it as its advertiser (bulk edit): their
    /// own, never a refunded one, whatever their role.
    pub fn is_slot_owner(&self, owner_id: i64, status: SlotStatus) -> bool {
        owner_id == self.user_id && status != SlotStatus::Refunded
    }

    /// Whether this caller may read and write in the support chat room of advertiser `owner_id`:
    /// staff every room (one shared inbox), an advertiser only their own. Another's room is "not
    /// found", so guessing ids reveals nothing.
    pub fn may_use_chat_room(&self, owner_id: i64) -> bool {
        self.is_self_or_staff(owner_id)
    }

    /// Developers only.
    pub fn require_developer(&self) -> Result<(), AppError> {
        self.require_developer_or(AppError::Forbidden)
    }

    /// Developers only; `refusal` says what the others hit.
    pub fn require_developer_or(&self, refusal: AppError) -> Result<(), AppError> {
        if self.role == Role::Developer {
            Ok(())
        } else {
            Err(refusal)
        }
    }

    /// Whether this staff member may edit or delete an account holding `target_role`, and may give
    /// it `new_role`: operators manage users and operators; only developers touch developers.
    pub fn require_may_manage(
        &self,
        target_role: Role,
        new_role: Option<Role>,
    ) -> Result<(), AppError> {
        self.require_staff()?;
        let touches_developer = target_role == Role::Developer || new_role == Some(Role::Developer);
        if touches_developer && self.role != Role::Developer {
            return Err(AppError::DeveloperAccountProtected);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn actor(role: Role) -> Actor {
        Actor {
            user_id: 1,
            role,
            switched_by: None,
            session_id: uuid::Uuid::nil(),
            client: ClientInfo::default(),
        }
    }

    #[test]
    fn operators_cannot_touch_developers_or_grant_the_role() {
        let op = actor(Role::Operator);
        assert!(
            op.require_may_manage(Role::User, Some(Role::Operator))
                .is_ok()
        );
        assert!(matches!(
            op.require_may_manage(Role::Developer, None),
            Err(AppError::DeveloperAccountProtected)
        ));
        assert!(matches!(
            op.require_may_manage(Role::User, Some(Role::Developer)),
            Err(AppError::DeveloperAccountProtected)
        ));
        assert!(
            actor(Role::Developer)
                .require_may_manage(Role::Developer, Some(Role::User))
                .is_ok()
        );
        assert!(matches!(
            actor(Role::User).require_may_manage(Role::User, None),
            Err(AppError::Forbidden)
        ));
    }

    #[test]
    fn only_developers_get_settings_and_switch_permissions() {
        assert!(Role::Developer.permissions().contains(&"users.switch"));
        assert!(!Role::Operator.permissions().contains(&"users.switch"));
        assert!(!Role::User.permissions().contains(&"users.manage"));
    }
}
