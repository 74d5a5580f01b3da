//! Pre-allocation (spec part 2 §2–§5): staff issue empty slots to an advertiser for a period, as
//! one issue record; the advertiser fills them in and they go through approval as usual. Issued
//! slots are paid outside the app: the record's amount and payment state are the record of it, and
//! nothing here or in their later life (fill, approval, extension, refund) touches the cash ledger.

use chrono::{Duration, NaiveDate};
use serde::Deserialize;
use sqlx::PgPool;

use crate::{
    actor::{Actor, Role},
    db::{
        self,
        allocations::{AllocationFilter, AllocationRow, NewAllocation},
        audit_log::{AuditEntry, AuditEvent},
        slot_logs::{SlotChange, SlotChangeType},
        slots::SlotRow,
    },
    error::AppError,
    messages,
    notifications::{self, product_events},
    pagination::{PageRequest, Pagination},
    params::{blank_as_none, blank_or_choice},
    settings::{self, OperationMode},
    text, time,
};

pub use crate::values::slots::{HistorySort, SortOrder};

/// Most slots one issue may hold (the user-management variant's bound; the slot screens' modal
/// stops at 100 itself).
pub const MAX_SLOTS_PER_ISSUE: i64 = 1000;
/// A test issue's slots run this many days, whatever period was asked, and are free.
pub const TEST_SLOT_DAYS: i64 = 3;
/// An issue's description, reason and memo: optional, at most 500 characters once trimmed.
const DESCRIPTION: text::Field = text::Field::new(messages::DESCRIPTION_FIELD, 500);
const MEMO: text::Field = text::Field::new(messages::MEMO_FIELD, 500);

fn description_schema() -> utoipa::openapi::Object {
    DESCRIPTION.optional_schema(None)
}

fn reason_schema() -> utoipa::openapi::Object {
    text::REASON.optional_schema(Some(
        "Shown in the history; when blank, the issue's kind (pre-allocation, or a test issue).",
    ))
}

fn memo_schema() -> utoipa::openapi::Object {
    MEMO.optional_schema(Some("Shown in the history; the description when blank."))
}

/// `POST /slots/allocate/{userId}` as sent.
#[derive(Debug, Clone, Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AllocationRequest {
    /// Also in the path; the path wins.
    pub user_id: Option<i64>,
    /// 1 to 1,000.
    #[serde(alias = "slot_count")]
    #[schema(required, value_type = i64, minimum = 1, maximum = 1000)]
    pub slot_count: Option<i64>,
    #[serde(alias = "start_date")]
    #[schema(required, value_type = NaiveDate)]
    pub start_date: Option<NaiveDate>,
    /// Not before the start (a one-day issue ends on its start day).
    #[serde(alias = "end_date")]
    #[schema(required, value_type = NaiveDate)]
    pub end_date: Option<NaiveDate>,
    #[serde(alias = "work_count")]
    #[schema(value_type = Option<i64>, minimum = 0)]
    pub work_count: Option<i64>,
    /// Whole won, paid outside the app.
    #[schema(value_type = Option<i64>, minimum = 0)]
    pub amount: Option<i64>,
    #[schema(schema_with = description_schema)]
    pub description: Option<String>,
    /// A test issue: free, 3 days from its start.
    #[serde(default, alias = "is_test")]
    pub is_test: bool,
    #[schema(schema_with = reason_schema)]
    pub reason: Option<String>,
    #[schema(schema_with = memo_schema)]
    pub memo: Option<String>,
}

/// A request that passed every rule.
struct Checked<'a> {
    slot_count: i32,
    start: NaiveDate,
    end: NaiveDate,
    work_count: i64,
    amount: i64,
    description: Option<&'a str>,
    reason: String,
    memo: Option<&'a str>,
}

fn check(req: &AllocationRequest) -> Result<Checked<'_>, AppError> {
    let count = req.slot_count.ok_or(AppError::AllocationCountTooSmall)?;
    if count < 1 {
        return Err(AppError::AllocationCountTooSmall);
    }
    if count > MAX_SLOTS_PER_ISSUE {
        return Err(AppError::AllocationCountTooLarge {
            max: MAX_SLOTS_PER_ISSUE,
        });
    }
    let start = req.start_date.ok_or(AppError::AllocationStartRequired)?;
    let mut end = req.end_date.ok_or(AppError::AllocationEndRequired)?;
    // A one-day issue (the user-management variant's end = start + 1 - 1) ends on its start day.
    if end < start {
        return Err(AppError::SlotPeriodInvalid);
    }
    let work_count = req.work_count.unwrap_or(0);
    if work_count < 0 {
        return Err(AppError::AllocationWorkCountInvalid);
    }
    let mut amount = req.amount.unwrap_or(0);
    if amount < 0 {
        return Err(AppError::AllocationAmountInvalid);
    }
    if req.is_test {
        end = start + Duration::days(TEST_SLOT_DAYS - 1);
        amount = 0;
    }
    let description = DESCRIPTION.optional(req.description.as_deref())?;
    let reason = text::REASON
        .optional(req.reason.as_deref())?
        .map(str::to_owned)
        .unwrap_or_else(|| messages::allocation_default_reason(req.is_test).to_owned());
    let memo = MEMO.optional(req.memo.as_deref())?.or(description);
    Ok(Checked {
        slot_count: count as i32,
        start,
        end,
        work_count,
        amount,
        description,
        reason,
        memo,
    })
}

/// Issues `slot_count` empty slots to advertiser `user_id`: the record and all its slots in one
/// transaction, the slots in one statement whatever the count.
pub async fn allocate(
    db: &PgPool,
    actor: &Actor,
    user_id: i64,
    req: &AllocationRequest,
) -> Result<AllocationRow, AppError> {
    actor.require_staff()?;
    let checked = check(req)?;
    if settings::operation_mode(db).await? != OperationMode::PreAllocation {
        return Err(AppError::AllocationNeedsPreAllocation);
    }
    let mut tx = db.begin().await?;
    // The advertiser's row lock serialises their slot numbers.
    let user = db::users::lock(&mut tx, user_id)
        .await?
        .ok_or(AppError::UserNotFound)?;
    if user.role != Role::User {
        return Err(AppError::AllocationTargetNotAdvertiser);
    }
    if !user.is_active {
        return Err(AppError::AllocationTargetInactive);
    }
    let id = db::allocations::insert(
        &mut tx,
        &NewAllocation {
            user_id,
            operator_id: actor.user_id,
            slot_count: checked.slot_count,
            start_date: checked.start,
            end_date: checked.end,
            work_count: checked.work_count,
            amount: checked.amount,
            description: checked.description,
            is_test: req.is_test,
            reason: &checked.reason,
            memo: checked.memo,
        },
    )
    .await?;
    let slot_ids = db::allocations::issue_slots(&mut tx, id).await?;
    let issued = SlotChange::event(
        SlotChangeType::Create,
        messages::slot_issued_log(id, checked.start, checked.end),
    );
    let changes: Vec<(i64, SlotChange)> = slot_ids
        .iter()
        .map(|slot_id| (*slot_id, issued.clone()))
        .collect();
    db::slot_logs::append_many(&mut tx, actor, &changes).await?;
    db::audit_log::append(
        &mut tx,
        &AuditEntry::by(
            actor,
            AuditEvent::SlotsAllocated,
            Some(user_id),
            serde_json::json!({
                "allocationId": id,
                "slotCount": checked.slot_count,
                "startDate": checked.start,
                "endDate": checked.end,
                "amount": checked.amount,
                "isTest": req.is_test,
            }),
        ),
    )
    .await?;
    let notice = product_events::slots_issued(
        id,
        i64::from(checked.slot_count),
        checked.start,
        checked.end,
    );
    notifications::notify(&mut tx, user_id, &notice).await?;
    committed(tx, id).await
}

/// Marks an issue paid or not paid (staff; audited). Setting the state it already has changes
/// nothing and is not logged.
pub async fn set_payment(
    db: &PgPool,
    actor: &Actor,
    id: i64,
    paid: bool,
) -> Result<AllocationRow, AppError> {
    actor.require_staff()?;
    let mut tx = db.begin().await?;
    if !db::allocations::lock(&mut tx, id).await? {
        return Err(AppError::AllocationNotFound);
    }
    if db::allocations::set_payment(&mut tx, id, paid, actor.user_id).await? {
        db::audit_log::append(
            &mut tx,
            &AuditEntry::by(
                actor,
                AuditEvent::AllocationPaymentChanged,
                None,
                serde_json::json!({ "allocationId": id, "paid": paid }),
            ),
        )
        .await?;
    }
    committed(tx, id).await
}

/// Commits and answers the record as it now is.
async fn committed(
    mut tx: sqlx::Transaction<'_, sqlx::Postgres>,
    id: i64,
) -> Result<AllocationRow, AppError> {
    let row = db::allocations::find(&mut tx, id)
        .await?
        .ok_or(AppError::AllocationNotFound)?;
    tx.commit().await?;
    Ok(row)
}

/// The history's filters as asked (`GET /slots/allocation-history`).
#[derive(Debug, Clone, Default, Deserialize, utoipa::IntoParams)]
#[serde(default, rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct HistoryQuery {
    /// createdAt (default), userName or slotCount; the snake_case spellings too.
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub sort_by: Option<HistorySort>,
    /// desc by default.
    #[serde(deserialize_with = "blank_or_choice")]
    #[param(inline)]
    pub sort_order: Option<SortOrder>,
    /// Issued on or after this KST day (today, last 7 or 30 days on the page).
    #[serde(deserialize_with = "blank_as_none")]
    #[param(value_type = Option<String>, format = Date)]
    pub date_from: Option<NaiveDate>,
    #[serde(deserialize_with = "blank_as_none")]
    pub user_id: Option<i64>,
    #[serde(deserialize_with = "blank_as_none")]
    pub operator_id: Option<i64>,
    /// Part of the advertiser's login id or name.
    pub user_search: Option<String>,
    /// Part of the operator's login id or name.
    pub operator_search: Option<String>,
}

/// One page of issue records (staff).
pub async fn history(
    db: &PgPool,
    actor: &Actor,
    q: &HistoryQuery,
    page: PageRequest,
) -> Result<(Vec<AllocationRow>, Pagination), AppError> {
    actor.require_staff()?;
    let mut conn = db.acquire().await?;
    let mut matching = async |search: &Option<String>| -> Result<Option<Vec<i64>>, AppError> {
        match text::non_blank(search.as_deref()) {
            Some(term) => Ok(Some(
                db::users::ids_matching(&mut conn, &db::like_pattern(term)).await?,
            )),
            None => Ok(None),
        }
    };
    let user_ids = matching(&q.user_search).await?;
    let operator_ids = matching(&q.operator_search).await?;
    let filter = AllocationFilter {
        created_from: q.date_from.map(time::kst_day_start),
        user_id: q.user_id,
        operator_id: q.operator_id,
        user_ids,
        operator_ids,
    };
    let sort = format!(
        "{}:{}",
        q.sort_by.unwrap_or(HistorySort::CreatedAt),
        q.sort_order.unwrap_or(SortOrder::Desc)
    );
    let total = db::allocations::count(&mut conn, &filter).await?;
    let rows = if total > page.offset() {
        let ids =
            db::allocations::list_ids(&mut conn, &filter, &sort, page.limit, page.offset()).await?;
        db::allocations::find_many(&mut conn, &ids).await?
    } else {
        Vec::new()
    };
    Ok((rows, page.pagination(total)))
}

/// One issue record and a page of its slots (issued ones and their extensions), by slot number.
pub async fn slots_of(
    db: &PgPool,
    actor: &Actor,
    id: i64,
    page: PageRequest,
) -> Result<(AllocationRow, Vec<SlotRow>, Pagination), AppError> {
    actor.require_staff()?;
    let mut conn = db.acquire().await?;
    let record = db::allocations::find(&mut conn, id)
        .await?
        .ok_or(AppError::AllocationNotFound)?;
    let (ids, total) = db::allocations::slot_ids(&mut conn, id, page.limit, page.offset()).await?;
    let rows = db::slots::find_many(&mut conn, &ids).await?;
    Ok((record, rows, page.pagination(total)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, d).unwrap()
    }

    fn request() -> AllocationRequest {
        AllocationRequest {
            slot_count: Some(5),
            start_date: Some(day(24)),
            end_date: Some(day(30)),
            ..AllocationRequest::default()
        }
    }

    #[test]
    fn every_rule_names_its_refusal() {
        let cases: Vec<(AllocationRequest, &str)> = vec![
            (
                AllocationRequest {
                    slot_count: None,
                    ..request()
                },
                "슬롯 개수는 1개 이상이어야 합니다.",
            ),
            (
                AllocationRequest {
                    slot_count: Some(0),
                    ..request()
                },
                "슬롯 개수는 1개 이상이어야 합니다.",
            ),
            (
                AllocationRequest {
                    slot_count: Some(1001),
                    ..request()
                },
                "슬롯 개수는 1000개를 초과할 수 없습니다.",
            ),
            (
                AllocationRequest {
                    start_date: None,
                    ..request()
                },
                "시작일을 입력해 주세요.",
            ),
            (
                AllocationRequest {
                    end_date: None,
                    ..request()
                },
                "종료일을 입력해 주세요.",
            ),
            (
                AllocationRequest {
                    end_date: Some(day(23)),
                    ..request()
                },
                "종료일은 시작일과 같거나 그 이후여야 합니다.",
            ),
            (
                AllocationRequest {
                    work_count: Some(-1),
                    ..request()
                },
                "작업 수는 0 이상이어야 합니다.",
            ),
            (
                AllocationRequest {
                    amount: Some(-1),
                    ..request()
                },
                "금액은 0원 이상이어야 합니다.",
            ),
        ];
        for (req, message) in cases {
            assert_eq!(
                check(&req).err().map(|e| e.to_string()).as_deref(),
                Some(message)
            );
        }
    }

    #[test]
    fn a_one_day_issue_and_the_bounds_pass() {
        for count in [1, 1000] {
            let req = AllocationRequest {
                slot_count: Some(count),
                end_date: Some(day(24)),
                ..request()
            };
            let checked = check(&req).unwrap();
            assert_eq!((checked.start, checked.end), (day(24), day(24)));
        }
    }

    #[test]
    fn a_test_issue_is_free_and_runs_three_days() {
        let req = AllocationRequest {
            is_test: true,
            amount: Some(90_000),
            ..request()
        };
        let checked = check(&req).unwrap();
        assert_eq!((checked.end, checked.amount), (day(26), 0));
        assert_eq!(checked.reason, "테스트 발행");
    }

    #[test]
    fn the_memo_falls_back_to_the_description() {
        let req = AllocationRequest {
            description: Some("  11월 패키지 ".into()),
            ..request()
        };
        let checked = check(&req).unwrap();
        assert_eq!(checked.memo, Some("11월 패키지"));
        assert_eq!(checked.reason, "선슬롯 발행");
    }
}
