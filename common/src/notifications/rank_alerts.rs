//! Rank-movement alerts: when a keyword's crawl completes, each slot it ranked is compared with
//! its day before, and a notable movement becomes one notification with the old and new rank and
//! a button that opens the slot's rank history. At most one alert per slot and day (the dedupe
//! key); an incomplete crawl never alerts, because a place it could not read is not a drop.
//!
//! "Overtaken by": a loss that would alert (down by the threshold, or out of the top 10, still
//! within 500) is told as who passed the product, when the crawl's market snapshot and the day
//! before's name one: the product that gained most among those that passed it
//! ([`crate::market::movers`]) and what changed for it. It takes the drop alert's place (same
//! switch, threshold and key), so a slot never gets both on one day; without the day before's
//! snapshot, or with no one passing, the drop alert is sent as before.

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
        slots::TrackedSlot,
        users::RankAlertPrefs,
    },
    error::AppError,
    market::movers::{Mover, movers},
    messages,
    rank::counter::Target,
    values::market::MarketSnapshot,
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

/// The alert for one slot's movement on `day`; `passer` turns a loss into "overtaken by".
fn notice(
    slot: &AlertContext,
    movement: Movement,
    day: NaiveDate,
    passer: Option<&Mover>,
) -> Notice {
    let (before, now) = movement.ranks();
    let (title, message) = messages::rank_alert(&slot.keyword, slot.slot_number, movement);
    let (title, message, name) = match passer {
        Some(passer) => (
            messages::OVERTAKEN_TITLE,
            messages::overtaken_alert(
                &slot.keyword,
                slot.slot_number,
                (before.unwrap_or_default(), now),
                passer,
            ),
            OVERTAKEN,
        ),
        None => (title, message, movement.name()),
    };
    let kind = if movement.is_good() {
        NotificationKind::Success
    } else {
        NotificationKind::Warning
    };
    let metadata = serde_json::json!({
            "slotId": slot.slot_id,
            "keyword": slot.keyword,
            "movement": name,
            "previousRank": before,
            "rank": now,
            "day": day,
            "passedBy": passer,
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

/// The movement name of an "overtaken by" alert.
pub const OVERTAKEN: &str = "overtaken";

/// What a completed crawl read of its keyword's market, for the "overtaken by" alert.
#[derive(Debug, Clone, Copy)]
pub struct MarketSeen<'a> {
    pub keyword: &'a str,
    pub snapshot: &'a MarketSnapshot,
    /// The slots the crawl tracked: how each one's product is found in the snapshots.
    pub slots: &'a [TrackedSlot],
}

/// Alerts for the slots a completed crawl ranked on `day`, on the crawl's transaction; returns how
/// many were written (a repeated crawl of the same day writes none). With `seen`, a loss is told
/// as "overtaken by" when the snapshots name who passed.
pub async fn alert(
    conn: &mut PgConnection,
    slot_ids: &[i64],
    day: NaiveDate,
    seen: Option<MarketSeen<'_>>,
) -> Result<usize, AppError> {
    if slot_ids.is_empty() {
        return Ok(0);
    }
    let contexts = db::rank_history::alert_context(conn, slot_ids, day).await?;
    // The day before's snapshot, read on the first loss only.
    let mut before: Option<Option<(NaiveDate, MarketSnapshot)>> = None;
    let mut notices: Vec<(i64, Notice)> = Vec::new();
    for slot in contexts.iter().filter(|slot| slot.alerts_enabled) {
        let Some(movement) = classify(slot.previous, slot.rank, slot.ranked_before, slot.threshold)
        else {
            continue;
        };
        let mut passer = None;
        if let (Movement::MovedDown { .. } | Movement::LeftTop { .. }, Some(seen)) =
            (movement, seen)
        {
            if before.is_none() {
                let yesterday = day - chrono::Days::new(1);
                let read = db::market_snapshots::get(conn, seen.keyword, yesterday).await?;
                before = Some(read.map(|s| (yesterday, s)));
            }
            passer = passed_by(
                seen,
                before.as_ref().and_then(Option::as_ref),
                slot.slot_id,
                day,
            );
        }
        notices.push((slot.user_id, notice(slot, movement, day, passer.as_ref())));
    }
    super::notify_many(conn, &notices).await
}

/// The product that gained most among those that passed slot `slot_id`'s product from the day
/// before's snapshot to `day`'s.
fn passed_by(
    seen: MarketSeen,
    before: Option<&(NaiveDate, MarketSnapshot)>,
    slot_id: i64,
    day: NaiveDate,
) -> Option<Mover> {
    let (yesterday, earlier) = before?;
    let target = Target::of(seen.slots.iter().find(|s| s.id == slot_id)?);
    movers((*yesterday, earlier), (day, seen.snapshot), &target)
        .passed
        .into_iter()
        .next()
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
    fn an_overtaken_alert_names_who_passed_and_what_changed_for_it() {
        use crate::market::movers::Change;
        let passer = Mover {
            product_id: 77,
            name: Some("무선 마우스 X".into()),
            place_from: Some(25),
            place_to: Some(12),
            changes: vec![
                Change::Price { percent: -12 },
                Change::Reviews { added: 1_340 },
                Change::NewAd,
                Change::Rating {
                    from_tenths: 42,
                    to_tenths: 45,
                },
            ],
        };
        assert_eq!(
            messages::overtaken_alert("마우스", 3, (19, 21), &passer),
            "'마우스' (슬롯 #3) 19위 → 21위. '무선 마우스 X' 상품이 25위에서 12위로 올라 \
             앞질렀습니다 (가격 12% 인하, 리뷰 +1,340개, 광고 시작, 평점 4.2 → 4.5)."
        );
        let newcomer = Mover {
            name: None,
            place_from: None,
            changes: vec![Change::NewEntrant],
            ..passer
        };
        assert_eq!(
            messages::overtaken_alert("마우스", 3, (19, 21), &newcomer),
            "'마우스' (슬롯 #3) 19위 → 21위. '상품 77' 상품이 새로 12위에 들어와 앞질렀습니다 \
             (새로 진입)."
        );
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
