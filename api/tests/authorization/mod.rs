//! Every route of the api, called as anonymous, user, operator and developer, with the status each
//! must get. A route added without a row here fails `every_documented_route_is_in_the_table`.

mod files;
mod messages;
mod money;
mod operations;
mod public;
mod slots;

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
    [
        public::rows(),
        slots::rows(),
        money::rows(),
        operations::rows(),
        files::rows(),
        messages::rows(),
    ]
    .into_iter()
    .flatten()
    .collect()
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
