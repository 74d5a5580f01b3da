//! The authorisation table's rows for cash and what new slots cost.

use reqwest::Method;
use serde_json::json;

use super::{Case, Fixture::*, case};

pub(super) fn rows() -> Vec<Case> {
    vec![
        // Cash: one's own balance and requests; operators decide. The cash system is off here, so
        // asking for a charge is refused (409); api/tests/cash/ covers it switched on.
        case(
            Method::GET,
            "/api/cash/balance",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        // What new slots cost the caller: their own balance, whatever the role.
        case(
            Method::GET,
            "/api/cash/slot-quote?count=3",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::POST,
            "/api/cash/charges",
            Some(
                json!({ "amount": 10000, "depositAt": "2026-11-22T10:00", "accountHolder": "홍길동" }),
            ),
            Shared,
            [401, 409, 409, 409],
        ),
        case(
            Method::GET,
            "/api/cash/charges",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/cash/history",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/admin/cash/charges",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::POST,
            "/api/admin/cash/charges/{charge}/approve",
            None,
            Charge,
            [401, 403, 200, 200],
        ),
        case(
            Method::POST,
            "/api/admin/cash/charges/{charge}/reject",
            Some(json!({ "reason": "입금 확인 불가" })),
            Charge,
            [401, 403, 200, 200],
        ),
        case(
            Method::GET,
            "/api/admin/cash/counts",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
    ]
}
