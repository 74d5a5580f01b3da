//! The crawl's statements on slots: the slots a crawl serves (`slot_is_tracked`) and the ranks it
//! records on them.

use chrono::NaiveDate;
use sqlx::PgConnection;

use crate::error::AppError;

/// A slot a crawl of its keyword must rank (`slot_is_tracked` on the run's day).
#[derive(Debug, Clone)]
pub struct TrackedSlot {
    pub id: i64,
    pub product_id: i64,
    pub item_id: Option<i64>,
    pub vendor_item_id: Option<i64>,
    /// The slot's merchant id when it is a number.
    pub mid: Option<i64>,
}

pub async fn tracked_for_keyword(
    conn: &mut PgConnection,
    keyword: &str,
    today: NaiveDate,
) -> Result<Vec<TrackedSlot>, AppError> {
    Ok(sqlx::query_as!(
        TrackedSlot,
        r#"SELECT id, url_product_id AS "product_id!", url_item_id AS item_id, url_vendor_item_id AS vendor_item_id,
                  CASE WHEN btrim(mid) ~ '^[0-9]{1,18}$' THEN btrim(mid)::bigint END AS mid
           FROM slots
           WHERE keyword = $1
             AND slot_is_tracked(status, keyword, url, url_product_id, start_date, end_date, $2)
           ORDER BY id"#,
        keyword, today,
    )
    .fetch_all(conn)
    .await?)
}

/// Distinct keywords of the slots tracked on `today`: all of them, or one slot's, or one
/// advertiser's.
pub async fn tracked_keywords(
    conn: &mut PgConnection,
    today: NaiveDate,
    slot_id: Option<i64>,
    user_id: Option<i64>,
) -> Result<Vec<String>, AppError> {
    Ok(sqlx::query_scalar!(
        r#"SELECT DISTINCT keyword AS "keyword!" FROM slots
           WHERE slot_is_tracked(status, keyword, url, url_product_id, start_date, end_date, $1)
             AND ($2::bigint IS NULL OR id = $2) AND ($3::bigint IS NULL OR user_id = $3)
           ORDER BY 1"#,
        today,
        slot_id,
        user_id,
    )
    .fetch_all(conn)
    .await?)
}

/// Records a determined rank on the slot.
pub async fn set_rank(
    conn: &mut PgConnection,
    id: i64,
    rank: i32,
    yesterday_rank: Option<i32>,
    product_name: Option<&str>,
    thumbnail: Option<&str>,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE slots SET rank = $2, yesterday_rank = $3, first_rank = COALESCE(first_rank, $2), last_checked_at = now(),
                          fail_count = 0, is_processing = FALSE, product_name = COALESCE($4, product_name),
                          thumbnail = COALESCE($5, thumbnail)
         WHERE id = $1",
        id, rank, yesterday_rank, product_name, thumbnail,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Sets a slot's rank fields from its `rank_history`: the latest day's rank and the day before's,
/// the earliest day's as the first rank; the product name when the slot has none. A slot without
/// history is left as it is.
pub async fn set_rank_from_history(
    conn: &mut PgConnection,
    id: i64,
    product_name: Option<&str>,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE slots s SET rank = h.rank, yesterday_rank = h.prev_rank, last_checked_at = h.checked_at,
                            first_rank = (SELECT rank FROM rank_history WHERE slot_id = $1 ORDER BY day LIMIT 1),
                            product_name = COALESCE(s.product_name, $2)
         FROM (SELECT rank, prev_rank, checked_at FROM rank_history WHERE slot_id = $1 ORDER BY day DESC LIMIT 1) h
         WHERE s.id = $1",
        id, product_name,
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// A check that determined nothing: the rank stays, the failure count grows.
pub async fn count_failed_check(conn: &mut PgConnection, id: i64) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE slots SET fail_count = fail_count + 1, is_processing = FALSE WHERE id = $1",
        id
    )
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn set_processing(
    conn: &mut PgConnection,
    ids: &[i64],
    processing: bool,
) -> Result<(), AppError> {
    sqlx::query!(
        "UPDATE slots SET is_processing = $2 WHERE id = ANY($1)",
        ids,
        processing
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// What the market view knows slot `slot_id`'s product by (its URL's ids and numeric merchant id,
/// as a crawl tracks it; none without a URL), and the products of the same advertiser's other
/// slots (not deleted, rejected or refunded). `None` when there is no such slot.
pub async fn market_subject(
    conn: &mut PgConnection,
    slot_id: i64,
) -> Result<Option<(Option<TrackedSlot>, Vec<i64>)>, AppError> {
    type Ids = (Option<i64>, Option<i64>, Option<i64>, Option<i64>, Vec<i64>);
    let row: Option<Ids> = sqlx::query_as(
        "SELECT s.url_product_id, s.url_item_id, s.url_vendor_item_id,
                CASE WHEN btrim(s.mid) ~ '^[0-9]{1,18}$' THEN btrim(s.mid)::bigint END,
                ARRAY(SELECT DISTINCT o.url_product_id FROM slots o
                      WHERE o.user_id = s.user_id AND o.id <> s.id AND o.url_product_id IS NOT NULL
                        AND o.status NOT IN ('deleted', 'rejected', 'refunded'))
         FROM slots s WHERE s.id = $1",
    )
    .bind(slot_id)
    .fetch_optional(conn)
    .await?;
    Ok(row.map(|(product_id, item_id, vendor_item_id, mid, own)| {
        let tracked = product_id.map(|product_id| TrackedSlot {
            id: slot_id,
            product_id,
            item_id,
            vendor_item_id,
            mid,
        });
        (tracked, own)
    }))
}
