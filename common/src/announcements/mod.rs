//! Announcements (spec part 2 §2 "Announcements", §3, §4, §5, §7): operators and developers write
//! them; everyone reads the active ones on the KST days they cover; opening one counts one view per
//! reader and marks it read for them. HTML content is cleaned by [`html::clean`] before it is
//! stored, so the stored copy is the one shown.

pub mod html;

use chrono::NaiveDate;
use serde::Deserialize;
use sqlx::PgPool;

use crate::{
    actor::Actor,
    db::{
        self,
        announcements::{AnnouncementFields, AnnouncementFilter, AnnouncementRow},
        audit_log::{AuditEntry, AuditEvent},
    },
    error::AppError,
    messages,
    pagination::{PageRequest, Pagination},
    params::{PageParams, blank_as_none, blank_or_choice},
    text, time,
};

pub use crate::values::announcements::{
    AnnouncementCategory, AnnouncementPriority, ContentType, StateFilter,
};

/// The title and the content: not blank, at most 200 and 50,000 characters once trimmed.
pub const TITLE: text::Field = text::Field::new(messages::TITLE_FIELD, 200);
pub const CONTENT: text::Field = text::Field::new(messages::CONTENT_FIELD, 50_000);
/// Images one announcement may show.
pub const MAX_IMAGES: usize = 10;
/// Rows a page when the caller does not say (the spec's admin list asks for 100).
pub const DEFAULT_LIMIT: i64 = 20;

/// An announcement as the management screen sends it (`POST`, and `PUT` with the whole record).
#[derive(Debug, Clone, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnnouncementInput {
    #[schema(required, schema_with = title_schema)]
    pub title: Option<String>,
    /// Plain text, or HTML that is cleaned to the allow-list before it is stored.
    #[schema(required, schema_with = content_schema)]
    pub content: Option<String>,
    /// Default text.
    #[serde(alias = "content_type")]
    pub content_type: Option<ContentType>,
    /// Default general.
    pub category: Option<AnnouncementCategory>,
    /// Default normal.
    pub priority: Option<AnnouncementPriority>,
    #[serde(alias = "is_pinned")]
    pub is_pinned: Option<bool>,
    /// Default true.
    #[serde(alias = "is_active")]
    pub is_active: Option<bool>,
    /// First KST day shown (open when absent).
    #[serde(alias = "start_date", default, deserialize_with = "day")]
    #[schema(value_type = Option<String>, format = Date)]
    pub start_date: Option<NaiveDate>,
    /// Last KST day shown (open when absent); not before the start.
    #[serde(alias = "end_date", default, deserialize_with = "day")]
    #[schema(value_type = Option<String>, format = Date)]
    pub end_date: Option<NaiveDate>,
    /// http(s) addresses of images, or our own uploads' `/api/uploads/{id}`; at most 10.
    #[schema(schema_with = images_schema)]
    pub images: Option<Vec<String>>,
}

fn title_schema() -> utoipa::openapi::Object {
    TITLE.required_schema(None)
}

fn content_schema() -> utoipa::openapi::Object {
    CONTENT.required_schema(Some("HTML must show something once cleaned."))
}

/// A date, or none for a missing, null or blank value; a timestamp's date part is taken (the
/// spec's client sends either).
fn day<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<NaiveDate>, D::Error> {
    let raw: Option<String> = Option::deserialize(d)?;
    let Some(raw) = raw.map(|r| r.trim().to_owned()).filter(|r| !r.is_empty()) else {
        return Ok(None);
    };
    let date_part = raw.get(..10).unwrap_or(&raw);
    NaiveDate::parse_from_str(date_part, "%Y-%m-%d")
        .map(Some)
        .map_err(|_| serde::de::Error::custom(AppError::AnnouncementDateInvalid.as_serde_message()))
}

/// The fields as stored: title trimmed, HTML cleaned, dates in order, images checked.
struct Checked {
    title: String,
    content: String,
    content_type: ContentType,
    category: AnnouncementCategory,
    priority: AnnouncementPriority,
    is_pinned: bool,
    is_active: bool,
    start_date: Option<NaiveDate>,
    end_date: Option<NaiveDate>,
    images: serde_json::Value,
}

fn check(input: &AnnouncementInput) -> Result<Checked, AppError> {
    let (Some(title), Some(raw)) = (
        text::non_blank(input.title.as_deref()),
        text::non_blank(input.content.as_deref()),
    ) else {
        return Err(AppError::AnnouncementTitleAndContentRequired);
    };
    let (title, raw) = (TITLE.capped(title)?, CONTENT.capped(raw)?);
    let content_type = input.content_type.unwrap_or(ContentType::Text);
    let content = match content_type {
        ContentType::Text => raw.to_owned(),
        ContentType::Html => {
            let cleaned = html::clean(raw);
            if !html::has_content(&cleaned) {
                return Err(AppError::AnnouncementTitleAndContentRequired);
            }
            cleaned
        }
    };
    if let (Some(start), Some(end)) = (input.start_date, input.end_date)
        && end < start
    {
        return Err(AppError::AnnouncementPeriodInvalid);
    }
    let images = input.images.clone().unwrap_or_default();
    if images.len() > MAX_IMAGES {
        return Err(AppError::AnnouncementTooManyImages { max: MAX_IMAGES });
    }
    let images: Vec<String> = images.iter().map(|i| i.trim().to_owned()).collect();
    if images.iter().any(|i| !is_web_image_address(i)) {
        return Err(AppError::AnnouncementImageInvalid);
    }
    Ok(Checked {
        title: title.to_owned(),
        content,
        content_type,
        category: input.category.unwrap_or(AnnouncementCategory::General),
        priority: input.priority.unwrap_or(AnnouncementPriority::Normal),
        is_pinned: input.is_pinned.unwrap_or(false),
        is_active: input.is_active.unwrap_or(true),
        start_date: input.start_date,
        end_date: input.end_date,
        images: serde_json::json!(images),
    })
}

/// Longest image address kept.
const MAX_IMAGE_ADDRESS_CHARS: usize = 500;
/// Characters an image address may not hold besides white space and control characters: quotes,
/// angle brackets, the backtick and the byte-order mark (blank to JavaScript).
const NOT_IN_ADDRESS: &str = "\"'<>`\u{feff}";

/// An http(s) address with a host and no spaces, quotes or control characters (trimmed first), or
/// the address of one of our own uploads (`/api/uploads/{id}`, served from our origin).
fn is_web_image_address(address: &str) -> bool {
    if crate::uploads::is_upload_address(address) {
        return true;
    }
    let rest = address
        .strip_prefix("https://")
        .or_else(|| address.strip_prefix("http://"));
    let allowed = |c: char| !(c.is_whitespace() || c.is_control() || NOT_IN_ADDRESS.contains(c));
    rest.is_some_and(|r| !r.is_empty() && !r.starts_with('/') && r.chars().all(allowed))
        && text::chars(address) <= MAX_IMAGE_ADDRESS_CHARS
}

/// The OpenAPI schema of `images`: what [`is_web_image_address`] accepts around white space that
/// is trimmed, at most 10. (The upload branch is looser than the check: any 36 hex digits and
/// hyphens, which the check then narrows to a well-formed UUID.)
fn images_schema() -> utoipa::openapi::schema::Array {
    use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, SchemaType, Type};
    let t = text::TRIMMED;
    let not = format!(r#"{t}\u0000-\u001f\u007f-\u009f"'<>`\ufeff"#);
    let upload = format!("{}[0-9a-f-]{{36}}", crate::uploads::ADDRESS_PREFIX);
    let pattern = format!("^[{t}]*(https?://[^/{not}][^{not}]*|{upload})[{t}]*$");
    let address = ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(pattern))
        .max_length(Some(MAX_IMAGE_ADDRESS_CHARS));
    ArrayBuilder::new()
        .schema_type(SchemaType::from_iter([Type::Array, Type::Null]))
        .items(address)
        .max_items(Some(MAX_IMAGES))
        .description(Some(
            "http(s) addresses of images, or our own uploads' /api/uploads/{id}; at most 10.",
        ))
        .build()
}

impl Checked {
    fn fields(&self) -> AnnouncementFields<'_> {
        AnnouncementFields {
            title: &self.title,
            content: &self.content,
            content_type: self.content_type,
            category: self.category,
            priority: self.priority,
            is_pinned: self.is_pinned,
            is_active: self.is_active,
            start_date: self.start_date,
            end_date: self.end_date,
            images: &self.images,
        }
    }
}

/// `GET /announcements` as asked.
#[derive(Debug, Clone, Default, Deserialize, utoipa::IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    /// Staff: also inactive ones and those outside their dates (ignored for others).
    #[serde(deserialize_with = "blank_as_none")]
    pub include_inactive: Option<bool>,
    /// Staff with includeInactive: all, active or inactive.
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub status: Option<StateFilter>,
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub category: Option<AnnouncementCategory>,
    /// Part of the title or the content.
    pub search: Option<String>,
}

/// Announcements, pinned first then newest: for readers those shown today; staff may ask for all.
pub async fn list(
    db: &PgPool,
    actor: &Actor,
    q: &ListQuery,
    page: &PageParams,
) -> Result<(Vec<AnnouncementRow>, Pagination), AppError> {
    let page = PageRequest::new(page.page, page.limit, DEFAULT_LIMIT)?;
    let everything = q.include_inactive.unwrap_or(false) && actor.role.is_staff();
    let active = match q.status {
        Some(StateFilter::Active) => Some(true),
        Some(StateFilter::Inactive) => Some(false),
        Some(StateFilter::All) | None => None,
    };
    let pattern = text::non_blank(q.search.as_deref()).map(db::like_pattern);
    let filter = AnnouncementFilter {
        shown_on: (!everything).then(time::today_kst),
        active: if everything { active } else { None },
        category: q.category,
        search: pattern.as_deref(),
        ..AnnouncementFilter::default()
    };
    page_of(db, actor, filter, &page).await
}

/// One page of the announcements `filter` finds, as `actor` reads them, and its pagination.
async fn page_of(
    db: &PgPool,
    actor: &Actor,
    filter: AnnouncementFilter<'_>,
    page: &PageRequest,
) -> Result<(Vec<AnnouncementRow>, Pagination), AppError> {
    let mut conn = db.acquire().await?;
    let rows = db::announcements::list(&mut conn, actor.user_id, filter, page.limit, page.offset())
        .await?;
    let total = db::announcements::count(&mut conn, filter).await?;
    Ok((rows, page.pagination(total)))
}

/// The pinned announcements shown today, newest first (the bar above every page).
pub async fn pinned(
    db: &PgPool,
    actor: &Actor,
    page: Option<i64>,
    limit: Option<i64>,
) -> Result<(Vec<AnnouncementRow>, Pagination), AppError> {
    let page = PageRequest::new(page, limit, DEFAULT_LIMIT)?;
    let filter = AnnouncementFilter {
        shown_on: Some(time::today_kst()),
        pinned_only: true,
        ..AnnouncementFilter::default()
    };
    page_of(db, actor, filter, &page).await
}

/// Opens announcement `id`: one view counted for this reader (the first time), and it is read for
/// them. Readers reach only those shown today; staff any.
pub async fn open(db: &PgPool, actor: &Actor, id: i64) -> Result<AnnouncementRow, AppError> {
    let shown_on = (!actor.role.is_staff()).then(time::today_kst);
    let mut tx = db.begin().await?;
    let mut row = find_shown(&mut tx, actor, id, shown_on).await?;
    if db::announcements::record_view(&mut tx, id, actor.user_id).await? {
        row.view_count += 1; // what the statement just added
    }
    row.is_read = true;
    tx.commit().await?;
    Ok(row)
}

/// Writes a new announcement (staff; audited).
pub async fn create(
    db: &PgPool,
    actor: &Actor,
    input: &AnnouncementInput,
) -> Result<AnnouncementRow, AppError> {
    save(db, actor, None, input).await
}

/// Replaces announcement `id` with `input` (staff; audited). The spec's screen also toggles active
/// and pinned this way, with the whole record.
pub async fn update(
    db: &PgPool,
    actor: &Actor,
    id: i64,
    input: &AnnouncementInput,
) -> Result<AnnouncementRow, AppError> {
    save(db, actor, Some(id), input).await
}

/// Writes `input` as a new announcement (`id` None) or over announcement `id`, audits it and
/// reads it back, in one transaction.
async fn save(
    db: &PgPool,
    actor: &Actor,
    id: Option<i64>,
    input: &AnnouncementInput,
) -> Result<AnnouncementRow, AppError> {
    actor.require_staff()?;
    let checked = check(input)?;
    let fields = checked.fields();
    let mut tx = db.begin().await?;
    let (id, event) = match id {
        None => (
            db::announcements::insert(&mut tx, actor.user_id, &fields).await?,
            AuditEvent::AnnouncementCreated,
        ),
        Some(id) if db::announcements::update(&mut tx, id, &fields).await? => {
            (id, AuditEvent::AnnouncementUpdated)
        }
        Some(_) => return Err(AppError::AnnouncementNotFound),
    };
    audit(&mut tx, actor, event, id, &checked.title).await?;
    let row = find(&mut tx, actor, id).await?;
    tx.commit().await?;
    Ok(row)
}

/// Deletes announcement `id` (staff; audited).
pub async fn delete(db: &PgPool, actor: &Actor, id: i64) -> Result<(), AppError> {
    actor.require_staff()?;
    let mut tx = db.begin().await?;
    let row = find(&mut tx, actor, id).await?;
    db::announcements::delete(&mut tx, id).await?;
    audit(
        &mut tx,
        actor,
        AuditEvent::AnnouncementDeleted,
        id,
        &row.title,
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

async fn find(
    conn: &mut sqlx::PgConnection,
    actor: &Actor,
    id: i64,
) -> Result<AnnouncementRow, AppError> {
    find_shown(conn, actor, id, None).await
}

/// Announcement `id` as `actor` reads it, if it is shown on `shown_on` (any day when `None`).
async fn find_shown(
    conn: &mut sqlx::PgConnection,
    actor: &Actor,
    id: i64,
    shown_on: Option<NaiveDate>,
) -> Result<AnnouncementRow, AppError> {
    let filter = AnnouncementFilter {
        id: Some(id),
        shown_on,
        ..AnnouncementFilter::default()
    };
    db::announcements::list(conn, actor.user_id, filter, 1, 0)
        .await?
        .pop()
        .ok_or(AppError::AnnouncementNotFound)
}

async fn audit(
    conn: &mut sqlx::PgConnection,
    actor: &Actor,
    event: AuditEvent,
    id: i64,
    title: &str,
) -> Result<(), AppError> {
    db::audit_log::append(
        conn,
        &AuditEntry::by(
            actor,
            event,
            None,
            serde_json::json!({ "announcementId": id, "title": title }),
        ),
    )
    .await
}

#[cfg(test)]
mod tests;
