//! Support chat over HTTP and the WebSocket: one room per advertiser made by the first message
//! (once, however many arrive together), nobody else's room by guessing ids, read receipts and
//! unread counts per side, the message rules, closing and reopening, the auto reply, and a message
//! pushed to the other side on any api instance and marked delivered.

use crate::support;

use std::time::Duration;

use chrono::Timelike;
use futures::future::join_all;
use reqwest::Method;
use serde_json::{Value, json};
use support::{
    Answer, Client, TestApp,
    ws::{connect, next_message, next_of, next_where},
};

async fn say(caller: &Client<'_>, room: Option<i64>, content: &str) -> Answer {
    let body = match room {
        Some(room) => json!({ "content": content, "roomId": room }),
        None => json!({ "content": content }),
    };
    caller.post("/api/chat/messages", body).await
}

/// The advertiser's first message: answers the room's id.
async fn open_room(caller: &Client<'_>, content: &str) -> i64 {
    let answer = say(caller, None, content).await;
    assert_eq!(answer.status(), 201, "{answer:?}");
    answer.data()["room"]["id"].as_i64().unwrap()
}

async fn messages(caller: &Client<'_>, room: i64) -> Vec<Value> {
    let answer = caller
        .get(&format!("/api/chat/rooms/{room}/messages"))
        .await;
    assert_eq!(answer.status(), 200, "{answer:?}");
    answer.data()["messages"].as_array().unwrap().clone()
}

/// Fields `a` and `b` of each message, in order.
fn pairs(list: &[Value], a: &str, b: &str) -> Vec<(String, String)> {
    let text = |m: &Value, field: &str| m[field].as_str().expect(field).to_owned();
    list.iter().map(|m| (text(m, a), text(m, b))).collect()
}

fn contents_and_states(list: &[Value]) -> Vec<(String, String)> {
    pairs(list, "content", "status")
}

async fn unread(caller: &Client<'_>) -> i64 {
    caller.get("/api/chat/unread-count").await.data()["count"]
        .as_i64()
        .unwrap()
}

async fn read_room(caller: &Client<'_>, room: i64) -> Answer {
    caller
        .call(Method::PUT, &format!("/api/chat/rooms/{room}/read"), None)
        .await
}

async fn chat_on(app: &TestApp) {
    app.set_setting("chatEnabled", json!(true)).await;
}

#[tokio::test]
async fn an_advertisers_first_messages_make_one_room_even_when_they_arrive_together() {
    let app = TestApp::spawn().await;
    chat_on(&app).await;
    let buyer = app.advertiser("buyer01").await;

    let texts: Vec<String> = (0..8).map(|i| format!("문의 {i}")).collect();
    let answers = join_all(texts.iter().map(|text| say(&buyer, None, text))).await;

    assert!(answers.iter().all(|a| a.status() == 201), "{answers:?}");
    let rooms: std::collections::HashSet<i64> = answers
        .iter()
        .map(|a| a.data()["room"]["id"].as_i64().unwrap())
        .collect();
    assert_eq!(rooms.len(), 1, "one room");
    let list = buyer.get("/api/chat/rooms").await;
    assert_eq!(list.data()["pagination"]["total"], 1);
    let room = &list.data()["rooms"][0];
    assert_eq!(
        (&room["name"], &room["status"], &room["participantCount"]),
        (&json!("광고주님의 문의"), &json!("active"), &json!(1))
    );
    assert_eq!(
        messages(&buyer, *rooms.iter().next().unwrap()).await.len(),
        8
    );
}

#[tokio::test]
async fn nobody_reads_or_writes_in_another_advertisers_room() {
    let app = TestApp::spawn().await;
    chat_on(&app).await;
    let owner = app.advertiser("buyer01").await;
    let other = app.advertiser("buyer02").await;
    let operator = app.operator("staff01").await;
    let room = open_room(&owner, "제 문의입니다").await;

    let not_found = "채팅방을 찾을 수 없습니다.";
    let attempts = [
        other.get(&format!("/api/chat/rooms/{room}")).await,
        other.get(&format!("/api/chat/rooms/{room}/messages")).await,
        say(&other, Some(room), "끼어들기").await,
        other
            .post(
                &format!("/api/chat/rooms/{room}/messages"),
                json!({ "content": "끼어들기" }),
            )
            .await,
        read_room(&other, room).await,
    ];
    for answer in attempts {
        assert_eq!(answer.refusal(), (404, not_found));
    }
    assert_eq!(
        other.get("/api/chat/rooms").await.data()["rooms"],
        json!([])
    );
    let status = other
        .put(
            &format!("/api/chat/rooms/{room}/status"),
            json!({ "status": "closed" }),
        )
        .await;
    assert_eq!(status.status(), 403, "only staff close rooms");

    assert_eq!(
        operator.get("/api/chat/rooms").await.data()["pagination"]["total"],
        1
    );
    assert_eq!(
        messages(&operator, room).await.len(),
        1,
        "staff see every room"
    );
    assert_eq!(
        contents_and_states(&messages(&owner, room).await),
        [("제 문의입니다".to_owned(), "sent".to_owned())],
        "nothing was written by the others"
    );
}

#[tokio::test]
async fn reading_a_room_marks_the_other_sides_messages_and_the_counts_follow() {
    let app = TestApp::spawn().await;
    chat_on(&app).await;
    let buyer = app.advertiser("buyer01").await;
    let operator = app.operator("staff01").await;
    let room = open_room(&buyer, "입금 확인 부탁드립니다").await;
    say(&buyer, None, "오늘 오전에 보냈습니다").await;

    assert_eq!(unread(&operator).await, 2);
    assert_eq!(
        operator.get("/api/chat/rooms?unreadOnly=true").await.data()["rooms"][0]["unreadCount"],
        2
    );
    assert_eq!(
        unread(&buyer).await,
        0,
        "their own messages are not unread for them"
    );

    let opened = read_room(&operator, room).await;
    assert_eq!(
        (opened.status(), &opened.data()["unreadCount"]),
        (200, &json!(0))
    );
    assert_eq!(
        contents_and_states(&messages(&buyer, room).await),
        [
            ("입금 확인 부탁드립니다".to_owned(), "read".to_owned()),
            ("오늘 오전에 보냈습니다".to_owned(), "read".to_owned()),
        ]
    );
    assert_eq!(unread(&operator).await, 0);
    assert_eq!(
        operator.get("/api/chat/rooms?unreadOnly=true").await.data()["rooms"],
        json!([])
    );

    let answer = say(&operator, Some(room), "확인되었습니다.").await;
    assert_eq!(answer.status(), 201, "{answer:?}");
    assert_eq!(answer.data()["message"]["senderRole"], "operator");
    assert_eq!(unread(&buyer).await, 1);
    assert_eq!(
        buyer.get("/api/chat/rooms").await.data()["rooms"][0]["participantCount"],
        2
    );
    read_room(&buyer, room).await;
    assert_eq!(unread(&buyer).await, 0);
    let last = messages(&operator, room).await.pop().unwrap();
    assert_eq!(
        (&last["content"], &last["status"]),
        (&json!("확인되었습니다."), &json!("read"))
    );
}

#[tokio::test]
async fn messages_are_trimmed_text_and_closed_rooms_take_no_answers() {
    let app = TestApp::spawn().await;
    chat_on(&app).await;
    let buyer = app.advertiser("buyer01").await;
    let operator = app.operator("staff01").await;

    for (content, error) in [
        ("  \n ", "메시지를 입력해 주세요.".to_owned()),
        (
            &"가".repeat(5001) as &str,
            "메시지는 5000자 이하로 입력해 주세요.".to_owned(),
        ),
    ] {
        let answer = say(&buyer, None, content).await;
        assert_eq!(answer.refusal(), (400, error.as_str()));
    }
    assert_eq!(
        buyer.get("/api/chat/rooms").await.data()["rooms"],
        json!([]),
        "a refused first message makes no room"
    );
    let room = open_room(&buyer, "  <b>굵게?</b>\n두 줄  ").await;
    assert_eq!(
        messages(&buyer, room).await[0]["content"],
        "<b>굵게?</b>\n두 줄",
        "kept as text"
    );

    let no_room = operator
        .post("/api/chat/messages", json!({ "content": "누구에게?" }))
        .await;
    assert_eq!(no_room.refusal(), (400, "답변할 채팅방을 선택해 주세요."));

    let closed = operator
        .put(
            &format!("/api/chat/rooms/{room}/status"),
            json!({ "status": "closed" }),
        )
        .await;
    assert_eq!(
        (closed.status(), &closed.data()["status"]),
        (200, &json!("closed"))
    );
    let refused = say(&operator, Some(room), "답변").await;
    assert_eq!(
        refused.refusal(),
        (409, "종료된 상담입니다. 상담을 다시 열고 답변해 주세요.")
    );

    let again = say(&buyer, None, "다시 문의드려요").await;
    assert_eq!(
        again.data()["room"]["status"],
        "active",
        "the advertiser's message reopens it"
    );
    let kinds = pairs(&messages(&buyer, room).await, "type", "senderName");
    assert_eq!(
        kinds,
        [
            ("normal".to_owned(), "광고주".to_owned()),
            ("system".to_owned(), "시스템".to_owned()),
            ("normal".to_owned(), "광고주".to_owned()),
        ]
    );
    app.assert_audited(operator.id, "chat_room_status_changed")
        .await;
}

#[tokio::test]
async fn a_window_reads_before_or_after_a_message_id_and_refuses_ids_that_cannot_be() {
    let app = TestApp::spawn().await;
    chat_on(&app).await;
    let buyer = app.advertiser("buyer01").await;
    let room = open_room(&buyer, "하나").await;
    say(&buyer, Some(room), "둘").await;
    say(&buyer, Some(room), "셋").await;
    let all = messages(&buyer, room).await;
    let id = |n: usize| all[n]["id"].as_i64().unwrap();
    let contents = |answer: &Answer| -> Vec<String> {
        answer.data()["messages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["content"].as_str().unwrap().to_owned())
            .collect()
    };
    let path = format!("/api/chat/rooms/{room}/messages");

    let older = buyer.get(&format!("{path}?before={}&limit=1", id(2))).await;
    assert_eq!(contents(&older), ["둘"]);
    assert_eq!(older.data()["hasMore"], json!(true));
    let newer = buyer.get(&format!("{path}?after={}", id(0))).await;
    assert_eq!(contents(&newer), ["둘", "셋"]);
    assert_eq!(
        contents(&buyer.get(&format!("{path}?after=0")).await).len(),
        3
    );

    for query in ["before=-58800", "before=0", "after=-1"] {
        let refused = buyer.get(&format!("{path}?{query}")).await;
        assert_eq!(
            refused.refusal(),
            (
                400,
                "불러올 위치(before, after)는 메시지 번호로 입력해 주세요."
            ),
            "{query}"
        );
    }
}

#[tokio::test]
async fn advertisers_cannot_chat_while_chat_is_off_and_staff_keep_their_inbox() {
    let app = TestApp::spawn().await;
    let buyer = app.advertiser("buyer01").await;
    let operator = app.operator("staff01").await;

    let refused = say(&buyer, None, "문의").await;
    assert_eq!(refused.refusal(), (403, "현재 사용할 수 없는 기능입니다."));
    assert_eq!(buyer.get("/api/chat/unread-count").await.status(), 403);
    assert_eq!(operator.get("/api/chat/rooms").await.status(), 200);
}

#[tokio::test]
async fn outside_business_hours_the_auto_reply_answers_once_until_staff_write() {
    let app = TestApp::spawn().await;
    chat_on(&app).await;
    // Business hours that leave out this hour in Korea and the next one, so that the test's
    // outcome holds whenever it runs, an hour turning during it included.
    let hour = i64::from(common::time::kst_datetime(chrono::Utc::now()).hour());
    let (start, end) = match hour {
        0..=21 => (hour + 2, 24),
        22 => (0, 22),
        _ => (1, 23),
    };
    // The end first, to the latest, so the start never passes it on the way.
    app.set_setting("chatBusinessEnd", json!(24)).await;
    app.set_setting("chatBusinessStart", json!(start)).await;
    app.set_setting("chatBusinessEnd", json!(end)).await;
    app.set_setting(
        "chatAutoReply",
        json!("지금은 상담 시간이 아닙니다. 내일 답변드리겠습니다."),
    )
    .await;
    let buyer = app.advertiser("buyer01").await;
    let operator = app.operator("staff01").await;

    let room = open_room(&buyer, "문의 1").await;
    say(&buyer, None, "문의 2").await;
    say(&operator, Some(room), "답변드립니다").await;
    say(&buyer, None, "문의 3").await;

    let shown = pairs(&messages(&buyer, room).await, "senderRole", "senderName");
    let auto = ("system".to_owned(), "자동 응답".to_owned());
    let advertiser = ("user".to_owned(), "광고주".to_owned());
    assert_eq!(
        shown,
        [
            advertiser.clone(),
            auto.clone(),
            advertiser.clone(),
            ("operator".to_owned(), "광고주".to_owned()),
            advertiser,
            auto,
        ],
        "one auto reply for the first message, none for the second, one again after staff wrote"
    );
}

#[tokio::test]
async fn a_message_reaches_the_other_side_on_any_api_instance_and_is_then_delivered() {
    let app = TestApp::spawn().await;
    chat_on(&app).await;
    let second = app.spawn_second_instance().await;
    let buyer = app.advertiser("buyer01").await;
    let stranger = app.advertiser("buyer02").await;
    let operator = app.operator("staff01").await;
    let room = open_room(&buyer, "첫 문의").await;

    // The operator on the second instance, the advertiser and a stranger on the first.
    let mut staff_socket = connect(second, Some(operator.token())).await;
    let mut buyer_socket = connect(app.addr, Some(buyer.token())).await;
    let mut stranger_socket = connect(app.addr, Some(stranger.token())).await;
    tokio::time::sleep(Duration::from_millis(300)).await; // both hubs LISTEN by now

    let sent = say(&buyer, None, "지금 답변 가능하신가요?").await;
    let id = sent.data()["message"]["id"].as_i64().unwrap();
    assert_eq!(sent.data()["message"]["status"], "sent");

    // The room's first message may still be on its way to the second hub; this one is awaited.
    let heard = next_where(
        &mut staff_socket,
        "chatMessage",
        |m| m["message"]["id"] == json!(id),
        Duration::from_secs(10),
    )
    .await
    .expect("staff hear it on the other instance");
    assert_eq!(
        (
            &heard["message"]["id"],
            &heard["message"]["roomId"],
            &heard["message"]["content"]
        ),
        (&json!(id), &json!(room), &json!("지금 답변 가능하신가요?"))
    );
    let delivered = next_where(
        &mut buyer_socket,
        "chatDelivered",
        |m| m["messageId"] == json!(id),
        Duration::from_secs(10),
    )
    .await
    .expect("the advertiser hears it was delivered");
    assert_eq!(
        (&delivered["roomId"], &delivered["messageId"]),
        (&json!(room), &json!(id))
    );
    assert_eq!(
        messages(&buyer, room).await.last().unwrap()["status"],
        "delivered"
    );

    read_room(&operator, room).await;
    let read = next_of(&mut buyer_socket, "chatRead", Duration::from_secs(10))
        .await
        .expect("and that it was read");
    assert_eq!(
        (&read["roomId"], &read["byOwner"], &read["upTo"]),
        (&json!(room), &json!(false), &json!(id))
    );
    assert_eq!(
        next_message(&mut stranger_socket, Duration::from_millis(700)).await,
        None,
        "another advertiser hears nothing"
    );
}
