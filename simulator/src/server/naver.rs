//! `GET /v1/search/shop.json`: Naver Shopping's search API as `shared/NAVER-SHOPPING.md` describes
//! it. In order: the key pair (401), the key's daily quota and rate (429, told apart by
//! `errorCode`), the parameters (400 SE01–SE04), then the answer: every item value a string, the
//! query's words marked `<b>…</b>` in titles, `&` written as an entity. `GET /__stats/naver` counts
//! per key; `GET /__truth/naver?q=&mid=&day=` gives a MID's true position on any day, beyond 1,000
//! too, and whether it was matched into a catalog.

use std::{collections::HashMap, sync::Arc};

use axum::{
    Json,
    extract::{Query, State},
    http::{HeaderMap, StatusCode},
    response::{IntoResponse, Response},
};
use serde::Serialize;

use super::{SimError, SimState, control::day_or_today};
use crate::naver::{
    self, MAX_DISPLAY, MAX_POSITION, MAX_START, NaverItem, codes,
    keys::{Admission, NaverStats},
};

fn refusal(status: StatusCode, code: &str, message: &str) -> Response {
    (
        status,
        Json(serde_json::json!({ "errorMessage": message, "errorCode": code })),
    )
        .into_response()
}

/// The accepted key the call names, if any.
fn key_of(headers: &HeaderMap, config: &naver::NaverConfig) -> Option<String> {
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    let (id, secret) = (
        header("x-naver-client-id")?,
        header("x-naver-client-secret")?,
    );
    config
        .keys
        .iter()
        .find(|k| k.id == id && k.secret == secret)
        .map(|k| k.id.clone())
}

/// A number parameter: absent is the default; present it must read and lie in `range`.
fn number(
    params: &HashMap<String, String>,
    name: &str,
    default: usize,
    range: std::ops::RangeInclusive<usize>,
) -> Option<usize> {
    match params.get(name) {
        None => Some(default),
        Some(raw) => raw.trim().parse().ok().filter(|n| range.contains(n)),
    }
}

pub(super) async fn shop(
    State(state): State<Arc<SimState>>,
    headers: HeaderMap,
    Query(params): Query<HashMap<String, String>>,
) -> Response {
    let config = state.config();
    let day = config.today();
    let Some(key) = key_of(&headers, &config.naver) else {
        state.naver.unauthorized();
        return refusal(
            StatusCode::UNAUTHORIZED,
            codes::UNAUTHORIZED,
            "Authentication failed. (인증에 실패했습니다.)",
        );
    };
    match state.naver.admit(&key, day, &config.naver) {
        Admission::Served => {}
        Admission::QuotaExceeded => {
            return refusal(
                StatusCode::TOO_MANY_REQUESTS,
                codes::QUOTA_EXCEEDED,
                "Query limit exceeded. (일일 허용량을 초과했습니다.)",
            );
        }
        Admission::RateLimited => {
            return refusal(
                StatusCode::TOO_MANY_REQUESTS,
                codes::RATE_LIMITED,
                "Rate limit exceeded. (초당 호출 한도를 초과했습니다.)",
            );
        }
    }
    let query = params.get("query").map(|q| q.trim()).unwrap_or_default();
    if query.is_empty() {
        return refusal(
            StatusCode::BAD_REQUEST,
            codes::BAD_QUERY,
            "Incorrect query request (잘못된 쿼리요청입니다.)",
        );
    }
    let Some(display) = number(&params, "display", 10, 1..=MAX_DISPLAY) else {
        return refusal(
            StatusCode::BAD_REQUEST,
            codes::BAD_DISPLAY,
            "Invalid display value (부적절한 display 값입니다.)",
        );
    };
    let Some(start) = number(&params, "start", 1, 1..=MAX_START) else {
        return refusal(
            StatusCode::BAD_REQUEST,
            codes::BAD_START,
            "Invalid start value (부적절한 start 값입니다.)",
        );
    };
    let sort = params.get("sort").map_or("sim", |s| s.as_str());
    if !matches!(sort, "sim" | "date" | "asc" | "dsc") {
        return refusal(
            StatusCode::BAD_REQUEST,
            codes::BAD_SORT,
            "Invalid sort value (부적절한 sort 값입니다.)",
        );
    }
    let mut found = naver::results(query, day, config.seed);
    found.truncate(MAX_POSITION);
    match sort {
        "asc" => found.sort_by_key(|item| item.lprice),
        "dsc" => found.sort_by_key(|item| std::cmp::Reverse(item.lprice)),
        _ => {}
    }
    let items: Vec<Item> = found
        .iter()
        .skip(start - 1)
        .take(display.min(MAX_POSITION.saturating_sub(start - 1)))
        .map(|item| Item::of(item, query))
        .collect();
    let total = if found.is_empty() {
        0
    } else {
        naver::total(query, config.seed)
    };
    Json(serde_json::json!({
        "lastBuildDate": format!("{} 10:00:00 +0900", day.format("%a, %d %b %Y")),
        "total": total,
        "start": start,
        "display": items.len(),
        "items": items,
    }))
    .into_response()
}

/// One item as the API writes it: strings only, empty for absent.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Item {
    title: String,
    link: String,
    image: String,
    lprice: String,
    hprice: String,
    mall_name: String,
    product_id: String,
    product_type: String,
    brand: String,
    maker: String,
    category1: String,
    category2: String,
    category3: String,
    category4: String,
}

impl Item {
    fn of(item: &NaverItem, query: &str) -> Self {
        let escaped = item.name.replace('&', "&amp;");
        // The query's words marked as the API marks them.
        let title = query.split_whitespace().fold(escaped, |title, word| {
            title.replace(word, &format!("<b>{word}</b>"))
        });
        Self {
            title,
            link: item.link.clone(),
            image: format!(
                "https://shopping-phinf.pstatic.net/main_{0}/{0}.jpg",
                item.product_id
            ),
            lprice: item.lprice.to_string(),
            hprice: item.hprice.map(|p| p.to_string()).unwrap_or_default(),
            mall_name: item.mall_name.clone(),
            product_id: item.product_id.to_string(),
            product_type: item.product_type.to_string(),
            brand: item.brand.clone(),
            maker: String::new(),
            category1: "생활/건강".to_owned(),
            category2: "생활용품".to_owned(),
            category3: String::new(),
            category4: String::new(),
        }
    }
}

pub(super) async fn stats(State(state): State<Arc<SimState>>) -> Json<NaverStats> {
    Json(state.naver_stats())
}

/// `{ position, productType, matchedOn }`: position 0 when the MID is not among the day's results.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct NaverTruth {
    position: usize,
    product_type: Option<u8>,
    matched_on: Option<chrono::NaiveDate>,
    matched: bool,
}

pub(super) async fn truth(
    State(state): State<Arc<SimState>>,
    Query(params): Query<HashMap<String, String>>,
) -> Result<Json<NaverTruth>, SimError> {
    let config = state.config();
    let day = day_or_today(params.get("day").map(String::as_str), &config)?;
    let q = params.get("q").map(|q| q.trim()).unwrap_or_default();
    let mid: i64 = params
        .get("mid")
        .and_then(|m| m.trim().parse().ok())
        .ok_or_else(|| SimError::BadRequest("mid must be a number".to_owned()))?;
    let (position, item) = naver::position(q, day, config.seed, mid);
    Ok(Json(NaverTruth {
        position: position.unwrap_or(0),
        product_type: item.as_ref().map(|i| i.product_type),
        matched_on: item.as_ref().and_then(|i| i.matched_on),
        matched: item.as_ref().is_some_and(|i| !i.shown_on(day)),
    }))
}
