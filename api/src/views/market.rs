//! The market around a slot (`GET /slots/{id}/market`): the slot's keyword, product and period,
//! then what `common::market::read::slot_market` found. The keyword view
//! (`…/market/keyword`) is `common::market::read::KeywordMarket` as it is.

use chrono::NaiveDate;
use common::{db::slots::SlotRow, market::read::SlotMarket};
use serde::Serialize;
use utoipa::ToSchema;

/// `GET /slots/{id}/market`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SlotMarketView {
    pub slot_id: i64,
    pub keyword: String,
    pub product_name: Option<String>,
    pub period: PeriodView,
    #[serde(flatten)]
    pub market: SlotMarket,
}

/// A slot's period; either end may be open (a slot not approved yet).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PeriodView {
    #[schema(value_type = Option<String>, format = Date)]
    pub start_date: Option<NaiveDate>,
    #[schema(value_type = Option<String>, format = Date)]
    pub end_date: Option<NaiveDate>,
}

impl From<(SlotRow, SlotMarket)> for SlotMarketView {
    fn from((slot, market): (SlotRow, SlotMarket)) -> Self {
        Self {
            slot_id: slot.id,
            keyword: slot.keyword.unwrap_or_default(),
            product_name: slot.product_name,
            period: PeriodView {
                start_date: slot.start_date,
                end_date: slot.end_date,
            },
            market,
        }
    }
}
