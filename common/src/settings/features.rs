//! Feature flags (spec part 2 §3): a switched-off feature is refused on the server, not only
//! hidden in the menus.

use sqlx::PgPool;

use super::{Settings, load};
use crate::{
    actor::{Actor, Role},
    error::AppError,
};

/// A part of the product a flag can switch off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Feature {
    /// `featureCashHistory`: the cash history page.
    CashHistory,
    /// `featureRanking`: the ranking page.
    Ranking,
    /// `featureSlotManagement`: the advertiser's own slot screen. Operators' slot management is
    /// the admin side's core and stays.
    SlotManagement,
    /// `notificationEnabled`: operators' sends (advertisers' own notifications stay readable).
    Notifications,
    /// `chatEnabled`: the advertiser's support chat (staff keep their inbox and its history).
    Chat,
}

impl Feature {
    /// Whether the flag governs what `role` may do.
    fn governs(self, role: Role) -> bool {
        match self {
            Self::SlotManagement | Self::Chat => role == Role::User,
            Self::Notifications => role.is_staff(),
            Self::CashHistory | Self::Ranking => true,
        }
    }
}

impl Feature {
    /// `FeatureDisabled` when this feature is switched off in `settings` for the caller.
    pub fn require(self, settings: &Settings, actor: &Actor) -> Result<(), AppError> {
        let f = &settings.feature;
        let on = match self {
            Self::CashHistory => f.feature_cash_history,
            Self::Ranking => f.feature_ranking,
            Self::SlotManagement => f.feature_slot_management,
            Self::Notifications => f.notification_enabled,
            Self::Chat => f.chat_enabled,
        };
        if on || !self.governs(actor.role) {
            Ok(())
        } else {
            Err(AppError::FeatureDisabled)
        }
    }
}

/// `FeatureDisabled` when `feature` is switched off for this caller (the settings read now).
pub async fn require_feature(db: &PgPool, actor: &Actor, feature: Feature) -> Result<(), AppError> {
    feature.require(&load(db).await?, actor)
}
