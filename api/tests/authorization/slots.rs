//! The authorisation table's rows for slots and the market around them.

use reqwest::Method;
use serde_json::json;

use super::{Case, Fixture::*, case};
use crate::support;

pub(super) fn rows() -> Vec<Case> {
    let url = support::product_url(11, 22, 33);
    vec![
        // Slots: advertisers register and manage their own; operators decide and see all.
        case(
            Method::GET,
            "/api/slots",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::POST,
            "/api/slots",
            Some(json!({ "keyword": "키보드", "url": url })),
            Shared,
            [401, 201, 403, 403],
        ),
        case(
            Method::GET,
            "/api/slots/{slot}",
            None,
            PendingSlot,
            [401, 200, 200, 200],
        ),
        case(
            Method::PATCH,
            "/api/slots/{slot}/status",
            Some(json!({ "status": "paused" })),
            ActiveSlot,
            [401, 200, 200, 200],
        ),
        case(
            Method::POST,
            "/api/slots/{slot}/approve",
            Some(json!({ "approved": true, "approvedPrice": 1000 })),
            PendingSlot,
            [401, 403, 200, 200],
        ),
        case(
            Method::PUT,
            "/api/slots/{slot}/update-fields",
            Some(json!({ "customFields": { "mid": "m1" } })),
            ActiveSlot,
            [401, 200, 200, 200],
        ),
        case(
            Method::PUT,
            "/api/slots/{slot}/fill",
            Some(json!({ "keyword": "마우스", "url": url })),
            EmptySlot,
            [401, 200, 409, 409],
        ),
        case(
            Method::GET,
            "/api/slots/count",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/slots/allocation/{owner}",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/slots/system-stats",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::GET,
            "/api/slots/{slot}/logs",
            None,
            PendingSlot,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/slots/{slot}/field-values",
            None,
            PendingSlot,
            [401, 200, 200, 200],
        ),
        case(
            Method::DELETE,
            "/api/slots/{slot}/rank-data",
            None,
            ActiveSlot,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/slots/{slot}/rank-delete-query",
            None,
            ActiveSlot,
            [401, 200, 200, 200],
        ),
        case(
            Method::PUT,
            "/api/slots/user/bulk-update",
            Some(json!({ "slotIds": ["{slot}"], "updates": { "keyword": "새 키워드" } })),
            ActiveSlot,
            [401, 200, 404, 404],
        ),
        case(
            Method::GET,
            "/api/field-configs",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::PUT,
            "/api/admin/field-configs",
            Some(json!({ "fields": [] })),
            Shared,
            [401, 403, 403, 200],
        ),
        case(
            Method::POST,
            "/api/admin/field-configs",
            Some(json!({ "fieldKey": "{unique}", "label": "메모", "fieldType": "text" })),
            Shared,
            [401, 403, 403, 201],
        ),
        case(
            Method::DELETE,
            "/api/admin/field-configs/{field}",
            None,
            Field,
            [401, 403, 403, 200],
        ),
        case(
            Method::POST,
            "/api/admin/field-configs/reset",
            Some(json!({})),
            Shared,
            [401, 403, 403, 200],
        ),
        case(
            Method::GET,
            "/api/admin/dashboard",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::GET,
            "/api/admin/business?unit=week",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::GET,
            "/api/admin/business/export?format=csv",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::GET,
            "/api/slots/{slot}/refund-preview",
            None,
            ActiveSlot,
            [401, 403, 200, 200],
        ),
        case(
            Method::GET,
            "/api/slots/{slot}/approval-quote",
            None,
            PendingSlot,
            [401, 403, 200, 200],
        ),
        case(
            Method::GET,
            "/api/slots/{slot}/rank-history",
            None,
            ActiveSlot,
            [401, 200, 200, 200],
        ),
        // The market around a slot (issue 29): its owner and staff, as the rank history.
        case(
            Method::GET,
            "/api/slots/{slot}/market",
            None,
            ActiveSlot,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/slots/{slot}/market/keyword",
            None,
            ActiveSlot,
            [401, 200, 200, 200],
        ),
    ]
}
