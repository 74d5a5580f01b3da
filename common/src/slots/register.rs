//! The registration engine: one new slot registered inside the caller's transaction, which holds
//! the advertiser's account locked. The form (through [`super::grouped::Registrations`]) and each
//! bulk row (`bulk_registration`) register through [`register`]; nothing else makes a new slot.

use sqlx::PgConnection;

use super::{
    decisions,
    fields::{self, SlotFields},
    status::SlotStatus,
    url,
};
use crate::{
    actor::Actor,
    cash,
    db::{
        self,
        field_configs::FieldConfigRow,
        slot_logs::{SlotChange, SlotChangeType},
        slots::NewSlot,
    },
    error::AppError,
    messages,
    settings::{OperationMode, Settings},
    time,
};

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
        let (start, end) =
            decisions::approval_period((None, None), (None, None), time::today_kst())?;
        let approved = cash::slots::auto_approval_price(settings);
        let log = messages::slot_auto_approved_log(approved, start, end);
        let approval = decisions::Approval {
            keyword: Some(&keyword),
            approver: None,
            price: approved,
            period: (start, end),
        };
        approval.write(tx, actor, id, log).await?;
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
