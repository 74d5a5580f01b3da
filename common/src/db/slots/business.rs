//! The slots' business figures per period (`cash::business`): sales and extensions by approval,
//! running slots and ended ones by period. Test slots are left out (free, for trying the product),
//! and so are deleted ones (gone from every read). Each statement takes the periods as two arrays
//! of KST days (`firsts[i]..=lasts[i]`) and answers one row per period in their order.

use chrono::NaiveDate;
use sqlx::PgConnection;

use crate::error::AppError;

/// Slots approved in one period: new ones (sold) and extensions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SalesFigures {
    pub first_day: NaiveDate,
    pub sold: i64,
    /// The prices their approvals recorded.
    pub sold_won: i64,
    pub extended: i64,
    /// The prices the extensions recorded (paid outside the app: 0 as they are made today).
    pub extended_won: i64,
}

/// Slots approved in each period, by when they were approved (an extension is approved as it is
/// made).
pub async fn sales(
    conn: &mut PgConnection,
    firsts: &[NaiveDate],
    lasts: &[NaiveDate],
) -> Result<Vec<SalesFigures>, AppError> {
    Ok(sqlx::query_as!(
        SalesFigures,
        r#"SELECT b.first_day AS "first_day!",
                  count(s.id) FILTER (WHERE s.parent_slot_id IS NULL) AS "sold!",
                  coalesce(sum(s.approved_price) FILTER (WHERE s.parent_slot_id IS NULL), 0)::bigint AS "sold_won!",
                  count(s.id) FILTER (WHERE s.parent_slot_id IS NOT NULL) AS "extended!",
                  coalesce(sum(s.approved_price) FILTER (WHERE s.parent_slot_id IS NOT NULL), 0)::bigint AS "extended_won!"
           FROM unnest($1::date[], $2::date[]) AS b(first_day, last_day)
           LEFT JOIN slots s
             ON s.approved_at IS NOT NULL
            AND s.approved_at >= b.first_day::timestamp AT TIME ZONE 'Asia/Seoul'
            AND s.approved_at < (b.last_day + 1)::timestamp AT TIME ZONE 'Asia/Seoul'
            AND NOT s.is_test AND s.status <> 'deleted'
           GROUP BY b.first_day
           ORDER BY b.first_day"#,
        firsts, lasts,
    )
    .fetch_all(conn)
    .await?)
}

/// Approved slots by their period in one period of the figures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RunningFigures {
    pub first_day: NaiveDate,
    /// Advertisers with a slot running on at least one day of the period.
    pub advertisers: i64,
    /// Slots whose last day falls in the period and has passed (`today` excluded), refunded ones
    /// left out (a refund is not an end to renew).
    pub ended: i64,
    /// Of `ended`, those that have an extension.
    pub renewed: i64,
}

/// Running and ended approved slots of each period. A slot runs from its start date to its end
/// date, a refunded one to the day of its refund (KST); a paused one still counts as running.
pub async fn running(
    conn: &mut PgConnection,
    firsts: &[NaiveDate],
    lasts: &[NaiveDate],
    today: NaiveDate,
) -> Result<Vec<RunningFigures>, AppError> {
    Ok(sqlx::query_as!(
        RunningFigures,
        r#"WITH b AS (SELECT * FROM unnest($1::date[], $2::date[]) AS b(first_day, last_day)),
                s AS (
                    SELECT s.user_id, s.start_date, s.end_date, s.status,
                           CASE WHEN s.status = 'refunded'
                                THEN least(s.end_date, (s.refunded_at AT TIME ZONE 'Asia/Seoul')::date)
                                ELSE s.end_date END AS run_end,
                           EXISTS (SELECT 1 FROM slots e
                                   WHERE e.parent_slot_id = s.id AND e.status <> 'deleted') AS renewed
                    FROM slots s
                    WHERE s.approved_at IS NOT NULL AND NOT s.is_test
                      AND s.status NOT IN ('deleted', 'rejected')
                      AND s.end_date >= (SELECT min(first_day) FROM b)
                      AND s.start_date <= (SELECT max(last_day) FROM b))
           SELECT b.first_day AS "first_day!",
                  count(DISTINCT s.user_id) FILTER (WHERE s.start_date <= b.last_day AND s.run_end >= b.first_day) AS "advertisers!",
                  count(*) FILTER (WHERE s.end_date BETWEEN b.first_day AND b.last_day
                                     AND s.end_date < $3 AND s.status <> 'refunded') AS "ended!",
                  count(*) FILTER (WHERE s.end_date BETWEEN b.first_day AND b.last_day
                                     AND s.end_date < $3 AND s.status <> 'refunded' AND s.renewed) AS "renewed!"
           FROM b LEFT JOIN s ON s.start_date <= b.last_day AND s.end_date >= b.first_day
           GROUP BY b.first_day
           ORDER BY b.first_day"#,
        firsts, lasts, today,
    )
    .fetch_all(conn)
    .await?)
}
