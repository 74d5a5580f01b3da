//! Rank-movement alerts: when a keyword's crawl completes, each slot it ranked is compared with
//! its day before, and a notable movement becomes one notification with the old and new rank and
//! a button that opens the slot's rank history. At most one alert per slot and day (the dedupe
//! key); an incomplete crawl never alerts, because a place it could not read is not a drop.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};

use super::{Notice, NotificationAction, NotificationKind};
use crate::{
    actor::{Actor, Role},
    db::{
        self,
        audit_log::{AuditEntry, AuditEvent},
        rank_history::AlertContext,
        users::RankAlertPrefs,
    },
    error::AppError,
    messages,
};

/// The places that count as the top.
pub const TOP: i32 = 10;

pub use crate::values::notifications::Movement;

/// The movement from `before` (the day before's rank, if crawled) to `now`, if it is one to
/// alert; `threshold` places make a move. The first that applies, in the order of [`Movement`]'s
/// variants.
pub fn classify(
    before: Option<i32>,
    now: i32,
    ranked_before: bool,
    threshold: i32,
) -> Option<Movement> {
    if now > 0 && !ranked_before {
        return Some(Movement::FirstRanked { now });
    }
    let before = before?;
    match (before, now) {
        (0, 0) => None,
        (before, 0) => Some(Movement::DroppedOut { before }),
        (before, now) if now <= TOP && (before == 0 || before > TOP) => {
            Some(Movement::EnteredTop { before, now })
        }
        (0, _) => None,
        (before, now) if before <= TOP && now > TOP => Some(Movement::LeftTop { before, now }),
        (before, now) if before - now >= threshold => Some(Movement::MovedUp { before, now }),
        (before, now) if now - before >= threshold => Some(Movement::MovedDown { before, now }),
        _ => None,
    }
}

impl Movement {
    fn is_good(self) -> bool {
        matches!(
            self,
            Self::FirstRanked { .. } | Self::EnteredTop { .. } | Self::MovedUp { .. }
        )
    }

    fn name(self) -> &'static str {
        match self {
            Self::FirstRanked { .. } => "firstRanked",
            Self::DroppedOut { .. } => "droppedOut",
            Self::EnteredTop { .. } => "enteredTop10",
            Self::LeftTop { .. } => "leftTop10",
            Self::MovedUp { .. } => "movedUp",
            Self::MovedDown { .. } => "movedDown",
        }
    }

    fn ranks(self) -> (Option<i32>, i32) {
        match self {
            Self::FirstRanked { now } => (None, now),
            Self::DroppedOut { before } => (Some(before), 0),
            Self::EnteredTop { before, now }
            | Self::LeftTop { before, now }
            | Self::MovedUp { before, now }
            | Self::MovedDown { before, now } => (Some(before), now),
        }
    }
}

/// The alert for one slot's movement on `day`.
fn notice(slot: &AlertContext, movement: Movement, day: NaiveDate) -> Notice {
    let (before, now) = movement.ranks();
    let (title, message) = messages::rank_alert(&slot.keyword, slot.slot_number, movement);
    let kind = if movement.is_good() {
        NotificationKind::Success
    } else {
        NotificationKind::Warning
    };
    let metadata = serde_json::json!({
            "slotId": slot.slot_id,
            "keyword": slot.keyword,
            "movement": movement.name(),
            "previousRank": before,
            "rank": now,
            "day": day,
    });
    Notice {
        actions: vec![NotificationAction {
            label: messages::RANK_ALERT_ACTION.to_owned(),
            style: "primary".to_owned(),
            href: format!("/slots?rankHistory={}", slot.slot_id),
        }],
        ..Notice::new(kind, title, message, metadata)
            .with_key(format!("rank:{}:{day}", slot.slot_id))
    }
}

/// Alerts for the slots a completed crawl ranked on `day`, on the crawl's transaction; returns how
/// many were written (a repeated crawl of the same day writes none).
pub async fn alert(
    conn: &mut PgConnection,
    slot_ids: &[i64],
    day: NaiveDate,
) -> Result<usize, AppError> {
    if slot_ids.is_empty() {
        return Ok(0);
    }
    let notices: Vec<(i64, Notice)> = db::rank_history::alert_context(conn, slot_ids, day)
        .await?
        .iter()
        .filter(|slot| slot.alerts_enabled)
        .filter_map(|slot| {
            classify(slot.previous, slot.rank, slot.ranked_before, slot.threshold)
                .map(|movement| (slot.user_id, notice(slot, movement, day)))
        })
        .collect();
    super::notify_many(conn, &notices).await
}

/// An advertiser's alert settings, as `/profile` shows and sends them.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RankAlertSettings {
    pub enabled: bool,
    /// Places a slot must move up or down to alert, 1 to 499.
    #[schema(minimum = 1, maximum = 499)]
    pub threshold: i32,
}

impl From<RankAlertPrefs> for RankAlertSettings {
    fn from(p: RankAlertPrefs) -> Self {
        Self {
            enabled: p.enabled,
            threshold: p.threshold,
        }
    }
}

/// The caller's alert settings (advertisers only: staff hold no slots).
pub async fn settings(db: &PgPool, actor: &Actor) -> Result<RankAlertSettings, AppError> {
    actor.require_advertiser(AppError::Forbidden)?;
    Ok(
        db::users::rank_alert_prefs(&mut *db.acquire().await?, actor.user_id)
            .await?
            .into(),
    )
}

/// Changes the caller's alert settings.
pub async fn set_settings(
    db: &PgPool,
    actor: &Actor,
    wanted: &RankAlertSettings,
) -> Result<RankAlertSettings, AppError> {
    actor.require_advertiser(AppError::Forbidden)?;
    debug_assert_eq!(actor.role, Role::User);
    if !(1..=499).contains(&wanted.threshold) {
        return Err(AppError::RankAlertThresholdInvalid);
    }
    let prefs = RankAlertPrefs {
        enabled: wanted.enabled,
        threshold: wanted.threshold,
    };
    let mut tx = db.begin().await?;
    db::users::set_rank_alert_prefs(&mut tx, actor.user_id, prefs).await?;
    db::audit_log::append(
        &mut tx,
        &AuditEntry::by(
            actor,
            AuditEvent::RankAlertsChanged,
            Some(actor.user_id),
            serde_json::json!({ "enabled": prefs.enabled, "threshold": prefs.threshold }),
        ),
    )
    .await?;
    tx.commit().await?;
    Ok(prefs.into())
}

#[cfg(test)]
mod tests {
    use super::{Movement::*, *};

    #[test]
    fn each_movement_kind() {
        assert_eq!(classify(None, 42, false, 5), Some(FirstRanked { now: 42 }));
        assert_eq!(
            classify(Some(0), 42, false, 5),
            Some(FirstRanked { now: 42 })
        );
        assert_eq!(
            classify(Some(30), 0, true, 5),
            Some(DroppedOut { before: 30 })
        );
        assert_eq!(
            classify(Some(15), 9, true, 5),
            Some(EnteredTop { before: 15, now: 9 })
        );
        assert_eq!(
            classify(Some(0), 3, true, 5),
            Some(EnteredTop { before: 0, now: 3 })
        );
        assert_eq!(
            classify(Some(10), 11, true, 5),
            Some(LeftTop {
                before: 10,
                now: 11
            })
        );
        assert_eq!(
            classify(Some(40), 35, true, 5),
            Some(MovedUp {
                before: 40,
                now: 35
            })
        );
        assert_eq!(
            classify(Some(40), 46, true, 5),
            Some(MovedDown {
                before: 40,
                now: 46
            })
        );
    }

    #[test]
    fn small_moves_and_missing_days_are_quiet() {
        assert_eq!(classify(Some(40), 36, true, 5), None);
        assert_eq!(classify(Some(40), 44, true, 5), None);
        assert_eq!(classify(Some(40), 40, true, 1), None);
        assert_eq!(
            classify(None, 40, true, 5),
            None,
            "no crawl the day before: nothing to compare"
        );
        assert_eq!(classify(Some(0), 0, true, 5), None);
        assert_eq!(
            classify(Some(0), 120, true, 5),
            None,
            "back within 500 but not the top"
        );
        assert_eq!(classify(None, 0, false, 5), None);
    }

    #[test]
    fn the_threshold_is_the_advertisers() {
        assert_eq!(
            classify(Some(40), 38, true, 2),
            Some(MovedUp {
                before: 40,
                now: 38
            })
        );
        assert_eq!(classify(Some(40), 20, true, 30), None);
    }
}
