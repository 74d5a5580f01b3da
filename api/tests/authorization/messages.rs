//! The authorisation table's rows for notifications, support chat, announcements, uploads, live events.

use reqwest::Method;
use serde_json::json;

use super::{Case, Fixture::*, case};

pub(super) fn rows() -> Vec<Case> {
    vec![
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
