//! `GET /vp/products/{productId}?itemId=&vendorItemId=`: the product page, and
//! `GET /thumb/{productId}.svg`: its thumbnail.
//!
//! A product id names its keyword's id prefix ([`catalog::prefix_of`]); the keywords searched
//! with that prefix (or the link's own `q`) are regenerated to find it. Unknown ids are 404.

use std::sync::Arc;

use axum::{
    extract::{Path, Query, State},
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::Deserialize;

use super::{SimError, SimState, host, html};
use crate::{catalog, render};

/// The link's query; ids that do not parse are ignored, as the site ignores them.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct ProductParams {
    item_id: Option<String>,
    vendor_item_id: Option<String>,
    q: Option<String>,
}

pub(super) async fn product_page(
    State(state): State<Arc<SimState>>,
    headers: HeaderMap,
    Path(product_id): Path<String>,
    Query(params): Query<ProductParams>,
) -> Result<Response, SimError> {
    state.stats.product();
    let config = state.config();
    if !state.throttle.allow(config.rps_cap) {
        state.stats.throttled();
        return Ok(html(
            StatusCode::TOO_MANY_REQUESTS,
            render::too_many_requests_page(),
        ));
    }
    let product_id: i64 = product_id.parse().map_err(|_| SimError::NotFound)?;
    let id = |s: Option<String>| s.and_then(|s| s.trim().parse::<i64>().ok());
    let (item_id, vendor_item_id) = (id(params.item_id), id(params.vendor_item_id));

    let mut keywords = state.keywords_for(product_id);
    // A link's own keyword finds its product even on a simulator that never served the search.
    if let Some(q) = params.q.map(|q| q.trim().to_owned())
        && catalog::id_prefix(&q, config.seed) == catalog::prefix_of(product_id)
    {
        keywords.push(q);
    }
    for keyword in keywords {
        let catalog = catalog::Catalog::build(&keyword, config.seed);
        if let Some(product) = catalog.find(product_id, item_id, vendor_item_id) {
            let mut options: Vec<_> = catalog
                .products
                .iter()
                .chain(&catalog.ads)
                .filter(|p| p.product_id == product_id)
                .cloned()
                .collect();
            if options.is_empty() {
                // A new entrant: its one option.
                options.push(product.clone());
            }
            return Ok(html(
                StatusCode::OK,
                render::product_page(&product, &options, host(&headers)),
            ));
        }
    }
    Err(SimError::NotFound)
}

pub(super) async fn thumbnail(Path(file): Path<String>) -> Result<Response, SimError> {
    let product_id: i64 = file
        .strip_suffix(".svg")
        .and_then(|id| id.parse().ok())
        .ok_or(SimError::NotFound)?;
    Ok((
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        render::thumbnail_svg(product_id),
    )
        .into_response())
}
