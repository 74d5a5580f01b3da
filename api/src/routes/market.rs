//! `/api/slots/{id}/market*`: the market around a slot (issue 29): its effect, the places around
//! its product, who passed it and why, and its keyword over days. Who may: as the slot's other
//! reads (`SlotReader`, on sessions planning generically: an advertiser their own slots, operators
//! any).

use common::market::read::{self, KeywordMarket};

use super::slots::RankHistoryParams;
use crate::{
    extract::{ApiPath, ApiQuery, GenericPlans, SlotReader},
    reply::{ApiResult, ok},
    views::market::SlotMarketView,
};

router! { slot_market, keyword_market }

/// The market around a slot: the effect over its period, the places around its product today and
/// at its start, and who passed it or fell behind since yesterday and since the start.
#[utoipa::path(get, path = "/api/slots/{id}/market", tag = "slots", security(("bearer" = [])),
    responses((status = 200, body = SlotMarketView), (status = 403, description = "권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자)"), (status = 404)))]
async fn slot_market(
    SlotReader { auth, mut conn, .. }: SlotReader<GenericPlans>,
    ApiPath(id): ApiPath<i64>,
) -> ApiResult<SlotMarketView> {
    ok(read::slot_market(&mut conn, &auth.actor, id).await?.into())
}

/// The slot's keyword over days (default: the 30 days ending at its latest snapshot): each day's
/// top 10, first page and ads, who held the top 10, and who entered the top 100. Over 366 days is
/// refused; days outside the data answer no days.
#[utoipa::path(get, path = "/api/slots/{id}/market/keyword", tag = "slots", security(("bearer" = [])), params(RankHistoryParams),
    responses((status = 200, body = KeywordMarket), (status = 400), (status = 403, description = "권한 없음, 또는 슬롯 관리 기능이 꺼져 있음 (일반 사용자)"), (status = 404)))]
async fn keyword_market(
    SlotReader { auth, mut conn, .. }: SlotReader<GenericPlans>,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(p): ApiQuery<RankHistoryParams>,
) -> ApiResult<KeywordMarket> {
    ok(read::keyword_market(&mut conn, &auth.actor, id, p.start_date, p.end_date).await?)
}
