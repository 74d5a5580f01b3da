//! The slot status machine, written once (spec part 1 §4, part 2 §2).
//!
//! - **Stored status** is what the row says ([`SlotStatus`]).
//! - **Display status** is derived from it, the work period and today's KST date
//!   ([`display_status`]). The spec gives two readings; both hold here because the end-date and
//!   start-date rules win over everything but refunded, rejected and deleted:
//!   1. deleted, refunded, rejected: as stored;
//!   2. end date before today (the end day itself still runs): completed;
//!   3. no keyword or no URL: empty;
//!   4. active (or stored waiting) or paused with a start date after today: waiting;
//!   5. stored waiting on or after its start: active;
//!   6. otherwise as stored.
//! - **D-n** ([`days_left`]): days until the end of the end day, `end - today + 1`; 0 or less
//!   means ended.
//! - **Tracked** ([`is_tracked`]): a slot the crawl serves on a day, the Rust twin of the SQL
//!   function `slot_is_tracked` that every crawl asks (the daily crawl, `scheduler recrawl`, the
//!   api's recrawl of a slot, the crawl panel's figures); here it decides whether staff are offered
//!   the recrawl. Both run `common/fixtures/tracked_slot_cases.json` (this module's tests and
//!   `api/tests/slots/`).
//! - **Allowed actions** ([`allowed_actions`]) for a role and operation mode; every operation checks
//!   its action here ([`require`]) and the api sends the list so the web never re-derives it.
//!
//! The same cases are checked by the Rust tests and against the SQL twin of the display status
//! from `common/fixtures/slot_status_cases.json`.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::{actor::Role, db::slots::SlotRow, error::AppError, settings::OperationMode};

pub use crate::values::slots::{DisplayStatus, SlotStatus};

impl DisplayStatus {
    /// The stored statuses that can show as this display status: a filter the database can use
    /// an index for, before the exact rule.
    pub fn stored_candidates(self) -> &'static [&'static str] {
        const NOT_FINAL: &[&str] = &[
            "empty",
            "pending",
            "active",
            "paused",
            "expired",
            "completed",
            "waiting",
            "inactive",
        ];
        match self {
            Self::Empty => NOT_FINAL,
            Self::Pending => &["pending"],
            Self::Waiting => &["active", "waiting", "paused"],
            Self::Active => &["active", "waiting"],
            Self::Paused => &["paused"],
            Self::Completed => NOT_FINAL,
            Self::Rejected => &["rejected"],
            Self::Refunded => &["refunded"],
            Self::Expired => &["expired"],
            Self::Inactive => &["inactive"],
            Self::Deleted => &["deleted"],
        }
    }
}

/// Something a caller may do to a slot now. Declared in the canonical order of `allowedActions`.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    Serialize,
    Deserialize,
    utoipa::ToSchema,
)]
#[serde(rename_all = "camelCase")]
pub enum SlotAction {
    /// Enter keyword and URL into an empty slot.
    Fill,
    Edit,
    Pause,
    Resume,
    Approve,
    Reject,
    Refund,
    Extend,
    /// Measure today's rank again (staff): the slot is one the crawl serves (`slot_is_tracked`).
    Recrawl,
    Delete,
    /// Tick for bulk edit or bulk input.
    Select,
}

/// The facts the rules look at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SlotState {
    pub status: SlotStatus,
    pub has_keyword: bool,
    pub has_url: bool,
    pub start_date: Option<NaiveDate>,
    pub end_date: Option<NaiveDate>,
    /// An extension slot was already made from this one.
    pub has_extension: bool,
    /// The URL's product id is stored (the crawl matches results by it).
    pub has_product_id: bool,
}

impl From<&SlotRow> for SlotState {
    /// The facts the rules read from a row.
    fn from(row: &SlotRow) -> Self {
        SlotState {
            status: row.status,
            has_keyword: row.keyword.as_deref().is_some_and(|k| !k.is_empty()),
            has_url: row.url.as_deref().is_some_and(|u| !u.is_empty()),
            start_date: row.start_date,
            end_date: row.end_date,
            has_extension: row.has_extension,
            has_product_id: row.has_product_id,
        }
    }
}

impl SlotStatus {
    /// Approved and meant to run (stored waiting is an approved slot before its start).
    fn is_running(self) -> bool {
        matches!(self, SlotStatus::Active | SlotStatus::Waiting)
    }
}

/// The display status of `slot` on `today` (KST).
pub fn display_status(slot: &SlotState, today: NaiveDate) -> DisplayStatus {
    use SlotStatus as S;
    match slot.status {
        S::Deleted => return DisplayStatus::Deleted,
        S::Refunded => return DisplayStatus::Refunded,
        S::Rejected => return DisplayStatus::Rejected,
        _ => {}
    }
    if slot.end_date.is_some_and(|end| end < today) {
        return DisplayStatus::Completed;
    }
    if !(slot.has_keyword && slot.has_url) {
        return DisplayStatus::Empty;
    }
    let not_started = slot.start_date.is_some_and(|start| start > today);
    match slot.status {
        S::Active | S::Waiting if not_started => DisplayStatus::Waiting,
        S::Paused if not_started => DisplayStatus::Waiting,
        S::Active | S::Waiting => DisplayStatus::Active,
        S::Paused => DisplayStatus::Paused,
        S::Empty => DisplayStatus::Empty,
        S::Pending => DisplayStatus::Pending,
        S::Completed => DisplayStatus::Completed,
        S::Expired => DisplayStatus::Expired,
        S::Inactive => DisplayStatus::Inactive,
        S::Deleted | S::Refunded | S::Rejected => unreachable!("handled above"),
    }
}

/// D-n: whole days until the end of the end day; `None` without an end date.
pub fn days_left(end_date: Option<NaiveDate>, today: NaiveDate) -> Option<i64> {
    end_date.map(|end| (end - today).num_days() + 1)
}

/// How close to its end (or how far past) a slot may be extended (spec part 2 §9).
pub const EXTENSION_WINDOW_DAYS: i64 = 7;

/// Why staff may not extend `slot` now, or `None` when they may (spec part 2 §2): pre-allocation
/// mode, approved (stored active or waiting), no extension yet, an end date at most
/// [`EXTENSION_WINDOW_DAYS`] away or already past. The row menu, the single and the bulk extension
/// all ask this.
pub fn extension_refusal(
    slot: &SlotState,
    today: NaiveDate,
    mode: OperationMode,
) -> Option<AppError> {
    if mode != OperationMode::PreAllocation {
        return Some(AppError::ExtensionNeedsPreAllocation);
    }
    if !slot.status.is_running() {
        return Some(AppError::ExtensionNotApproved);
    }
    if slot.has_extension {
        return Some(AppError::ExtensionAlreadyExists);
    }
    let Some(end) = slot.end_date else {
        return Some(AppError::ExtensionNoEndDate);
    };
    let days_away = (end - today).num_days();
    (days_away > EXTENSION_WINDOW_DAYS).then(|| AppError::ExtensionTooEarly {
        window: EXTENSION_WINDOW_DAYS,
        days_left: days_away + 1,
    })
}

/// Whether the crawl of `today` serves `slot`: approved (stored active or waiting), displayed active
/// that day, with a product id to match. The SQL function `slot_is_tracked` says the same; both
/// run `common/fixtures/tracked_slot_cases.json`.
pub fn is_tracked(slot: &SlotState, today: NaiveDate) -> bool {
    slot.status.is_running()
        && slot.has_product_id
        && display_status(slot, today) == DisplayStatus::Active
}

/// What `role` may do to `slot` now, in canonical order.
pub fn allowed_actions(
    slot: &SlotState,
    today: NaiveDate,
    role: Role,
    mode: OperationMode,
) -> Vec<SlotAction> {
    use DisplayStatus as D;
    use SlotAction as A;
    let display = display_status(slot, today);
    let running = matches!(display, D::Active | D::Waiting);
    let stored_running = slot.status.is_running();
    let stored_paused = slot.status == SlotStatus::Paused;
    let mut actions = Vec::new();
    let mut allow = |action: SlotAction, when: bool| {
        if when {
            actions.push(action);
        }
    };

    if role.is_staff() {
        allow(
            A::Edit,
            matches!(display, D::Pending | D::Active | D::Waiting | D::Paused),
        );
        allow(A::Pause, running && stored_running);
        allow(
            A::Resume,
            stored_paused && matches!(display, D::Paused | D::Waiting),
        );
        allow(A::Approve, display == D::Pending);
        allow(A::Reject, display == D::Pending);
        allow(
            A::Refund,
            matches!(display, D::Active | D::Paused) && (stored_running || stored_paused)
                || (display == D::Empty && mode == OperationMode::PreAllocation),
        );
        allow(A::Extend, extension_refusal(slot, today, mode).is_none());
        allow(A::Recrawl, is_tracked(slot, today));
        allow(
            A::Delete,
            matches!(
                display,
                D::Rejected | D::Expired | D::Refunded | D::Completed
            ),
        );
    } else {
        allow(A::Fill, display == D::Empty);
        allow(A::Edit, running || display == D::Paused);
        allow(A::Pause, running && stored_running);
        allow(
            A::Resume,
            stored_paused && matches!(display, D::Paused | D::Waiting),
        );
        allow(
            A::Select,
            display == D::Empty || (running && stored_running),
        );
    }
    actions.sort();
    actions
}

/// Ok when `role` may take `action` on `slot` now; otherwise the 409 that names why.
pub fn require(
    slot: &SlotState,
    today: NaiveDate,
    role: Role,
    mode: OperationMode,
    action: SlotAction,
) -> Result<(), AppError> {
    if allowed_actions(slot, today, role, mode).contains(&action) {
        return Ok(());
    }
    if action == SlotAction::Extend
        && role.is_staff()
        && let Some(refusal) = extension_refusal(slot, today, mode)
    {
        return Err(refusal);
    }
    Err(match action {
        SlotAction::Fill => AppError::SlotNotFillable,
        SlotAction::Edit => AppError::SlotNotEditable,
        SlotAction::Pause => AppError::SlotNotPausable,
        SlotAction::Resume => AppError::SlotNotResumable,
        SlotAction::Approve | SlotAction::Reject => AppError::SlotNotPending,
        SlotAction::Refund => AppError::SlotNotRefundable,
        SlotAction::Extend => AppError::Forbidden,
        SlotAction::Recrawl => AppError::SlotNotTracked,
        SlotAction::Delete => AppError::SlotNotDeletable,
        SlotAction::Select => AppError::SlotNotEditable,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    /// A slot's facts as the case tables write them.
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Facts {
        status: SlotStatus,
        keyword: bool,
        url: bool,
        start_date: Option<NaiveDate>,
        end_date: Option<NaiveDate>,
        #[serde(default)]
        has_extension: bool,
        /// Unsaid: as the URL (every stored URL has its product id).
        product_id: Option<bool>,
    }

    impl Facts {
        fn state(&self) -> SlotState {
            SlotState {
                status: self.status,
                has_keyword: self.keyword,
                has_url: self.url,
                start_date: self.start_date,
                end_date: self.end_date,
                has_extension: self.has_extension,
                has_product_id: self.product_id.unwrap_or(self.url),
            }
        }
    }

    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Case {
        name: String,
        #[serde(flatten)]
        facts: Facts,
        today: NaiveDate,
        role: Role,
        mode: OperationMode,
        expect: Expect,
    }

    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(rename_all = "camelCase")]
    struct Expect {
        display_status: DisplayStatus,
        days_left: Option<i64>,
        actions: Vec<SlotAction>,
    }

    /// One case of `common/fixtures/tracked_slot_cases.json`.
    #[derive(Deserialize)]
    struct TrackedCase {
        name: String,
        #[serde(flatten)]
        facts: Facts,
        today: NaiveDate,
        tracked: bool,
    }

    #[derive(Deserialize)]
    struct Table<C> {
        cases: Vec<C>,
    }

    #[test]
    fn the_shared_case_table_holds() {
        let table: Table<Case> =
            serde_json::from_str(include_str!("../../fixtures/slot_status_cases.json")).unwrap();
        let mut failures = vec![];
        for case in &table.cases {
            let slot = case.facts.state();
            let got = Expect {
                display_status: display_status(&slot, case.today),
                days_left: days_left(case.facts.end_date, case.today),
                actions: allowed_actions(&slot, case.today, case.role, case.mode),
            };
            if got != case.expect {
                failures.push(format!(
                    "{}: got {got:?}, want {:?}",
                    case.name, case.expect
                ));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn the_tracked_slot_case_table_holds() {
        let table: Table<TrackedCase> =
            serde_json::from_str(include_str!("../../fixtures/tracked_slot_cases.json")).unwrap();
        let failures: Vec<&str> = table
            .cases
            .iter()
            .filter(|case| is_tracked(&case.facts.state(), case.today) != case.tracked)
            .map(|case| case.name.as_str())
            .collect();
        assert!(failures.is_empty(), "{failures:?}");
    }

    #[test]
    fn every_refused_action_names_its_reason() {
        let pending = SlotState {
            status: SlotStatus::Pending,
            has_keyword: true,
            has_url: true,
            start_date: None,
            end_date: None,
            has_extension: false,
            has_product_id: true,
        };
        let today = NaiveDate::from_ymd_opt(2026, 11, 22).unwrap();
        let err = require(
            &pending,
            today,
            Role::User,
            OperationMode::Normal,
            SlotAction::Pause,
        )
        .unwrap_err();
        assert!(matches!(err, AppError::SlotNotPausable));
        assert_eq!(err.status_code(), 409);
    }
}
