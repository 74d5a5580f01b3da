//! The authorisation table's rows for bulk registration, Excel and CSV, the effect report.

use reqwest::Method;
use serde_json::json;

use super::{Case, Fixture::*, case};
use crate::support;

pub(super) fn rows() -> Vec<Case> {
    let url = support::product_url(11, 22, 33);
    vec![
        // Bulk registration: advertisers register; a batch is read by its advertiser and staff.
        case(
            Method::POST,
            "/api/slots/bulk-registrations",
            Some(
                json!({ "rows": [{ "customFields": { "keywords": "키보드", "landingUrl": url } }] }),
            ),
            Shared,
            [401, 202, 403, 403],
        ),
        case(
            Method::GET,
            "/api/slots/bulk-registrations/{registration}",
            None,
            Registration,
            [401, 200, 200, 200],
        ),
        // Excel and CSV: anyone signed in reads a file into rows, gets the template, writes the
        // grid out and exports the slots they may see.
        case(
            Method::POST,
            "/api/slots/import",
            None,
            Shared,
            [401, 400, 400, 400],
        ),
        case(
            Method::GET,
            "/api/slots/import-template",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::POST,
            "/api/slots/grid-export",
            Some(json!({ "rows": [{ "keywords": "키보드" }] })),
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/slots/export",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/slots/{slot}/rank-history/export",
            None,
            PendingSlot,
            [401, 200, 200, 200],
        ),
        // The effect report: an advertiser their own (another's is refused), staff anyone's.
        case(
            Method::GET,
            "/api/reports/effect?userId={owner}&format=xlsx",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/reports/effect?userId={target}",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        // Asked with POST: a small report is the file at once (a large one a job, tests/reports);
        // a job's progress and file are its advertiser's and staff's (another's: not found).
        case(
            Method::POST,
            "/api/reports/effect?userId={owner}&format=xlsx",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::POST,
            "/api/reports/effect?userId={target}",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::GET,
            "/api/reports/effect/jobs/{report}",
            None,
            Report,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/reports/effect/jobs/{report}/file",
            None,
            Report,
            [401, 200, 200, 200],
        ),
    ]
}
