//! What callers do to slots (the writes; reads are in [`super::query`]). Each operation checks who
//! may act (`Actor::may_see_slot`: a slot the caller may not see is "not found"), asks the status
//! machine whether the action is allowed now, changes the row, moves money through `cash`, and
//! writes its `slot_logs` rows ([`SlotChange`]) and tells the advertiser (`notifications`) in one
//! transaction.

use chrono::{Duration, NaiveDate};
use sqlx::{PgConnection, PgPool};

use super::{
    fields::{self, SlotFields},
    query,
    status::{self, SlotAction, SlotState, SlotStatus},
    url,
};
use crate::{
    actor::Actor,
    cash,
    db::{
        self,
        field_configs::FieldConfigRow,
        slot_logs::{SlotChange, SlotChangeType},
        slots::{NewSlot, SlotContent, SlotRow},
    },
    error::AppError,
    messages,
    notifications::{self, product_events},
    rank::{self, runs::Trigger},
    settings::{self, OperationMode, Settings},
    time,
};

pub use crate::values::slots::StatusTarget;

/// A slot approved without dates runs this many days from today.
pub const DEFAULT_PERIOD_DAYS: i64 = 30;

/// An advertiser's account locked in the caller's transaction until it ends (their user row): it
/// serialises their slot numbers, their per-user limit and their payments. Taken once for any
/// number of [`register`]s.
pub(super) struct Account {
    user_id: i64,
    balance: cash::slots::SpendableBalance,
}

/// Locks `user_id`'s account and reads their balance; `None` if the account is gone (deleted
/// since its token was issued).
pub(super) async fn lock_account(
    tx: &mut PgConnection,
    user_id: i64,
) -> Result<Option<Account>, AppError> {
    if db::users::lock(tx, user_id).await?.is_none() {
        return Ok(None);
    }
    Ok(Some(Account {
        user_id,
        balance: cash::slots::SpendableBalance::read(tx, user_id).await?,
    }))
}

/// How one registration in a shared transaction ended.
pub(super) enum Registration {
    Registered(i64),
    /// Refused before anything was written: the transaction goes on as it was.
    Refused(AppError),
}

impl Registration {
    pub(super) fn into_result(self) -> Result<i64, AppError> {
        match self {
            Self::Registered(id) => Ok(id),
            Self::Refused(refusal) => Err(refusal),
        }
    }
}

/// Registers one new slot for `actor` inside the caller's transaction, which holds their
/// `account` ([`lock_account`]): the one registration of both the form (through
/// [`super::grouped::Registrations::create`]) and each bulk row (`bulk_registration`). New slots
/// exist only in normal mode (pre-allocation fills issued ones). Checks the fields, the balance
/// and the per-user limit, and pays from the balance; logs it, and with slotAutoApproval approves
/// it at once.
///
/// Every refusal comes before the first write (the limit in the insert itself), so the caller
/// needs no savepoint to go on after one. An `Err` is a failed statement: the transaction is
/// unusable.
pub(super) async fn register(
    tx: &mut PgConnection,
    account: &mut Account,
    actor: &Actor,
    settings: &Settings,
    configs: &[FieldConfigRow],
    domain: &str,
    input: &SlotFields,
) -> Result<Registration, AppError> {
    if account.user_id != actor.user_id {
        return Err(AppError::Internal(anyhow::anyhow!(
            "a registration under another user's account lock"
        )));
    }
    let price = cash::slots::slot_price(settings);
    let checked = NewContent::check(settings, configs, domain, input)
        .and_then(|content| account.balance.covers_slot(price).map(|()| content));
    let content = match checked {
        Ok(content) => content,
        Err(refusal) => return Ok(Registration::Refused(refusal)),
    };
    let NewContent {
        keyword,
        extra_keywords,
        product,
        mid,
        custom,
    } = content;
    let max = settings.business.max_slots_per_user;
    let inserted = db::slots::insert_within_limit(
        tx,
        &NewSlot {
            user_id: actor.user_id,
            status: SlotStatus::Pending,
            keyword: Some(&keyword),
            extra_keywords: &extra_keywords,
            url: Some(&product.url),
            mid: mid.as_deref(),
            url_ids: Some((product.product_id, product.item_id, product.vendor_item_id)),
            custom_fields: &custom,
            price,
            payment_completed: price > 0,
        },
        max,
    )
    .await?;
    let Some(id) = inserted else {
        return Ok(Registration::Refused(AppError::SlotLimitReached { max }));
    };
    let created = SlotChange {
        new_value: Some(keyword.clone()),
        ..SlotChange::event(
            SlotChangeType::Create,
            messages::slot_created_log(&keyword, &product.url),
        )
    };
    db::slot_logs::append(tx, id, actor, &created).await?;
    if settings.business.slot_auto_approval {
        let today = time::today_kst();
        let (start, end) = (today, today + Duration::days(DEFAULT_PERIOD_DAYS - 1));
        let approved_price = cash::slots::auto_approval_price(settings);
        approve(tx, id, Some(&keyword), None, approved_price, start, end).await?;
        let change = SlotChange::status(
            SlotChangeType::Approve,
            SlotStatus::Pending,
            SlotStatus::Active,
        )
        .described(Some(messages::slot_auto_approved_log(
            approved_price,
            start,
            end,
        )));
        db::slot_logs::append(tx, id, actor, &change).await?;
    }
    account
        .balance
        .pay_for_slot(tx, id, &keyword, price)
        .await?;
    Ok(Registration::Registered(id))
}

/// A new slot's content from the form, checked (no database needed).
struct NewContent {
    keyword: String,
    extra_keywords: Vec<String>,
    product: url::ProductUrl,
    mid: Option<String>,
    custom: serde_json::Value,
}

impl NewContent {
    fn check(
        settings: &Settings,
        configs: &[FieldConfigRow],
        domain: &str,
        input: &SlotFields,
    ) -> Result<Self, AppError> {
        if settings.business.slot_operation_mode == OperationMode::PreAllocation {
            return Err(AppError::SlotCreateNeedsNormalMode);
        }
        fields::check_required(input, configs, true)?;
        let (keyword, extra_keywords) =
            fields::keywords(input.keyword.as_deref().unwrap_or_default())?;
        Ok(Self {
            keyword,
            extra_keywords,
            product: url::parse(input.url.as_deref().unwrap_or_default(), domain)?,
            mid: fields::mid(input.mid.as_deref()),
            custom: fields::merged_custom(&serde_json::json!({}), input, configs),
        })
    }
}

/// An operator's decision on a pending slot.
#[derive(Debug, Clone)]
pub enum Decision {
    Approve {
        price: Option<i64>,
        start_date: Option<NaiveDate>,
        end_date: Option<NaiveDate>,
    },
    Reject {
        reason: String,
    },
}

/// Approves (with a price and a work period) or rejects (with a reason) a pending slot.
pub async fn decide(
    db: &PgPool,
    actor: &Actor,
    slot_id: i64,
    decision: &Decision,
) -> Result<SlotRow, AppError> {
    actor.require_staff()?;
    let settings = settings::load(db).await?;
    let mode = settings.business.slot_operation_mode;
    let today = time::today_kst();
    let mut tx = db.begin().await?;
    let row = lock_visible(&mut tx, actor, slot_id).await?;
    match decision {
        Decision::Approve {
            price,
            start_date,
            end_date,
        } => {
            status::require(
                &SlotState::from(&row),
                today,
                actor.role,
                mode,
                SlotAction::Approve,
            )?;
            let price = cash::slots::approval_price(
                *price,
                (&row).into(),
                settings.business.use_cash_system,
            )?;
            // Without dates, a slot that has a period (an issued one) keeps it.
            let (start, end) = match (start_date, end_date, row.start_date, row.end_date) {
                (None, None, Some(start), Some(end)) => (start, end),
                _ => {
                    let start = start_date.unwrap_or(today);
                    (
                        start,
                        end_date.unwrap_or(start + Duration::days(DEFAULT_PERIOD_DAYS - 1)),
                    )
                }
            };
            if end < start {
                return Err(AppError::SlotPeriodInvalid);
            }
            let approver = Some(actor.user_id);
            approve(
                &mut tx,
                slot_id,
                row.keyword.as_deref(),
                approver,
                price,
                start,
                end,
            )
            .await?;
            let change = SlotChange::status(
                SlotChangeType::Approve,
                SlotStatus::Pending,
                SlotStatus::Active,
            )
            .described(Some(messages::slot_approved_log(price, start, end)));
            db::slot_logs::append(&mut tx, slot_id, actor, &change).await?;
            let notice = product_events::slot_approved(&row, start, end);
            notifications::notify(&mut tx, row.user_id, &notice).await?;
        }
        Decision::Reject { reason } => {
            let reason = reason.trim();
            if reason.is_empty() {
                return Err(AppError::RejectionReasonRequired);
            }
            status::require(
                &SlotState::from(&row),
                today,
                actor.role,
                mode,
                SlotAction::Reject,
            )?;
            db::slots::mark_rejected(&mut tx, slot_id, reason).await?;
            cash::slots::refund_rejected_slot(&mut tx, &row).await?;
            let change = SlotChange::status(
                SlotChangeType::Reject,
                SlotStatus::Pending,
                SlotStatus::Rejected,
            )
            .described(Some(reason.into()));
            db::slot_logs::append(&mut tx, slot_id, actor, &change).await?;
            let notice = product_events::slot_rejected(&row, reason);
            notifications::notify(&mut tx, row.user_id, &notice).await?;
        }
    }
    committed(tx, slot_id).await
}

/// Marks a pending slot approved (by `approver`, or the system when `None`) and queues today's
/// crawl of its keyword when its period has begun.
async fn approve(
    tx: &mut PgConnection,
    slot_id: i64,
    keyword: Option<&str>,
    approver: Option<i64>,
    price: i64,
    start: NaiveDate,
    end: NaiveDate,
) -> Result<(), AppError> {
    db::slots::mark_approved(tx, slot_id, approver, price, start, end).await?;
    let today = time::today_kst();
    if start <= today
        && let Some(keyword) = keyword
    {
        rank::runs::queue(tx, keyword, today, Trigger::Edit).await?;
    }
    Ok(())
}

/// `PATCH /slots/{id}/status`: pause, resume, delete or refund (with a reason).
pub async fn change_status(
    db: &PgPool,
    actor: &Actor,
    slot_id: i64,
    target: StatusTarget,
    refund_reason: Option<&str>,
) -> Result<SlotRow, AppError> {
    let (action, new_status, change_type) = match target {
        StatusTarget::Paused => (SlotAction::Pause, SlotStatus::Paused, SlotChangeType::Pause),
        StatusTarget::Active => (
            SlotAction::Resume,
            SlotStatus::Active,
            SlotChangeType::Resume,
        ),
        StatusTarget::Deleted => (
            SlotAction::Delete,
            SlotStatus::Deleted,
            SlotChangeType::Delete,
        ),
        StatusTarget::Refunded => (
            SlotAction::Refund,
            SlotStatus::Refunded,
            SlotChangeType::Refund,
        ),
    };
    let reason = refund_reason.map(str::trim).filter(|r| !r.is_empty());
    if action == SlotAction::Refund {
        actor.require_staff()?;
        if reason.is_none() {
            return Err(AppError::RefundReasonRequired);
        }
    }
    let mode = settings::operation_mode(db).await?;
    let mut tx = db.begin().await?;
    let row = lock_visible(&mut tx, actor, slot_id).await?;
    status::require(
        &SlotState::from(&row),
        time::today_kst(),
        actor.role,
        mode,
        action,
    )?;
    match action {
        SlotAction::Refund => {
            db::slots::mark_refunded(&mut tx, slot_id, actor.user_id, reason.unwrap_or_default())
                .await?;
            let refunded =
                cash::slots::refund_unused_days(&mut tx, &row, time::today_kst()).await?;
            let notice = product_events::slot_refunded(&row, refunded);
            notifications::notify(&mut tx, row.user_id, &notice).await?;
        }
        _ => db::slots::set_status(&mut tx, slot_id, new_status).await?,
    }
    let change = SlotChange::status(change_type, row.status, new_status)
        .described(reason.map(str::to_owned));
    db::slot_logs::append(&mut tx, slot_id, actor, &change).await?;
    let row = match action {
        // A deleted slot is gone from every read; answer with what it was.
        SlotAction::Delete => SlotRow {
            status: SlotStatus::Deleted,
            ..row
        },
        _ => db::slots::find(&mut tx, slot_id)
            .await?
            .ok_or(AppError::SlotNotFound)?,
    };
    tx.commit().await?;
    Ok(row)
}

/// Edits a slot's keyword, URL, MID and dynamic fields; operators may also move its period.
/// Changing the keyword or the URL resets the slot's rank data.
pub async fn update_fields(
    db: &PgPool,
    actor: &Actor,
    domain: &str,
    slot_id: i64,
    input: &SlotFields,
    period: (Option<NaiveDate>, Option<NaiveDate>),
) -> Result<SlotRow, AppError> {
    let mode = settings::operation_mode(db).await?;
    let mut tx = db.begin().await?;
    let row = lock_visible(&mut tx, actor, slot_id).await?;
    status::require(
        &SlotState::from(&row),
        time::today_kst(),
        actor.role,
        mode,
        SlotAction::Edit,
    )?;
    let configs = db::field_configs::list(&mut tx).await?;
    fields::check_required(input, &configs, false)?;
    apply_content(&mut tx, actor, domain, &row, input, &configs, true).await?;
    if actor.role.is_staff() && (period.0.is_some() || period.1.is_some()) {
        let (start, end) = (period.0.or(row.start_date), period.1.or(row.end_date));
        db::slots::set_period(&mut tx, slot_id, start, end).await?;
        let change = SlotChange::field(
            "period",
            Some(period_text(row.start_date, row.end_date)),
            Some(period_text(start, end)),
        );
        db::slot_logs::append(&mut tx, slot_id, actor, &change).await?;
    }
    committed(tx, slot_id).await
}

/// An advertiser fills an empty slot. With keyword and URL both set it goes to approval.
pub async fn fill(
    db: &PgPool,
    actor: &Actor,
    domain: &str,
    slot_id: i64,
    input: &SlotFields,
) -> Result<SlotRow, AppError> {
    if input.is_blank() {
        return Err(AppError::FillNeedsAField);
    }
    let mode = settings::operation_mode(db).await?;
    let mut tx = db.begin().await?;
    let row = lock_visible(&mut tx, actor, slot_id).await?;
    status::require(
        &SlotState::from(&row),
        time::today_kst(),
        actor.role,
        mode,
        SlotAction::Fill,
    )?;
    let configs = db::field_configs::list(&mut tx).await?;
    fill_locked(&mut tx, actor, domain, &row, input, &configs).await?;
    committed(tx, slot_id).await
}

/// The owner edits (or fills) several slots at once: blank fields are "no change", keyword or URL
/// is required, and either every slot changes or none does.
pub async fn bulk_update(
    db: &PgPool,
    actor: &Actor,
    domain: &str,
    slot_ids: &[i64],
    input: &SlotFields,
) -> Result<usize, AppError> {
    if slot_ids.is_empty() {
        return Err(AppError::BulkNoSlots);
    }
    let blank = |v: &Option<String>| v.as_deref().is_none_or(|s| s.trim().is_empty());
    if blank(&input.keyword) && blank(&input.url) {
        return Err(AppError::BulkNeedsKeywordOrUrl);
    }
    // Blank means "no change": drop the blanks before anything reads them.
    let input = SlotFields {
        keyword: input.keyword.clone().filter(|k| !k.trim().is_empty()),
        url: input.url.clone().filter(|u| !u.trim().is_empty()),
        mid: input.mid.clone().filter(|m| !m.trim().is_empty()),
        custom: input
            .custom
            .iter()
            .filter(|(_, v)| !v.as_str().is_some_and(|s| s.trim().is_empty()))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
    };
    if let Some(raw) = &input.url {
        url::parse(raw, domain)?; // the URL's message once, before naming any slot
    }
    let mode = settings::operation_mode(db).await?;
    let today = time::today_kst();
    let mut ids = slot_ids.to_vec();
    ids.sort_unstable();
    ids.dedup();

    let mut tx = db.begin().await?;
    let configs = db::field_configs::list(&mut tx).await?;
    let locked = db::slots::lock(&mut tx, &ids).await?;
    let rows = db::slots::find_many(&mut tx, &locked).await?;
    let owned: Vec<&SlotRow> = rows
        .iter()
        .filter(|r| actor.is_slot_owner(r.user_id, r.status))
        .collect();
    if owned.len() != ids.len() {
        return Err(AppError::SlotNotFound);
    }
    for row in owned {
        let state = SlotState::from(row);
        let refused = |e: AppError| AppError::BulkSlotRefused {
            reason: format!("슬롯 #{}: {e}", row.slot_number),
        };
        if status::display_status(&state, today) == status::DisplayStatus::Empty {
            status::require(&state, today, actor.role, mode, SlotAction::Fill).map_err(refused)?;
            fill_locked(&mut tx, actor, domain, row, &input, &configs).await?;
        } else {
            status::require(&state, today, actor.role, mode, SlotAction::Edit).map_err(refused)?;
            apply_content(&mut tx, actor, domain, row, &input, &configs, true).await?;
        }
    }
    tx.commit().await?;
    Ok(ids.len())
}

/// Deletes a slot's rank history and resets its rank fields (`DELETE /slots/{id}/rank-data`).
pub async fn reset_rank_data(db: &PgPool, actor: &Actor, slot_id: i64) -> Result<u64, AppError> {
    let mut tx = db.begin().await?;
    lock_visible(&mut tx, actor, slot_id).await?;
    let deleted = reset_rank_locked(&mut tx, actor, slot_id).await?;
    tx.commit().await?;
    Ok(deleted)
}

/// Commits and answers the slot as it now is.
async fn committed(
    mut tx: sqlx::Transaction<'_, sqlx::Postgres>,
    slot_id: i64,
) -> Result<SlotRow, AppError> {
    let row = db::slots::find(&mut tx, slot_id)
        .await?
        .ok_or(AppError::SlotNotFound)?;
    tx.commit().await?;
    Ok(row)
}

pub(super) async fn lock_visible(
    tx: &mut PgConnection,
    actor: &Actor,
    slot_id: i64,
) -> Result<SlotRow, AppError> {
    db::slots::lock(tx, &[slot_id]).await?;
    query::visible(actor, db::slots::find(tx, slot_id).await?)
}

/// Fills an empty slot (locked): blank fields are ignored; with keyword and URL it goes pending.
pub(super) async fn fill_locked(
    tx: &mut PgConnection,
    actor: &Actor,
    domain: &str,
    row: &SlotRow,
    input: &SlotFields,
    configs: &[FieldConfigRow],
) -> Result<(), AppError> {
    let input = SlotFields {
        keyword: input.keyword.clone().filter(|k| !k.trim().is_empty()),
        url: input.url.clone().filter(|u| !u.trim().is_empty()),
        ..input.clone()
    };
    let (keyword, url) = apply_content(tx, actor, domain, row, &input, configs, false).await?;
    if keyword.is_some() && url.is_some() {
        db::slots::set_status(tx, row.id, SlotStatus::Pending).await?;
        let change = SlotChange::status(
            SlotChangeType::FillEmpty,
            SlotStatus::Empty,
            SlotStatus::Pending,
        );
        db::slot_logs::append(tx, row.id, actor, &change).await?;
    }
    Ok(())
}

/// Writes the sent content over the row's, logging each changed field; resets rank data when the
/// keyword or URL changed. `keep_core` refuses blanking keyword or URL. Returns the new keyword
/// and URL.
async fn apply_content(
    tx: &mut PgConnection,
    actor: &Actor,
    domain: &str,
    row: &SlotRow,
    input: &SlotFields,
    configs: &[FieldConfigRow],
    keep_core: bool,
) -> Result<(Option<String>, Option<String>), AppError> {
    let (keyword, extra_keywords) = match &input.keyword {
        Some(raw) if keep_core || !raw.trim().is_empty() => {
            let (first, extra) = fields::keywords(raw)?;
            (Some(first), extra)
        }
        _ => (row.keyword.clone(), row.extra_keywords.clone()),
    };
    let (url, url_ids) = match &input.url {
        Some(raw) if keep_core || !raw.trim().is_empty() => {
            let product = url::parse(raw, domain)?;
            (
                Some(product.url),
                Some((product.product_id, product.item_id, product.vendor_item_id)),
            )
        }
        _ => (row.url.clone(), None),
    };
    let mid = match &input.mid {
        Some(raw) => fields::mid(Some(raw)),
        None => row.mid.clone(),
    };
    let custom = fields::merged_custom(&row.custom_fields, input, configs);
    let url_changed = url != row.url;
    let keyword_changed = keyword != row.keyword;
    let extra_changed = extra_keywords != row.extra_keywords;
    if !url_changed
        && !keyword_changed
        && !extra_changed
        && mid == row.mid
        && custom == row.custom_fields
    {
        return Ok((keyword, url));
    }
    // Unchanged URL keeps its stored ids.
    let url_ids = if url_changed {
        url_ids
    } else {
        current_ids(tx, row.id).await?
    };
    db::slots::update_content(
        tx,
        row.id,
        &SlotContent {
            keyword: keyword.as_deref(),
            extra_keywords: &extra_keywords,
            url: url.as_deref(),
            url_ids,
            mid: mid.as_deref(),
            custom_fields: &custom,
        },
    )
    .await?;
    for (key, old, new) in [
        ("keyword", &row.keyword, &keyword),
        ("url", &row.url, &url),
        ("mid", &row.mid, &mid),
    ] {
        if old != new {
            let change = SlotChange::field(key, old.clone(), new.clone());
            db::slot_logs::append(tx, row.id, actor, &change).await?;
        }
    }
    if extra_changed {
        let joined = |k: &[String]| (!k.is_empty()).then(|| k.join(", "));
        let change = SlotChange::field(
            "extraKeywords",
            joined(&row.extra_keywords),
            joined(&extra_keywords),
        );
        db::slot_logs::append(tx, row.id, actor, &change).await?;
    }
    let old_custom = row.custom_fields.as_object().cloned().unwrap_or_default();
    for (key, value) in custom.as_object().into_iter().flatten() {
        if old_custom.get(key) != Some(value) {
            let old = old_custom.get(key).map(value_text);
            let change = SlotChange::field(key, old, Some(value_text(value)));
            db::slot_logs::append(tx, row.id, actor, &change).await?;
        }
    }
    if (keyword_changed && row.keyword.is_some()) || (url_changed && row.url.is_some()) {
        reset_rank_locked(tx, actor, row.id).await?;
        if matches!(row.status, SlotStatus::Active | SlotStatus::Waiting)
            && let Some(keyword) = keyword.as_deref()
        {
            rank::runs::queue(tx, keyword, time::today_kst(), Trigger::Edit).await?;
        }
    }
    Ok((keyword, url))
}

async fn current_ids(
    tx: &mut PgConnection,
    slot_id: i64,
) -> Result<Option<(i64, i64, i64)>, AppError> {
    let ids = sqlx::query!(
        "SELECT url_product_id, url_item_id, url_vendor_item_id FROM slots WHERE id = $1",
        slot_id
    )
    .fetch_one(&mut *tx)
    .await?;
    Ok(
        match (ids.url_product_id, ids.url_item_id, ids.url_vendor_item_id) {
            (Some(p), Some(i), Some(v)) => Some((p, i, v)),
            _ => None,
        },
    )
}

async fn reset_rank_locked(
    tx: &mut PgConnection,
    actor: &Actor,
    slot_id: i64,
) -> Result<u64, AppError> {
    let deleted = db::rank_history::delete_for_slot(tx, slot_id).await?;
    db::slots::reset_rank(tx, slot_id).await?;
    let change = SlotChange::event(SlotChangeType::RankReset, messages::rank_reset_log(deleted));
    db::slot_logs::append(tx, slot_id, actor, &change).await?;
    Ok(deleted)
}

fn period_text(start: Option<NaiveDate>, end: Option<NaiveDate>) -> String {
    let show = |d: Option<NaiveDate>| d.map(|d| d.to_string()).unwrap_or_default();
    format!("{} ~ {}", show(start), show(end))
}

fn value_text(value: &serde_json::Value) -> String {
    match value {
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}
