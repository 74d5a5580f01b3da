//! The ranking page (spec part 2 §2 "Ranking sample page", with real data): keywords by their
//! best current rank with the week's movement and how crowded the marketplace is for them, and
//! advertisers by active slots and average rank. An advertiser sees their own keywords, and other
//! advertisers only under masked names.

use serde::Serialize;
use sqlx::PgPool;

use crate::{
    actor::Actor,
    db::{
        self,
        standings::{AdvertiserStandingRow, KeywordStandingRow},
    },
    error::AppError,
    pagination::{PageRequest, Pagination},
    settings::{self, Feature},
    time,
};

pub use crate::values::rank::Competition;

impl Competition {
    /// The competition of a keyword whose search lists `total` products.
    pub fn of(total: i64) -> Self {
        match total {
            ..500 => Self::Low,
            500..5_000 => Self::Medium,
            _ => Self::High,
        }
    }
}

/// A keyword's row.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KeywordRankingView {
    pub keyword: String,
    /// The best current rank (1–500) among the slots; null while measuring or when not within 500.
    pub best_rank: Option<i32>,
    /// Places gained over seven days (positive: moved up); null without both ranks.
    pub change: Option<i32>,
    /// Null until a crawl has read the marketplace's product count.
    pub competition: Option<Competition>,
    pub total_results: Option<i64>,
    pub slot_count: i64,
    pub last_checked_at: Option<chrono::DateTime<chrono::Utc>>,
}

impl From<KeywordStandingRow> for KeywordRankingView {
    fn from(r: KeywordStandingRow) -> Self {
        Self {
            change: r
                .best_rank
                .zip(r.best_rank_week_ago)
                .map(|(now, then)| then - now),
            competition: r.total_results.map(Competition::of),
            keyword: r.keyword,
            best_rank: r.best_rank,
            total_results: r.total_results,
            slot_count: r.slot_count,
            last_checked_at: r.last_checked_at,
        }
    }
}

/// An advertiser's row.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdvertiserRankingView {
    /// 1-based standing.
    pub position: i64,
    /// The advertiser's name; masked (`김**`) when an advertiser looks at another.
    pub name: String,
    pub active_slots: i64,
    /// Mean rank of their active slots ranked within 500, one decimal.
    pub average_rank: Option<f64>,
    /// The caller's own row.
    pub is_me: bool,
}

/// The caller's keywords (staff: every keyword of an active slot), best rank first.
pub async fn keywords(
    db: &PgPool,
    actor: &Actor,
    page: Option<i64>,
    limit: Option<i64>,
) -> Result<(Vec<KeywordRankingView>, Pagination), AppError> {
    settings::require_feature(db, actor, Feature::Ranking).await?;
    let page = PageRequest::new(page, limit, 20)?;
    let week_ago = time::today_kst() - chrono::Days::new(7);
    let staff = actor.role.is_staff();
    let mut conn = db.acquire().await?;
    let rows = db::standings::keywords(
        &mut conn,
        actor.user_id,
        staff,
        week_ago,
        page.limit,
        page.offset(),
    )
    .await?;
    let total = db::standings::count_keywords(&mut conn, actor.user_id, staff).await?;
    Ok((
        rows.into_iter().map(Into::into).collect(),
        page.pagination(total),
    ))
}

/// Advertisers by active slots and average rank; an advertiser sees the others masked.
pub async fn advertisers(
    db: &PgPool,
    actor: &Actor,
    page: Option<i64>,
    limit: Option<i64>,
) -> Result<(Vec<AdvertiserRankingView>, Pagination), AppError> {
    settings::require_feature(db, actor, Feature::Ranking).await?;
    let page = PageRequest::new(page, limit, 20)?;
    let mut conn = db.acquire().await?;
    let rows = db::standings::advertisers(&mut conn, page.limit, page.offset()).await?;
    let total = db::standings::count_advertisers(&mut conn).await?;
    let views = rows
        .into_iter()
        .map(|row| advertiser_view(row, actor))
        .collect();
    Ok((views, page.pagination(total)))
}

fn advertiser_view(row: AdvertiserStandingRow, actor: &Actor) -> AdvertiserRankingView {
    let is_me = row.user_id == actor.user_id;
    let name = if row.full_name.trim().is_empty() {
        row.login_id
    } else {
        row.full_name
    };
    AdvertiserRankingView {
        position: row.position,
        name: if is_me || actor.role.is_staff() {
            name
        } else {
            mask(&name)
        },
        active_slots: row.active_slots,
        average_rank: row.average_rank,
        is_me,
    }
}

/// The first character, then one `*` for each of the rest (at least two).
fn mask(name: &str) -> String {
    let mut chars = name.trim().chars();
    let first = chars.next().unwrap_or('*');
    let hidden = chars.count().max(2);
    std::iter::once(first)
        .chain(std::iter::repeat_n('*', hidden))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_masked_after_their_first_character() {
        assert_eq!(mask("김철수"), "김**");
        assert_eq!(mask("이순"), "이**");
        assert_eq!(mask("advertiser1"), "a**********");
        assert_eq!(mask(""), "***");
    }

    #[test]
    fn competition_follows_the_product_count() {
        assert_eq!(Competition::of(0), Competition::Low);
        assert_eq!(Competition::of(499), Competition::Low);
        assert_eq!(Competition::of(500), Competition::Medium);
        assert_eq!(Competition::of(4_999), Competition::Medium);
        assert_eq!(Competition::of(5_000), Competition::High);
    }

    #[test]
    fn change_is_places_gained() {
        let row = |now, then| KeywordStandingRow {
            keyword: "k".into(),
            best_rank: now,
            best_rank_week_ago: then,
            slot_count: 1,
            last_checked_at: None,
            total_results: Some(1534),
        };
        assert_eq!(
            KeywordRankingView::from(row(Some(3), Some(10))).change,
            Some(7)
        );
        assert_eq!(
            KeywordRankingView::from(row(Some(12), Some(10))).change,
            Some(-2)
        );
        assert_eq!(KeywordRankingView::from(row(None, Some(10))).change, None);
        assert_eq!(
            KeywordRankingView::from(row(Some(1), None)).competition,
            Some(Competition::Medium)
        );
    }
}
