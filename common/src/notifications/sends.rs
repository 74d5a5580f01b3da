//! Operators' sends (spec part 2 §5 "Notification send", §7): checked, written as a send row with
//! its fan-out job in one transaction, and listed in the history with each send's read state.

use chrono::{DateTime, Utc};
use serde::Deserialize;
use sqlx::PgPool;

use super::{Audience, NotificationKind, Priority, Sender};
use crate::{
    actor::{Actor, Role},
    batches::BatchKind,
    db::{
        self,
        audit_log::{AuditEntry, AuditEvent},
        notification_sends::{NewSend, SendFilter, SendRow},
    },
    error::AppError,
    jobs::{self, SendNotifications},
    messages,
    pagination::{PageRequest, Pagination},
    params::{PageParams, blank_as_none, blank_or_choice},
    settings::{self, Feature},
    text, time,
};

pub use crate::values::notifications::{Everyone, HistoryPeriod};

/// Most advertisers one list may name (the spec's picker stops at 100).
pub const MAX_LISTED_RECIPIENTS: usize = 100;
/// A send's title and message: required, at most 100 and 1,000 characters once trimmed.
pub const TITLE: text::Field = text::Field::new(messages::TITLE_FIELD, 100);
pub const MESSAGE: text::Field = text::Field::new(messages::CONTENT_FIELD, 1000);
/// A toast shows for 1 to 60 seconds (sent in milliseconds).
pub const DURATION_MS: std::ops::RangeInclusive<i64> = 1_000..=60_000;
/// Rows per page of the history when the caller does not say (the spec's 100).
pub const HISTORY_DEFAULT_LIMIT: i64 = 100;

/// The spec's `recipientId`: one advertiser's id, a list of ids, or `"all"`.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum RecipientSpec {
    One(i64),
    List(Vec<i64>),
    All(Everyone),
}

fn title_schema() -> utoipa::openapi::Object {
    TITLE.required_schema(None)
}

fn message_schema() -> utoipa::openapi::Object {
    MESSAGE.required_schema(None)
}

/// `recipientId` as [`check`] takes it: an id, a list of 1 to 100 ids, or `"all"`.
fn recipients_schema() -> utoipa::openapi::schema::Schema {
    use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, OneOfBuilder, Schema, Type};
    use utoipa::openapi::{KnownFormat, SchemaFormat};
    let id = || {
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
    };
    let one_of = OneOfBuilder::new()
        .description(Some(
            "One advertiser's id, a list of 1 to 100 ids, or \"all\" (every active advertiser).",
        ))
        .item(id())
        .item(
            ArrayBuilder::new()
                .items(id())
                .min_items(Some(1))
                .max_items(Some(MAX_LISTED_RECIPIENTS)),
        )
        .item(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .enum_values(Some(["all"])),
        )
        .build();
    Schema::OneOf(one_of)
}

/// A send as asked (`POST /notifications/send`).
#[derive(Debug, Clone, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SendRequest {
    /// Default info.
    #[serde(rename = "type")]
    pub kind: Option<NotificationKind>,
    #[schema(required, schema_with = title_schema)]
    pub title: Option<String>,
    #[schema(required, schema_with = message_schema)]
    pub message: Option<String>,
    #[serde(alias = "recipient_id", alias = "recipients")]
    #[schema(required, schema_with = recipients_schema)]
    pub recipient_id: Option<RecipientSpec>,
    /// Default true.
    #[serde(alias = "auto_close")]
    pub auto_close: Option<bool>,
    /// Milliseconds, 1,000 to 60,000; default the `notificationDuration` setting.
    #[schema(minimum = 1000, maximum = 60000)]
    pub duration: Option<i64>,
    /// Default normal.
    pub priority: Option<Priority>,
}

/// A request that passed every rule.
struct Checked<'a> {
    kind: NotificationKind,
    title: &'a str,
    message: &'a str,
    audience: Audience,
    recipient_ids: Vec<i64>,
    auto_close: bool,
    duration: i32,
    priority: Priority,
}

fn check(req: &SendRequest, default_duration: i64) -> Result<Checked<'_>, AppError> {
    let (Some(title), Some(message)) = (
        text::non_blank(req.title.as_deref()),
        text::non_blank(req.message.as_deref()),
    ) else {
        return Err(AppError::NotificationTitleAndMessageRequired);
    };
    let (title, message) = (TITLE.capped(title)?, MESSAGE.capped(message)?);
    let (audience, mut recipient_ids) = match &req.recipient_id {
        None => return Err(AppError::NotificationRecipientsRequired),
        Some(RecipientSpec::All(_)) => (Audience::All, Vec::new()),
        Some(RecipientSpec::One(id)) => (Audience::User, vec![*id]),
        Some(RecipientSpec::List(ids)) => (Audience::List, ids.clone()),
    };
    recipient_ids.sort_unstable();
    recipient_ids.dedup();
    if audience != Audience::All && recipient_ids.is_empty() {
        return Err(AppError::NotificationRecipientsRequired);
    }
    if recipient_ids.len() > MAX_LISTED_RECIPIENTS {
        return Err(AppError::NotificationTooManyRecipients {
            max: MAX_LISTED_RECIPIENTS,
        });
    }
    let auto_close = req.auto_close.unwrap_or(true);
    let duration = req.duration.unwrap_or(default_duration);
    if !DURATION_MS.contains(&duration) {
        return Err(AppError::NotificationDurationInvalid);
    }
    Ok(Checked {
        kind: req.kind.unwrap_or(NotificationKind::Info),
        title,
        message,
        audience,
        recipient_ids,
        auto_close,
        duration: duration as i32,
        priority: req.priority.unwrap_or(Priority::Normal),
    })
}

/// Sends a notification: the send row and its fan-out job commit together, and the answer comes
/// at once; the recipients' rows follow from a worker (`fanout::run`).
pub async fn send(db: &PgPool, actor: &Actor, req: &SendRequest) -> Result<SendRow, AppError> {
    actor.require_staff()?;
    let settings = settings::load(db).await?;
    Feature::Notifications.require(&settings, actor)?;
    let checked = check(req, settings.feature.notification_duration)?;
    let mut tx = db.begin().await?;
    if checked.audience != Audience::All {
        let reachable =
            db::users::count_active_advertisers(&mut tx, &checked.recipient_ids).await?;
        if reachable != checked.recipient_ids.len() as i64 {
            return Err(AppError::NotificationRecipientInvalid);
        }
    }
    let id = db::batches::insert(
        &mut tx,
        BatchKind::Notification,
        actor,
        &serde_json::json!({}),
        None,
    )
    .await?;
    db::notification_sends::insert(
        &mut tx,
        id,
        &NewSend {
            sender_id: actor.user_id,
            sender: if actor.role == Role::Developer {
                Sender::Developer
            } else {
                Sender::Operator
            },
            switched_by: actor.switched_by,
            kind: checked.kind,
            title: checked.title,
            message: checked.message,
            priority: checked.priority,
            auto_close: checked.auto_close,
            duration: checked.duration,
            audience: checked.audience,
            recipient_ids: &checked.recipient_ids,
        },
    )
    .await?;
    jobs::enqueue(
        &mut tx,
        &SendNotifications { send_id: id },
        Some(&format!("notification-send-{id}")),
        None,
    )
    .await?;
    db::audit_log::append(
        &mut tx,
        &AuditEntry::by(
            actor,
            AuditEvent::NotificationSent,
            (checked.audience == Audience::User).then(|| checked.recipient_ids[0]),
            serde_json::json!({
                "sendId": id,
                "audience": checked.audience.as_str(),
                "recipientIds": checked.recipient_ids,
                "title": checked.title,
            }),
        ),
    )
    .await?;
    let row = db::notification_sends::find(&mut tx, id)
        .await?
        .ok_or(AppError::NotificationSendNotFound)?;
    tx.commit().await?;
    Ok(row)
}

/// A developer's test notification to themself (`POST /notifications/test`, spec part 2 §2
/// "Notification test page").
#[derive(Debug, Clone, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TestRequest {
    #[serde(rename = "type")]
    pub kind: Option<NotificationKind>,
    #[schema(required, schema_with = title_schema)]
    pub title: Option<String>,
    #[schema(required, schema_with = message_schema)]
    pub message: Option<String>,
    #[serde(alias = "auto_close")]
    pub auto_close: Option<bool>,
    #[schema(minimum = 1000, maximum = 60000)]
    pub duration: Option<i64>,
    pub priority: Option<Priority>,
}

/// Writes a notification to the calling developer (checked as a send is) and pushes it to their
/// browsers; returns its id.
pub async fn test_to_self(db: &PgPool, actor: &Actor, req: &TestRequest) -> Result<i64, AppError> {
    actor.require_developer()?;
    let as_send = SendRequest {
        kind: req.kind,
        title: req.title.clone(),
        message: req.message.clone(),
        recipient_id: Some(RecipientSpec::One(actor.user_id)),
        auto_close: req.auto_close,
        duration: req.duration,
        priority: req.priority,
    };
    let checked = check(&as_send, i64::from(super::DEFAULT_DURATION_MS))?;
    let notice = super::Notice {
        priority: checked.priority,
        sender: Sender::Developer,
        sender_id: Some(actor.user_id),
        auto_close: checked.auto_close,
        duration: checked.duration,
        ..super::Notice::new(
            checked.kind,
            checked.title,
            checked.message,
            serde_json::json!({ "test": true }),
        )
    };
    let mut tx = db.begin().await?;
    let id = super::notify(&mut tx, actor.user_id, &notice).await?;
    tx.commit().await?;
    id.ok_or(AppError::NotificationNotFound)
}

impl HistoryPeriod {
    /// The earliest send shown.
    fn since(self) -> Option<DateTime<Utc>> {
        let today = time::today_kst();
        let days_back = match self {
            Self::All => return None,
            Self::Today => 0,
            Self::Week => 6,
            Self::Month => 29,
        };
        Some(time::kst_day_start(today - chrono::Days::new(days_back)))
    }
}

/// `GET /notifications/sends` as asked (the page apart).
#[derive(Debug, Clone, Default, Deserialize, utoipa::IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct HistoryQuery {
    /// today, week (7 days) or month (30 days), KST; all by default.
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub period: Option<HistoryPeriod>,
    /// The spec's `fromDate`: sent on or after this KST day (with a period, the later wins).
    #[serde(deserialize_with = "blank_as_none")]
    #[param(value_type = Option<String>, format = Date)]
    pub from_date: Option<chrono::NaiveDate>,
    #[serde(rename = "type", deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub kind: Option<NotificationKind>,
}

/// Sends, newest first, each with its read count.
pub async fn history(
    db: &PgPool,
    actor: &Actor,
    query: &HistoryQuery,
    page: &PageParams,
) -> Result<(Vec<SendRow>, Pagination), AppError> {
    actor.require_staff()?;
    let page = PageRequest::new(page.page, page.limit, HISTORY_DEFAULT_LIMIT)?;
    let since = [
        query.period.and_then(HistoryPeriod::since),
        query.from_date.map(time::kst_day_start),
    ]
    .into_iter()
    .flatten()
    .max();
    let filter = SendFilter {
        since,
        kind: query.kind.map(NotificationKind::as_str),
        id: None,
    };
    let mut conn = db.acquire().await?;
    let rows = db::notification_sends::list(&mut conn, filter, page.limit, page.offset()).await?;
    let total = db::notification_sends::count(&mut conn, filter).await?;
    Ok((rows, page.pagination(total)))
}

/// One send, for its progress.
pub async fn find(db: &PgPool, actor: &Actor, id: i64) -> Result<SendRow, AppError> {
    actor.require_staff()?;
    db::notification_sends::find(&mut *db.acquire().await?, id)
        .await?
        .ok_or(AppError::NotificationSendNotFound)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(recipients: serde_json::Value) -> SendRequest {
        serde_json::from_value(serde_json::json!({
            "title": " 점검 안내 ", "message": "오늘 밤 점검합니다.", "recipientId": recipients
        }))
        .unwrap()
    }

    #[test]
    fn recipients_read_as_one_a_list_or_all() {
        assert_eq!(
            check(&request(7.into()), 5000).unwrap().audience,
            Audience::User
        );
        let asked = request(serde_json::json!([3, 1, 3]));
        let list = check(&asked, 5000).unwrap();
        assert_eq!(
            (list.audience, list.recipient_ids),
            (Audience::List, vec![1, 3])
        );
        assert_eq!(
            check(&request("all".into()), 5000).unwrap().audience,
            Audience::All
        );
    }

    #[test]
    fn refusals_follow_the_spec() {
        let mut blank = request("all".into());
        blank.message = Some("  ".into());
        assert!(matches!(
            check(&blank, 5000),
            Err(AppError::NotificationTitleAndMessageRequired)
        ));
        assert!(matches!(
            check(&request(serde_json::json!([])), 5000),
            Err(AppError::NotificationRecipientsRequired)
        ));
        let mut long = request("all".into());
        long.duration = Some(60_001);
        assert!(matches!(
            check(&long, 5000),
            Err(AppError::NotificationDurationInvalid)
        ));
        long.duration = Some(999);
        assert!(matches!(
            check(&long, 5000),
            Err(AppError::NotificationDurationInvalid)
        ));
        let many: Vec<i64> = (1..=101).collect();
        assert!(matches!(
            check(&request(serde_json::json!(many)), 5000),
            Err(AppError::NotificationTooManyRecipients { .. })
        ));
    }

    #[test]
    fn title_is_trimmed_and_duration_defaults_to_the_setting() {
        let asked = request("all".into());
        let checked = check(&asked, 7000).unwrap();
        assert_eq!((checked.title, checked.duration), ("점검 안내", 7000));
    }
}
