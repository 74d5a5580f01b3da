//! `GET /np/search?q=&page=&listSize=&sorter=&channel=`: a result page, or what the configured
//! fault serves instead. In order: count, cap (429), wait `latencyMs`, fault, then the page — a
//! page past the end redirects (302) to the last real page with the other parameters kept.
//!
//! Lenient like the real site: a missing or unreadable `page` is 1, a `listSize` other than
//! 36/48/60/72 is 72, and `sorter`/`channel` are accepted but every order is the ranking order.

use std::{io, sync::Arc, time::Duration};

use axum::{
    body::{Body, Bytes},
    extract::{Query, RawQuery, State, rejection::QueryRejection},
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::Deserialize;

use super::{SimError, SimState, host, html};
use crate::{
    config::SimConfig,
    fault::FaultKind,
    page::{self, Cell, PageModel},
    render, rng,
};

/// The query as sent; everything is read leniently.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct SearchParams {
    q: Option<String>,
    page: Option<String>,
    list_size: Option<String>,
}

/// Cards a short page keeps: fewer than a real page ever has.
const SHORT_PAGE_CARDS: usize = 4;

pub(super) async fn search(
    State(state): State<Arc<SimState>>,
    headers: HeaderMap,
    RawQuery(raw_query): RawQuery,
    params: Result<Query<SearchParams>, QueryRejection>,
) -> Result<Response, SimError> {
    let Query(params) = params.map_err(|e| SimError::BadRequest(e.body_text()))?;
    let page = params
        .page
        .and_then(|p| p.trim().parse::<u32>().ok())
        .filter(|p| *p >= 1)
        .unwrap_or(1);
    let _in_flight = state.stats.search_page(page);

    let config = state.config();
    if !state.throttle.allow(config.rps_cap) {
        state.stats.throttled();
        let mut response = html(
            StatusCode::TOO_MANY_REQUESTS,
            render::too_many_requests_page(),
        );
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        return Ok(response);
    }

    let keyword = params
        .q
        .map(|q| q.trim().to_owned())
        .filter(|q| !q.is_empty())
        .ok_or_else(|| SimError::BadRequest("q is required".into()))?;
    let list_size = page::list_size_or_default(params.list_size.and_then(|s| s.parse().ok()));
    let raw_query = raw_query.unwrap_or_default();

    if config.latency_ms > 0 {
        tokio::time::sleep(Duration::from_millis(config.latency_ms)).await;
    }
    state.remember(&keyword, config.seed);
    let day = config.today();
    let model = page::search_page(&keyword, day, config.seed, page, list_size);

    if let Some(kind) = state.next_fault(&config) {
        // A redirect to the page asked for would loop; that request is answered normally.
        if !(kind == FaultKind::RedirectLast && model.last_page == page) {
            state.stats.fault();
            tracing::debug!(fault = ?kind, keyword, page, "fault served");
            return fault_response(kind, &model, &config, &raw_query, host(&headers));
        }
    }

    if model.past_end {
        return redirect_to_page(&raw_query, model.last_page);
    }
    Ok(html(
        StatusCode::OK,
        result_page(&model, &config, host(&headers)),
    ))
}

/// A result page (or the no-results page) in the configured layout, padded when configured.
fn result_page(model: &PageModel, config: &SimConfig, host: &str) -> String {
    let page = render::search_page(model, config.layout, host);
    match &config.pad {
        Some(range) => render::pad_search_page(page, model, config.seed, range),
        None => page,
    }
}

/// What a struck request gets.
fn fault_response(
    kind: FaultKind,
    model: &PageModel,
    config: &SimConfig,
    raw_query: &str,
    host: &str,
) -> Result<Response, SimError> {
    let token = format!(
        "{:016x}{:016x}",
        rng::key(&[
            config.seed,
            rng::hash_str(&model.keyword),
            u64::from(model.page)
        ]),
        rng::hash_str(&model.search_id)
    );
    Ok(match kind {
        FaultKind::None => html(StatusCode::OK, result_page(model, config, host)),
        FaultKind::Status403 => html(StatusCode::FORBIDDEN, render::forbidden_page()),
        FaultKind::AccessDenied => html(
            StatusCode::OK,
            render::access_denied_page(&format!("18.{}.{}", &token[..8], &token[8..16])),
        ),
        FaultKind::Challenge => html(StatusCode::OK, render::challenge_page(&token)),
        FaultKind::Drop => dropped_connection(),
        FaultKind::RedirectLast => return redirect_to_page(raw_query, model.last_page),
        FaultKind::Maintenance => html(StatusCode::OK, render::maintenance_page()),
        FaultKind::ShortPage => html(
            StatusCode::OK,
            result_page(&short(model, config.seed), config, host),
        ),
        FaultKind::Status500 => html(
            StatusCode::INTERNAL_SERVER_ERROR,
            render::server_error_page(),
        ),
    })
}

/// The same page cut to a few product cards (a truncated page). A page past the end has none to
/// cut, so the last page's are used.
fn short(model: &PageModel, seed: u64) -> PageModel {
    let mut short = if model.past_end {
        page::search_page(
            &model.keyword,
            model.day,
            seed,
            model.last_page,
            model.list_size,
        )
    } else {
        model.clone()
    };
    short.cells = short
        .cells
        .into_iter()
        .filter(|c| !matches!(c, Cell::Bundle(_)))
        .take(SHORT_PAGE_CARDS)
        .collect();
    // A keyword without results still gets a (empty) result list, never the no-results text.
    short.total_count = short.total_count.max(1);
    short
}

/// A response whose body fails at once: hyper closes the connection without sending anything,
/// so the client sees a connection error, not a status.
fn dropped_connection() -> Response {
    let failing = futures::stream::once(async {
        Err::<Bytes, io::Error>(io::Error::new(
            io::ErrorKind::ConnectionAborted,
            "fault: drop the connection",
        ))
    });
    let mut response = Body::from_stream(failing).into_response();
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

/// 302 to the same search with `page` replaced.
fn redirect_to_page(raw_query: &str, page: u32) -> Result<Response, SimError> {
    let location = format!("/np/search?{}", with_page(raw_query, page));
    let location = HeaderValue::from_str(&location)
        .map_err(|_| SimError::BadRequest("unreadable query".into()))?;
    Ok((StatusCode::FOUND, [(header::LOCATION, location)]).into_response())
}

/// `raw_query` with its `page` parameter set to `page` (added when missing), everything else
/// kept byte for byte.
fn with_page(raw_query: &str, page: u32) -> String {
    let mut replaced = false;
    let mut pairs: Vec<String> = raw_query
        .split('&')
        .filter(|pair| !pair.is_empty())
        .filter_map(|pair| {
            if pair.split('=').next() != Some("page") {
                Some(pair.to_owned())
            } else if replaced {
                None // a second page parameter would contradict the first
            } else {
                replaced = true;
                Some(format!("page={page}"))
            }
        })
        .collect();
    if !replaced {
        pairs.push(format!("page={page}"));
    }
    pairs.join("&")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_parameter_is_replaced_in_place() {
        assert_eq!(
            with_page("q=%EB%A7%88+a&page=40&listSize=72&sorter=scoreDesc", 14),
            "q=%EB%A7%88+a&page=14&listSize=72&sorter=scoreDesc"
        );
    }

    #[test]
    fn a_missing_page_parameter_is_added_and_a_duplicate_dropped() {
        assert_eq!(with_page("q=a", 1), "q=a&page=1");
        assert_eq!(with_page("page=9&q=a&page=10", 3), "page=3&q=a");
    }
}
