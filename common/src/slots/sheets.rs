//! Slots in spreadsheets (spec part 2 §2, §5 "Excel import"; issue 15): the grid's columns from
//! the field configuration, an Excel file read into grid rows, the sample template, the grid's
//! rows written out, and the rows of the slot list and of a slot's rank history for the exports.
//! The file formats themselves are `crate::spreadsheet`'s.

use std::collections::BTreeMap;

use sqlx::PgPool;

use super::{
    field_configs::FieldType,
    fields,
    query::{self, SlotListQuery},
    status::{self, SlotState},
};
use crate::{
    actor::Actor,
    db::{self, field_configs::FieldConfigRow, rank_history::RankDay, slots::SlotRow},
    error::AppError,
    messages,
    spreadsheet::{Cell, Column, ColumnKind, Imported, export, import, template},
    time,
};

/// Slots one list export holds at most.
pub const EXPORT_MAX_ROWS: i64 = 1_000_000;

/// The core fields: in every sheet, configured or not (a slot needs keyword and URL; MID is
/// optional but always understood).
const CORE: [&str; 3] = [fields::KEYWORD_KEY, fields::URL_KEY, fields::MID_KEY];

/// The sheet's columns: the core fields and the enabled configured fields, in display order.
pub fn columns(configs: &[FieldConfigRow]) -> Vec<Column> {
    let mut enabled: Vec<&FieldConfigRow> = configs
        .iter()
        .filter(|c| c.is_enabled || CORE.contains(&c.field_key.as_str()))
        .collect();
    enabled.sort_by_key(|c| c.display_order);
    enabled.into_iter().map(column).collect()
}

fn column(config: &FieldConfigRow) -> Column {
    let core = [fields::KEYWORD_KEY, fields::URL_KEY].contains(&config.field_key.as_str());
    // keyword and URL are required whatever the configuration says
    Column {
        key: config.field_key.clone(),
        label: config.label.clone(),
        kind: match config.field_type {
            FieldType::Text => ColumnKind::Text,
            FieldType::Textarea => ColumnKind::Textarea,
            FieldType::Number => ColumnKind::Number,
            FieldType::Email => ColumnKind::Email,
            FieldType::Url => ColumnKind::Url,
            FieldType::Select => ColumnKind::Select,
            FieldType::Date => ColumnKind::Date,
            FieldType::Boolean => ColumnKind::Boolean,
        },
        required: core || config.is_required,
        placeholder: config.placeholder.clone(),
        description: config.description.clone(),
        options: config.options.0.clone(),
    }
}

async fn configured_columns(db: &PgPool) -> Result<Vec<Column>, AppError> {
    let mut conn = db.acquire().await?;
    Ok(columns(&db::field_configs::list(&mut conn).await?))
}

/// An uploaded `.xlsx` or `.xls` read into grid rows for review (nothing is registered); the
/// content decides the format, not the file's name.
pub async fn read_upload(db: &PgPool, bytes: &[u8]) -> Result<Imported, AppError> {
    let columns = configured_columns(db).await?;
    Ok(import::read(bytes, &columns)?)
}

/// The sample template: the header from the field configuration, a note per column, dropdowns
/// for select fields and two example rows.
pub async fn template(db: &PgPool, marketplace_domain: &str) -> Result<Vec<u8>, AppError> {
    let columns = configured_columns(db).await?;
    // Product pages live on the www host; the examples look like what people copy.
    let domain = marketplace_domain.trim_start_matches('.');
    let host = if domain.starts_with("www.") {
        domain.to_owned()
    } else {
        format!("www.{domain}")
    };
    Ok(template::template(&columns, &host)?)
}

/// The grid's rows as an `.xlsx` (at most the grid's 1,000 rows).
pub async fn grid(db: &PgPool, rows: &[BTreeMap<String, String>]) -> Result<Vec<u8>, AppError> {
    if rows.len() > super::bulk_registration::MAX_ROWS {
        return Err(AppError::BulkTooManyRows {
            max: super::bulk_registration::MAX_ROWS,
        });
    }
    let columns = configured_columns(db).await?;
    Ok(export::grid(&columns, rows)?)
}

/// What a slot-list export holds: its header, and the ids of the matching slots in list order.
pub struct SlotExport {
    pub header: Vec<String>,
    pub ids: Vec<i64>,
    columns: Vec<Column>,
    with_owner: bool,
}

/// Plans the export of the slot list as the caller sees it with the list's filters (staff: one
/// advertiser's with `userId`, or everyone's).
pub async fn plan_slot_export(
    db: &PgPool,
    actor: &Actor,
    q: &SlotListQuery,
) -> Result<SlotExport, AppError> {
    let columns: Vec<Column> = configured_columns(db)
        .await?
        .into_iter()
        .filter(|c| !CORE.contains(&c.key.as_str()))
        .collect();
    let with_owner = actor.role.is_staff();
    let mut header: Vec<String> = Vec::new();
    if with_owner {
        header.extend(
            messages::SLOT_EXPORT_OWNER_HEADER
                .iter()
                .map(|h| h.to_string()),
        );
    }
    header.extend(messages::SLOT_EXPORT_HEADER.iter().map(|h| h.to_string()));
    header.extend(columns.iter().map(|c| c.label.clone()));
    let ids = query::matching_ids(db, actor, q, EXPORT_MAX_ROWS).await?;
    Ok(SlotExport {
        header,
        ids,
        columns,
        with_owner,
    })
}

impl SlotExport {
    /// The cells of the slots `ids` (a chunk of [`Self::ids`]), in that order.
    pub async fn rows(&self, db: &PgPool, ids: &[i64]) -> Result<Vec<Vec<Cell>>, AppError> {
        let mut conn = db.acquire().await?;
        let slots = db::slots::find_many(&mut conn, ids).await?;
        let today = time::today_kst();
        Ok(slots.iter().map(|s| self.cells(s, today)).collect())
    }

    fn cells(&self, slot: &SlotRow, today: chrono::NaiveDate) -> Vec<Cell> {
        let text = |v: &Option<String>| v.clone().map_or(Cell::Empty, Cell::Text);
        let rank = |r: Option<i32>| match r {
            Some(r) if r > 0 && r <= 500 => Cell::Int(i64::from(r)),
            _ => Cell::Empty,
        };
        let date = |d: Option<chrono::NaiveDate>| d.map_or(Cell::Empty, Cell::Date);
        let display = status::display_status(&SlotState::from(slot), today);
        let mut cells = Vec::with_capacity(self.header.len());
        if self.with_owner {
            cells.push(Cell::Text(slot.user_name.clone()));
            cells.push(Cell::Text(slot.user_email.clone()));
        }
        cells.extend([
            Cell::Int(slot.slot_number),
            Cell::Text(messages::display_status_label(display).to_owned()),
            text(&slot.keyword),
            Cell::Text(slot.extra_keywords.join(", ")),
            text(&slot.url),
            text(&slot.mid),
            rank(slot.rank),
            rank(slot.yesterday_rank),
            date(slot.start_date),
            date(slot.end_date),
            Cell::DateTime(time::kst_datetime(slot.created_at)),
        ]);
        for column in &self.columns {
            cells.push(match slot.custom_fields.get(&column.key) {
                Some(serde_json::Value::String(s)) if !s.is_empty() => Cell::Text(s.clone()),
                Some(serde_json::Value::Number(n)) => Cell::Text(n.to_string()),
                Some(serde_json::Value::Bool(b)) => Cell::Text(b.to_string()),
                _ => Cell::Empty,
            });
        }
        cells
    }
}

/// A slot's rank history for an export: its header and one row per day, newest first, over the
/// last year (the history's longest range).
pub async fn rank_history_rows(
    db: &PgPool,
    actor: &Actor,
    slot_id: i64,
) -> Result<(SlotRow, Vec<String>, Vec<Vec<Cell>>), AppError> {
    let slot = query::get(db, actor, slot_id).await?;
    let end = time::today_kst();
    let start = end - chrono::Duration::days(crate::rank::history::MAX_HISTORY_DAYS - 1);
    let mut conn = db.acquire().await?;
    let days = db::rank_history::list(&mut conn, slot_id, start, end).await?;
    let header = messages::RANK_EXPORT_HEADER
        .iter()
        .map(|h| h.to_string())
        .collect();
    let rows = days.iter().rev().map(rank_cells).collect();
    Ok((slot, header, rows))
}

fn rank_cells(day: &RankDay) -> Vec<Cell> {
    let rank = |r: Option<i32>| match r {
        Some(r) if r > 0 && r <= 500 => Cell::Int(i64::from(r)),
        _ => Cell::Empty,
    };
    let shown = if day.rank > 0 && day.rank <= 500 {
        Cell::Int(i64::from(day.rank))
    } else {
        Cell::Text(messages::RANK_OUT_OF_RANGE.to_owned())
    };
    let change = match day.prev_rank {
        Some(prev) if prev > 0 && day.rank > 0 && day.rank <= 500 => {
            Cell::Int(i64::from(prev - day.rank))
        }
        _ => Cell::Empty,
    };
    vec![
        Cell::Date(day.day),
        shown,
        change,
        rank(day.min_rank),
        rank(day.max_rank),
    ]
}
