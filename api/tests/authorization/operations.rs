//! The authorisation table's rows for crawls, the jobs console, settings, the ranking page, pre-allocation and extension.

use reqwest::Method;
use serde_json::json;

use super::{Case, Fixture::*, case};

pub(super) fn rows() -> Vec<Case> {
    vec![
        // Rank crawls: operators follow them and recrawl a slot.
        case(
            Method::GET,
            "/api/admin/crawl-runs/summary",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::GET,
            "/api/admin/crawl-runs",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::POST,
            "/api/admin/slots/{slot}/recrawl",
            None,
            ActiveSlot,
            [401, 403, 200, 200],
        ),
        // The jobs console: operators and developers. `{job}` names no job: staff get its 404
        // (the actions on real jobs are in tests/jobs.rs), everyone else is refused first.
        case(
            Method::GET,
            "/api/admin/jobs/overview",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::GET,
            "/api/admin/jobs?queue=rank_crawl",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::GET,
            "/api/admin/jobs/{job}",
            None,
            Shared,
            [401, 403, 404, 404],
        ),
        case(
            Method::POST,
            "/api/admin/jobs/{job}/retry",
            None,
            Shared,
            [401, 403, 404, 404],
        ),
        case(
            Method::POST,
            "/api/admin/jobs/{job}/cancel",
            None,
            Shared,
            [401, 403, 404, 404],
        ),
        case(
            Method::POST,
            "/api/admin/jobs/{job}/run-now",
            None,
            Shared,
            [401, 403, 404, 404],
        ),
        case(
            Method::POST,
            "/api/admin/jobs/retry-failed",
            Some(json!({ "queue": "rank_crawl" })),
            Shared,
            [401, 403, 200, 200],
        ),
        // System settings: developers only (values equal to the current ones change nothing).
        case(
            Method::GET,
            "/api/settings",
            None,
            Shared,
            [401, 403, 403, 200],
        ),
        case(
            Method::PUT,
            "/api/settings",
            Some(json!({ "key": "siteName", "value": "Simple Slot", "category": "business" })),
            Shared,
            [401, 403, 403, 200],
        ),
        case(
            Method::PUT,
            "/api/settings/bulk",
            Some(
                json!({ "settings": [{ "key": "globalTheme", "value": "simple", "category": "theme" }] }),
            ),
            Shared,
            [401, 403, 403, 200],
        ),
        // The ranking page: everyone signed in.
        case(
            Method::GET,
            "/api/ranking/keywords",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/ranking/advertisers",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        // Pre-allocation and extension: staff only. The table runs in normal mode, where issuing
        // and extending are refused (409) after the role check.
        case(
            Method::POST,
            "/api/slots/allocate/{owner}",
            Some(json!({ "slotCount": 1, "startDate": "2026-12-01", "endDate": "2026-12-07" })),
            Shared,
            [401, 403, 409, 409],
        ),
        case(
            Method::GET,
            "/api/slots/allocation-history",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::PATCH,
            "/api/slots/allocation-history/{allocation}/payment",
            Some(json!({ "payment": true })),
            Allocation,
            [401, 403, 200, 200],
        ),
        case(
            Method::GET,
            "/api/slots/by-allocation/{allocation}",
            None,
            Allocation,
            [401, 403, 200, 200],
        ),
        case(
            Method::POST,
            "/api/slots/{slot}/extend",
            Some(json!({ "extensionDays": 10 })),
            ActiveSlot,
            [401, 403, 409, 409],
        ),
        case(
            Method::POST,
            "/api/slots/extend-bulk",
            Some(json!({ "allocationHistoryId": "{allocation}", "extensionDays": 10 })),
            Allocation,
            [401, 403, 409, 409],
        ),
        case(
            Method::GET,
            "/api/slots/extend-bulk/{batch}",
            None,
            Batch,
            [401, 403, 200, 200],
        ),
    ]
}
