//! Every route of the api, called as anonymous, user, operator and developer, with the status each
//! must get. A route added without a row here fails `every_documented_route_is_in_the_table`.

use crate::support;

use std::collections::BTreeSet;

use reqwest::Method;
use serde_json::{Value, json};
use support::{PASSWORD, TestApp};

/// What a row's placeholders name. `{target}`: an advertiser account; `{owner}`: the plain user's
/// id; `{slot}`: a slot of the plain user; `{field}`: a field config; `{unique}`: a fresh login id
/// or field key.
#[derive(Clone, Copy, PartialEq)]
enum Fixture {
    /// Nothing made per call: `{target}` is one advertiser made for the whole test.
    Shared,
    /// A new advertiser for each call (for calls that consume it, such as delete).
    FreshUser,
    /// A new pending slot of the plain user.
    PendingSlot,
    /// A new approved, running slot of the plain user.
    ActiveSlot,
    /// A new empty slot issued to the plain user.
    EmptySlot,
    /// A new custom field config.
    Field,
    /// A new pending charge request of the plain user (made while the cash system is on).
    Charge,
    /// A new issue record of the plain user (`{allocation}`).
    Allocation,
    /// A new, finished bulk-extension batch (`{batch}`).
    Batch,
    /// A new notification to the plain user (`{notification}`).
    Notification,
    /// A new notification send by the developer (`{send}`).
    Send,
    /// The plain user's support room, with a new message of theirs (`{room}`).
    Room,
    /// A new active announcement by the developer (`{announcement}`).
    Announcement,
    /// A new bulk registration of one row by the plain user (`{registration}`).
    Registration,
    /// A new effect report of the plain user made by a job, finished (`{report}`).
    Report,
}

/// A job id that names no job.
const NO_SUCH_JOB: &str = "01JOBTHATDOESNOTEXIST0000";

struct Case {
    method: Method,
    path: &'static str,
    body: Option<Value>,
    fixture: Fixture,
    /// Expected status as anonymous, user, operator, developer.
    expect: [u16; 4],
}

fn case(
    method: Method,
    path: &'static str,
    body: Option<Value>,
    fixture: Fixture,
    expect: [u16; 4],
) -> Case {
    Case {
        method,
        path,
        body,
        fixture,
        expect,
    }
}

fn table() -> Vec<Case> {
    use Fixture::*;
    let url = support::product_url(11, 22, 33);
    vec![
        case(
            Method::GET,
            "/api/health",
            None,
            Shared,
            [200, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/health/live",
            None,
            Shared,
            [200, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/health/ready",
            None,
            Shared,
            [200, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/settings/public",
            None,
            Shared,
            [200, 200, 200, 200],
        ),
        case(
            Method::POST,
            "/api/auth/login",
            Some(json!({ "email": "nobody", "password": "wrong" })),
            Shared,
            [401, 401, 401, 401],
        ),
        case(
            Method::POST,
            "/api/auth/register",
            Some(json!({ "email": "{unique}", "password": PASSWORD, "fullName": "가입자" })),
            Shared,
            [200, 200, 200, 200],
        ),
        case(
            Method::POST,
            "/api/auth/refresh",
            Some(json!({ "refreshToken": "not-a-token" })),
            Shared,
            [401, 401, 401, 401],
        ),
        case(
            Method::POST,
            "/api/auth/logout",
            Some(json!({})),
            Shared,
            [200, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/auth/me",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::PUT,
            "/api/auth/profile",
            Some(json!({ "fullName": "새 이름" })),
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::PUT,
            "/api/auth/change-password",
            Some(json!({ "currentPassword": PASSWORD, "password": PASSWORD })),
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::POST,
            "/api/auth/switch-user",
            Some(json!({ "targetUserId": "{target}" })),
            Shared,
            [401, 403, 403, 200],
        ),
        case(
            Method::GET,
            "/api/users",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::POST,
            "/api/users",
            Some(json!({ "email": "{unique}", "password": PASSWORD, "fullName": "새 사용자" })),
            Shared,
            [401, 403, 201, 201],
        ),
        case(
            Method::GET,
            "/api/users/{target}",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::PUT,
            "/api/users/{target}",
            Some(json!({ "fullName": "고친 이름" })),
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::DELETE,
            "/api/users/{target}",
            None,
            FreshUser,
            [401, 403, 200, 200],
        ),
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
        // Cash: one's own balance and requests; operators decide. The cash system is off here, so
        // asking for a charge is refused (409); api/tests/cash.rs covers it switched on.
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
        // Notifications: every role reaches only its own (another's is "not found"); sends and
        // their history are staff only; rank alerts are the advertiser's.
        case(
            Method::GET,
            "/api/notifications",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/notifications/unread-count",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::PUT,
            "/api/notifications/{notification}/read",
            None,
            Notification,
            [401, 200, 404, 404],
        ),
        case(
            Method::PUT,
            "/api/notifications/{notification}/dismiss",
            None,
            Notification,
            [401, 200, 404, 404],
        ),
        case(
            Method::DELETE,
            "/api/notifications/{notification}",
            None,
            Notification,
            [401, 200, 404, 404],
        ),
        case(
            Method::PUT,
            "/api/notifications/read-all",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::PUT,
            "/api/notifications/mark-all-read",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::DELETE,
            "/api/notifications/delete-read",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::POST,
            "/api/notifications/send",
            Some(json!({ "title": "점검 안내", "message": "오늘 밤 점검", "recipientId": "all" })),
            Shared,
            [401, 403, 202, 202],
        ),
        case(
            Method::POST,
            "/api/notifications/test",
            Some(json!({ "title": "테스트", "message": "테스트 알림" })),
            Shared,
            [401, 403, 403, 201],
        ),
        case(
            Method::GET,
            "/api/notifications/sends",
            None,
            Shared,
            [401, 403, 200, 200],
        ),
        case(
            Method::GET,
            "/api/notifications/sends/{send}",
            None,
            Send,
            [401, 403, 200, 200],
        ),
        case(
            Method::GET,
            "/api/notifications/rank-alerts",
            None,
            Shared,
            [401, 200, 403, 403],
        ),
        case(
            Method::PUT,
            "/api/notifications/rank-alerts",
            Some(json!({ "enabled": true, "threshold": 5 })),
            Shared,
            [401, 200, 403, 403],
        ),
        // Support chat: an advertiser reaches their own room (another's is "not found", tests/chat.rs);
        // staff every room; only staff close and reopen.
        case(
            Method::GET,
            "/api/chat/rooms",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/chat/rooms/{room}",
            None,
            Room,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/chat/rooms/{room}/messages",
            None,
            Room,
            [401, 200, 200, 200],
        ),
        case(
            Method::POST,
            "/api/chat/rooms/{room}/messages",
            Some(json!({ "content": "문의드립니다" })),
            Room,
            [401, 201, 201, 201],
        ),
        case(
            Method::POST,
            "/api/chat/messages",
            Some(json!({ "content": "문의드립니다", "roomId": "{room}" })),
            Room,
            [401, 201, 201, 201],
        ),
        case(
            Method::PUT,
            "/api/chat/rooms/{room}/read",
            None,
            Room,
            [401, 200, 200, 200],
        ),
        case(
            Method::PUT,
            "/api/chat/rooms/{room}/status",
            Some(json!({ "status": "closed" })),
            Room,
            [401, 403, 200, 200],
        ),
        case(
            Method::GET,
            "/api/chat/unread-count",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        // Announcements: everyone reads; staff write.
        case(
            Method::GET,
            "/api/announcements",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::GET,
            "/api/announcements/pinned",
            None,
            Shared,
            [401, 200, 200, 200],
        ),
        case(
            Method::POST,
            "/api/announcements",
            Some(json!({ "title": "점검 안내", "content": "오늘 밤 점검합니다." })),
            Shared,
            [401, 403, 201, 201],
        ),
        case(
            Method::GET,
            "/api/announcements/{announcement}",
            None,
            Announcement,
            [401, 200, 200, 200],
        ),
        case(
            Method::PUT,
            "/api/announcements/{announcement}",
            Some(json!({ "title": "점검 안내 (수정)", "content": "내일 밤 점검합니다." })),
            Announcement,
            [401, 403, 200, 200],
        ),
        case(
            Method::DELETE,
            "/api/announcements/{announcement}",
            None,
            Announcement,
            [401, 403, 200, 200],
        ),
        // Uploads: staff store images (no file here: a 400 once past the role check); anyone loads
        // one by address (`{id}` is sent as written, which names no upload).
        case(
            Method::POST,
            "/api/uploads/images",
            None,
            Shared,
            [401, 403, 400, 400],
        ),
        case(
            Method::GET,
            "/api/uploads/{id}",
            None,
            Shared,
            [404, 404, 404, 404],
        ),
        // Live events: a plain GET is not a WebSocket upgrade (the upgrade is in tests/live_events.rs).
        case(Method::GET, "/api/ws", None, Shared, [400, 400, 400, 400]),
    ]
}

#[tokio::test]
async fn every_route_answers_each_role_with_the_right_status() {
    let app = TestApp::spawn().await;
    app.set_setting("useCashSystem", json!(false)).await; // slots here cost nothing
    app.set_setting("chatEnabled", json!(true)).await;
    let shared_target = app.new_user("target00").await;
    let owner = app.new_user("plainuser").await;
    app.new_operator("staffop").await;
    let callers = [
        None,
        Some(app.sign_in("plainuser", PASSWORD).await),
        Some(app.sign_in("staffop", PASSWORD).await),
        Some(app.developer().await),
    ];
    let (plain_user, dev) = (callers[1].as_ref().unwrap(), callers[3].as_ref().unwrap());
    let mut counter = 0;
    let mut failures = vec![];

    for case in table() {
        for (index, (role, caller)) in ["anonymous", "user", "operator", "developer"]
            .iter()
            .zip(&callers)
            .enumerate()
        {
            counter += 1;
            let unique = format!("made{counter}");
            let target = match case.fixture {
                Fixture::FreshUser => app.new_user(&format!("fresh{counter}")).await,
                _ => shared_target,
            };
            let slot = match case.fixture {
                Fixture::PendingSlot => plain_user.new_slot(&format!("키워드{counter}")).await,
                Fixture::ActiveSlot => {
                    plain_user
                        .new_active_slot(&format!("키워드{counter}"))
                        .await
                }
                Fixture::EmptySlot => app.insert_empty_slot(owner, 0, 30).await,
                _ => 0,
            };
            let field = match case.fixture {
                Fixture::Field => {
                    let answer = dev.call(Method::POST, "/api/admin/field-configs",
                        Some(json!({ "fieldKey": format!("field{counter}"), "label": "임시", "fieldType": "text" }))).await;
                    answer.data()["id"].as_i64().unwrap()
                }
                _ => 0,
            };
            let charge = match case.fixture {
                Fixture::Charge => {
                    app.set_setting("useCashSystem", json!(true)).await;
                    let answer = plain_user.request_charge(10000, "광고주").await;
                    app.set_setting("useCashSystem", json!(false)).await;
                    answer.data()["id"].as_i64().unwrap()
                }
                _ => 0,
            };
            let allocation = match case.fixture {
                Fixture::Allocation => app.insert_allocation(owner).await,
                _ => 0,
            };
            let batch = match case.fixture {
                Fixture::Batch => app.insert_extension_batch(owner).await,
                _ => 0,
            };
            let notification = match case.fixture {
                Fixture::Notification => app.insert_notification(owner, "표 알림").await,
                _ => 0,
            };
            let send = match case.fixture {
                Fixture::Send => app.insert_send(dev.id).await,
                _ => 0,
            };
            let room = match case.fixture {
                Fixture::Room => {
                    let answer = plain_user
                        .post("/api/chat/messages", json!({ "content": "표 문의" }))
                        .await;
                    answer.data()["room"]["id"].as_i64().unwrap()
                }
                _ => 0,
            };
            let announcement = match case.fixture {
                Fixture::Announcement => {
                    let answer = dev
                        .post(
                            "/api/announcements",
                            json!({ "title": "표 공지", "content": "내용" }),
                        )
                        .await;
                    answer.data()["id"].as_i64().unwrap()
                }
                _ => 0,
            };
            let registration = match case.fixture {
                Fixture::Registration => {
                    let n = 900 + counter as i64;
                    let answer = plain_user
                        .post("/api/slots/bulk-registrations", json!({ "rows": [{ "customFields": {
                                "keywords": "표 등록", "landingUrl": support::product_url(n, n, n) } }] }))
                        .await;
                    answer.data()["id"].as_i64().unwrap()
                }
                _ => 0,
            };
            let report = match case.fixture {
                Fixture::Report => finished_report_job(&app, owner).await,
                _ => 0,
            };
            let fill_path = |p: &str| {
                p.replace("{target}", &target.to_string())
                    .replace("{owner}", &owner.to_string())
                    .replace("{slot}", &slot.to_string())
                    .replace("{field}", &field.to_string())
                    .replace("{charge}", &charge.to_string())
                    .replace("{allocation}", &allocation.to_string())
                    .replace("{batch}", &batch.to_string())
                    .replace("{notification}", &notification.to_string())
                    .replace("{send}", &send.to_string())
                    .replace("{room}", &room.to_string())
                    .replace("{announcement}", &announcement.to_string())
                    .replace("{registration}", &registration.to_string())
                    .replace("{report}", &report.to_string())
                    .replace("{job}", NO_SUCH_JOB)
            };
            let path = fill_path(case.path);
            let body = case.body.as_ref().map(|b| {
                fill(b, &|s| match s {
                    "{target}" => Some(json!(target)),
                    "{slot}" => Some(json!(slot)),
                    "{unique}" => Some(json!(unique)),
                    "{allocation}" => Some(json!(allocation)),
                    "{room}" => Some(json!(room)),
                    _ => None,
                })
            });
            let answer = match caller {
                Some(caller) => caller.call(case.method.clone(), &path, body).await,
                None => app.call_anonymous(case.method.clone(), &path, body).await,
            };
            let expected = case.expect[index];
            if answer.status() != expected {
                failures.push(format!(
                    "{} {} as {role}: got {} want {expected} ({})",
                    case.method,
                    case.path,
                    answer.status(),
                    answer.error()
                ));
            }
            if answer.status() >= 400 {
                assert!(
                    !answer.error().is_empty(),
                    "{} {} as {role}: an error without a message",
                    case.method,
                    case.path
                );
            }
        }
    }

    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// An effect report of `owner` made by a job (whatever its size), run to its end; its id.
async fn finished_report_job(app: &TestApp, owner: i64) -> i64 {
    use common::market::report::{self, ReportFormat, job};
    let actor = testkit::actor(owner, common::actor::Role::User);
    let scope = report::scope(&app.db.pool, &actor, None, None, None)
        .await
        .unwrap();
    let made = job::request(&app.db.pool, &actor, scope, ReportFormat::Xlsx)
        .await
        .unwrap();
    job::run(&app.db.pool, made.batch.id).await.unwrap();
    made.batch.id
}

#[tokio::test]
async fn every_documented_route_is_in_the_table() {
    let app = TestApp::spawn().await;
    let doc = app
        .call_anonymous(Method::GET, "/api/openapi.json", None)
        .await
        .body;

    let documented: BTreeSet<String> = doc["paths"]
        .as_object()
        .unwrap()
        .iter()
        .flat_map(|(path, item)| {
            item.as_object()
                .unwrap()
                .keys()
                .map(move |m| format!("{} {path}", m.to_uppercase()))
        })
        .collect();
    let tabled: BTreeSet<String> = table()
        .iter()
        .map(|c| {
            // A query string (a required parameter) is not part of the documented path.
            let path = c.path.split('?').next().unwrap_or(c.path);
            let path = path
                .replace("{target}", "{id}")
                .replace("{slot}", "{id}")
                .replace("{field}", "{id}")
                .replace("{charge}", "{id}")
                .replace("{allocation}", "{id}")
                .replace("{batch}", "{id}")
                .replace("{notification}", "{id}")
                .replace("{send}", "{id}")
                .replace("{room}", "{id}")
                .replace("{announcement}", "{id}")
                .replace("{registration}", "{id}")
                .replace("{report}", "{id}")
                .replace("{job}", "{id}")
                .replace("{owner}", "{userId}");
            format!("{} {path}", c.method)
        })
        .collect();

    assert_eq!(documented, tabled);
}

#[tokio::test]
async fn unknown_api_paths_are_a_json_404_not_the_web_app() {
    let app = TestApp::spawn().await;

    let answer = app
        .call_anonymous(Method::GET, "/api/no-such-thing", None)
        .await;

    assert_eq!(answer.refusal(), (404, "요청한 API를 찾을 수 없습니다."));
}

/// The body with every placeholder string that `value_of` knows replaced by its value.
fn fill(body: &Value, value_of: &dyn Fn(&str) -> Option<Value>) -> Value {
    match body {
        Value::String(s) => value_of(s).unwrap_or_else(|| body.clone()),
        Value::Array(items) => Value::Array(items.iter().map(|v| fill(v, value_of)).collect()),
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| (k.clone(), fill(v, value_of)))
                .collect(),
        ),
        other => other.clone(),
    }
}
