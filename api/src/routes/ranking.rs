//! `/api/ranking/*`: the ranking page (refused while featureRanking is off).

use common::{
    pagination::Pagination,
    rank::standings::{self, AdvertiserRankingView, KeywordRankingView},
};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    extract::{ApiQuery, Call, PageParams},
    reply::{ApiResult, ok},
};

router! {
    keywords, advertisers,
}

#[derive(Serialize, ToSchema)]
pub struct KeywordRankingPage {
    pub items: Vec<KeywordRankingView>,
    pub pagination: Pagination,
}

#[derive(Serialize, ToSchema)]
pub struct AdvertiserRankingPage {
    pub items: Vec<AdvertiserRankingView>,
    pub pagination: Pagination,
}

/// The caller's keywords (staff: all) by best current rank, with the week's movement and
/// competition.
#[utoipa::path(get, path = "/api/ranking/keywords", tag = "ranking", security(("bearer" = [])), params(PageParams),
    responses((status = 200, body = KeywordRankingPage), (status = 403, description = "the ranking feature is switched off")))]
async fn keywords(
    Call(app, actor): Call,
    ApiQuery(page): ApiQuery<PageParams>,
) -> ApiResult<KeywordRankingPage> {
    let (items, pagination) = standings::keywords(&app.db, &actor, page.page, page.limit).await?;
    ok(KeywordRankingPage { items, pagination })
}

/// Advertisers by active slots and average rank (other advertisers masked for an advertiser).
#[utoipa::path(get, path = "/api/ranking/advertisers", tag = "ranking", security(("bearer" = [])), params(PageParams),
    responses((status = 200, body = AdvertiserRankingPage), (status = 403, description = "the ranking feature is switched off")))]
async fn advertisers(
    Call(app, actor): Call,
    ApiQuery(page): ApiQuery<PageParams>,
) -> ApiResult<AdvertiserRankingPage> {
    let (items, pagination) =
        standings::advertisers(&app.db, &actor, page.page, page.limit).await?;
    ok(AdvertiserRankingPage { items, pagination })
}
