//! The simulator's own routes, for tests and benchmarks: `GET /__health`, `GET|POST /__config`,
//! `GET /__stats`, `POST /__stats/reset`, and the ground truth `GET /__truth` (one product's
//! rank), `GET /__truth/keyword` (the first organic appearances in order) and `GET /__truth/cards`
//! (a result page of any day as the crawler's parser reads it).

use std::sync::Arc;

use axum::{
    Json,
    extract::{Query, State, rejection::JsonRejection, rejection::QueryRejection},
};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::{SimError, SimState, StatsSnapshot};
use crate::{
    catalog::{self, MatchKind},
    config::{ConfigPatch, SimConfig},
};

/// The configuration and the day it makes "today".
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct ConfigView {
    #[serde(flatten)]
    config: SimConfig,
    today: NaiveDate,
}

impl From<SimConfig> for ConfigView {
    fn from(config: SimConfig) -> Self {
        let today = config.today();
        Self { config, today }
    }
}

pub(super) async fn health() -> Json<serde_json::Value> {
    Json(serde_json::json!({ "status": "ok" }))
}

pub(super) async fn get_config(State(state): State<Arc<SimState>>) -> Json<ConfigView> {
    Json(state.config().into())
}

pub(super) async fn set_config(
    State(state): State<Arc<SimState>>,
    patch: Result<Json<ConfigPatch>, JsonRejection>,
) -> Result<Json<ConfigView>, SimError> {
    let Json(patch) = patch.map_err(|e| SimError::BadRequest(e.body_text()))?;
    let config = state.update(patch)?;
    tracing::info!(?config, "config changed");
    Ok(Json(config.into()))
}

pub(super) async fn get_stats(State(state): State<Arc<SimState>>) -> Json<StatsSnapshot> {
    Json(state.stats())
}

pub(super) async fn reset_stats(State(state): State<Arc<SimState>>) -> Json<StatsSnapshot> {
    state.reset_stats();
    Json(state.stats())
}

/// `q`, `day` (default: the simulator's today) and the product's ids.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct TruthParams {
    q: String,
    day: Option<String>,
    product_id: String,
    item_id: Option<String>,
    vendor_item_id: Option<String>,
}

/// `{ rank, matchKind }`: rank 0 (and matchKind null) when not within 500 places.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct TruthView {
    rank: u32,
    match_kind: Option<MatchKind>,
}

pub(super) async fn truth(
    State(state): State<Arc<SimState>>,
    params: Result<Query<TruthParams>, QueryRejection>,
) -> Result<Json<TruthView>, SimError> {
    let Query(params) = params.map_err(|e| SimError::BadRequest(e.body_text()))?;
    let config = state.config();
    let day = day_or_today(params.day.as_deref(), &config)?;
    let product_id =
        id(Some(&params.product_id), "productId")?.ok_or_else(|| missing("productId"))?;
    let item_id = id(params.item_id.as_deref(), "itemId")?;
    let vendor_item_id = id(params.vendor_item_id.as_deref(), "vendorItemId")?;
    let found = catalog::match_rank(
        &params.q,
        day,
        config.seed,
        (product_id, item_id, vendor_item_id),
    );
    Ok(Json(TruthView {
        rank: found.map_or(0, |m| m.rank),
        match_kind: found.map(|m| m.match_kind),
    }))
}

/// `q`, `day` and `limit` (default 500).
#[derive(Debug, Deserialize)]
pub(super) struct KeywordTruthParams {
    q: String,
    day: Option<String>,
    limit: Option<String>,
}

/// One distinct organic product and its place, with its card as shown that day (ids, name,
/// prices, discount, rating, reviews, rocket delivery, sold out, image).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct PlaceView {
    rank: u32,
    #[serde(flatten)]
    product: catalog::Product,
}

pub(super) async fn truth_keyword(
    State(state): State<Arc<SimState>>,
    params: Result<Query<KeywordTruthParams>, QueryRejection>,
) -> Result<Json<Vec<PlaceView>>, SimError> {
    let Query(params) = params.map_err(|e| SimError::BadRequest(e.body_text()))?;
    let config = state.config();
    let day = day_or_today(params.day.as_deref(), &config)?;
    let limit = match params.limit.as_deref().map(str::trim) {
        None | Some("") => catalog::MAX_RANK as usize,
        Some(n) => n
            .parse()
            .map_err(|_| SimError::BadRequest(format!("limit is not a number: {n}")))?,
    };
    let places = catalog::first_appearances(&params.q, day, config.seed)
        .into_iter()
        .take(limit)
        .map(|p| PlaceView {
            rank: p.rank,
            product: p.product,
        })
        .collect();
    Ok(Json(places))
}

/// `q`, `day`, `page` (default 1) and `listSize` (default the marketplace's).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct CardsTruthParams {
    q: String,
    day: Option<String>,
    page: Option<String>,
    list_size: Option<String>,
}

/// A result page as the crawler's parser reads it from the HTML: its product cards in order (ads
/// marked, offers as shown in the configured layout, no image) and whether it is the last page.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct CardsTruthView {
    page: u32,
    last: bool,
    cards: Vec<common::rank::parser::Card>,
}

/// Any day's page, so that a past day can be recorded the way its crawl would have recorded it
/// (the demo seed's market history) without serving the marketplace's pages for a day not today.
pub(super) async fn truth_cards(
    State(state): State<Arc<SimState>>,
    params: Result<Query<CardsTruthParams>, QueryRejection>,
) -> Result<Json<CardsTruthView>, SimError> {
    let Query(params) = params.map_err(|e| SimError::BadRequest(e.body_text()))?;
    let config = state.config();
    let day = day_or_today(params.day.as_deref(), &config)?;
    let page = match params.page.as_deref().map(str::trim) {
        None | Some("") => 1,
        Some(n) => n
            .parse::<u32>()
            .map_err(|_| SimError::BadRequest(format!("page is not a number: {n}")))?,
    };
    let list_size =
        crate::page::list_size_or_default(params.list_size.and_then(|s| s.trim().parse().ok()));
    let model = crate::page::search_page(&params.q, day, config.seed, page, list_size);
    let cards = model
        .cells
        .iter()
        .filter_map(|cell| {
            let product = cell.product()?;
            Some(common::rank::parser::Card {
                product_id: product.product_id,
                item_id: Some(product.item_id),
                vendor_item_id: Some(product.vendor_item_id),
                sponsored: matches!(cell, crate::page::Cell::Sponsored { .. }),
                name: Some(product.name.clone()),
                image: None,
                offer: crate::render::offer_shown(product, config.layout),
            })
        })
        .collect();
    Ok(Json(CardsTruthView {
        page: model.page,
        last: model.page >= model.last_page,
        cards,
    }))
}

pub(super) fn day_or_today(day: Option<&str>, config: &SimConfig) -> Result<NaiveDate, SimError> {
    match day.map(str::trim) {
        None | Some("") => Ok(config.today()),
        Some(day) => NaiveDate::parse_from_str(day, "%Y-%m-%d")
            .map_err(|_| SimError::BadRequest(format!("day must be YYYY-MM-DD: {day}"))),
    }
}

/// An optional id parameter: empty is absent, anything else must be a number.
fn id(value: Option<&str>, name: &str) -> Result<Option<i64>, SimError> {
    match value.map(str::trim) {
        None | Some("") => Ok(None),
        Some(v) => v
            .parse()
            .map(Some)
            .map_err(|_| SimError::BadRequest(format!("{name} is not a number: {v}"))),
    }
}

fn missing(name: &str) -> SimError {
    SimError::BadRequest(format!("{name} is required"))
}
