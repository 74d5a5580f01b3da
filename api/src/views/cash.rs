//! The cash shapes: the balance, charge requests and ledger entries (`/cash/*`, `/admin/cash/*`).

use chrono::{DateTime, Utc};
use common::{
    cash::{BalanceType, LedgerKind},
    db::{cash_ledger::LedgerRow, charge_requests::ChargeRow},
    pagination::Pagination,
};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
pub struct BalanceView {
    pub balance: i64,
}

/// A charge request as sent: the row as read.
pub type ChargeView = ChargeRow;

/// A ledger row as sent (`amount` signed).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HistoryView {
    pub id: i64,
    pub user_id: i64,
    #[serde(rename = "type")]
    pub kind: LedgerKind,
    pub amount: i64,
    pub balance_after: i64,
    pub balance_type: BalanceType,
    pub description: String,
    pub reference_id: Option<i64>,
    pub slot_id: Option<i64>,
    pub charge_request_id: Option<i64>,
    pub transaction_at: DateTime<Utc>,
}

impl From<LedgerRow> for HistoryView {
    fn from(l: LedgerRow) -> Self {
        Self {
            id: l.id,
            user_id: l.user_id,
            kind: l.kind,
            amount: l.amount,
            balance_after: l.balance_after,
            balance_type: BalanceType::Paid,
            description: l.description,
            reference_id: l.charge_request_id.or(l.slot_id),
            slot_id: l.slot_id,
            charge_request_id: l.charge_request_id,
            transaction_at: l.created_at,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct ChargePage {
    pub items: Vec<ChargeView>,
    pub pagination: Pagination,
}

/// A page of charge requests as the list operations return it.
impl From<(Vec<ChargeRow>, Pagination)> for ChargePage {
    fn from((rows, pagination): (Vec<ChargeRow>, Pagination)) -> Self {
        Self {
            items: rows,
            pagination,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct HistoryPage {
    pub items: Vec<HistoryView>,
    pub pagination: Pagination,
}

/// A page of ledger rows as `cash::my_history` returns it.
impl From<(Vec<LedgerRow>, Pagination)> for HistoryPage {
    fn from((rows, pagination): (Vec<LedgerRow>, Pagination)) -> Self {
        Self {
            items: rows.into_iter().map(Into::into).collect(),
            pagination,
        }
    }
}
