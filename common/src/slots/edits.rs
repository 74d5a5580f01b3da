//! What callers change in a slot's content: an edit of its keyword, URL, MID and dynamic fields
//! (operators may also move its period), an advertiser filling an issued empty slot, the owner's
//! bulk edit of many at once, and resetting its rank data. Every changed field is logged
//! (`slot_logs`); a keyword or URL change resets the slot's rank data and queues today's crawl.

use chrono::NaiveDate;
use sqlx::{PgConnection, PgPool};

use super::{
    fields::{self, SlotFields},
    locked,
    status::{self, SlotAction, SlotState, SlotStatus},
    url,
};
use crate::{
    actor::Actor,
    db::{
        self,
        field_configs::FieldConfigRow,
        slot_logs::{SlotChange, SlotChangeType},
        slots::{SlotContent, SlotRow},
    },
    error::AppError,
    messages,
    rank::{self, runs::Trigger},
    settings, text, time,
};

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
    let row = locked::for_action(&mut tx, actor, slot_id, mode, SlotAction::Edit).await?;
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
    locked::committed(tx, slot_id).await
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
    let row = locked::for_action(&mut tx, actor, slot_id, mode, SlotAction::Fill).await?;
    let configs = db::field_configs::list(&mut tx).await?;
    fill_locked(&mut tx, actor, domain, &row, input, &configs).await?;
    locked::committed(tx, slot_id).await
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
    // Blank means "no change": drop the blanks before anything reads them.
    let input = SlotFields {
        keyword: text::filled(&input.keyword),
        url: text::filled(&input.url),
        mid: text::filled(&input.mid),
        custom: input
            .custom
            .iter()
            .filter(|(_, v)| {
                v.as_str()
                    .is_none_or(|s| text::non_blank(Some(s)).is_some())
            })
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect(),
    };
    if input.keyword.is_none() && input.url.is_none() {
        return Err(AppError::BulkNeedsKeywordOrUrl);
    }
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
            reason: messages::slot_refusal(row.slot_number, &e.to_string()),
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
    locked::visible(&mut tx, actor, slot_id).await?;
    let deleted = reset_rank_locked(&mut tx, actor, slot_id).await?;
    tx.commit().await?;
    Ok(deleted)
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
    let (keyword, url) = apply_content(tx, actor, domain, row, input, configs, false).await?;
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
    // Keyword and URL as sent; blank ones keep the row's unless they may not be blanked.
    let sent = |raw: &Option<String>| {
        raw.clone()
            .filter(|raw| keep_core || text::non_blank(Some(raw)).is_some())
    };
    let (keyword, extra_keywords) = match sent(&input.keyword) {
        Some(raw) => {
            let (first, extra) = fields::keywords(&raw)?;
            (Some(first), extra)
        }
        None => (row.keyword.clone(), row.extra_keywords.clone()),
    };
    let (url, url_ids) = match sent(&input.url) {
        Some(raw) => {
            let product = url::parse(&raw, domain)?;
            let ids = (product.product_id, product.item_id, product.vendor_item_id);
            (Some(product.url), Some(ids))
        }
        None => (row.url.clone(), None),
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
