//! The OpenAPI document. The paths and bodies come from the handlers' `#[utoipa::path]`; [`finish`]
//! then states, once for every operation, what utoipa cannot see from an annotation:
//!
//! - every answer is wrapped in `{ success, data, error }` (success: `data` is the annotated body;
//!   failure: [`ERROR_ENVELOPE`], a Korean `error`);
//! - every `{name}` in a path is a parameter (all our ids are positive 64-bit integers);
//! - an optional query parameter sent empty counts as not given (`allowEmptyValue`);
//! - a schema only answers use has every property required: the server always sends every field
//!   (`null` when empty; nothing is skipped), so clients may rely on each being there;
//! - the statuses every operation of its kind can answer: 400 when it takes input (a query, a path
//!   parameter or a body that does not parse), 401 when it needs a token, 404 when it names a row,
//!   503 when it needs a token (maintenance mode refuses advertisers), 403 when it needs a token
//!   (an account that must first change its generated password). Other 403s, 409 and 429 depend
//!   on the operation and are annotated on its handler.
//!
//! The document is what `/api/openapi.json` serves, what schemathesis checks the server against,
//! and what the web's types are generated from (`web/src/lib/api-types.ts`).

use serde_json::{Map, Value, json};
use utoipa::{
    Modify, OpenApi,
    openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme},
};

#[derive(OpenApi)]
#[openapi(
    info(title = "Simple Slot API", description = "광고 슬롯 관리 시스템 API. Every answer is { success, data, error }."),
    modifiers(&BearerAuth),
    // The WebSocket's messages (`/api/ws`), for the web's types; a refused bulk registration's rows.
    components(schemas(crate::views::live::ServerMessage, common::slots::bulk_registration::RowError)),
    tags((name = "auth"), (name = "users"), (name = "slots"), (name = "allocations"), (name = "notifications"), (name = "chat"), (name = "announcements"), (name = "field-configs"), (name = "dashboard"), (name = "cash"), (name = "crawl"), (name = "system")),
)]
pub struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .build(),
            ),
        );
    }
}

/// The component every failed answer refers to.
pub const ERROR_ENVELOPE: &str = "ErrorEnvelope";

const METHODS: [&str; 8] = [
    "get", "put", "post", "delete", "options", "head", "patch", "trace",
];

/// The generated document with the envelope, path parameters and common statuses stated.
pub fn finish(doc: utoipa::openapi::OpenApi) -> Value {
    let mut doc = serde_json::to_value(doc).unwrap_or_else(|_| json!({}));
    add_error_envelope(&mut doc);
    require_every_answer_field(&mut doc);
    if let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) {
        for (path, item) in paths.iter_mut() {
            let names = path_names(path);
            let Some(item) = item.as_object_mut() else {
                continue;
            };
            for method in METHODS {
                if let Some(op) = item.get_mut(method).and_then(Value::as_object_mut) {
                    if crate::idempotency::COVERED
                        .iter()
                        .any(|(m, p)| m.eq_ignore_ascii_case(method) && p == path)
                    {
                        add_idempotency_key(op);
                    }
                    finish_operation(op, &names);
                }
            }
        }
    }
    doc
}

fn add_error_envelope(doc: &mut Value) {
    let schemas = doc
        .as_object_mut()
        .map(|d| d.entry("components").or_insert_with(|| json!({})))
        .and_then(Value::as_object_mut)
        .map(|c| c.entry("schemas").or_insert_with(|| json!({})))
        .and_then(Value::as_object_mut);
    if let Some(schemas) = schemas {
        schemas.insert(
            ERROR_ENVELOPE.into(),
            json!({
                "type": "object",
                "description": "A refused or failed call: `error` is Korean text a person can act on.",
                "required": ["success", "data", "error"],
                "properties": {
                    "success": { "type": "boolean", "const": false },
                    "data": { "oneOf": [
                        { "type": "null" },
                        {
                            "type": "object",
                            "description": "A refused bulk registration: every problem of every row.",
                            "required": ["rowErrors"],
                            "properties": { "rowErrors": {
                                "type": "array", "items": { "$ref": "#/components/schemas/RowError" }
                            } }
                        }
                    ] },
                    "error": { "type": "string" }
                }
            }),
        );
    }
}

/// Marks every property required in the schemas that only answers use (requests may leave
/// fields out; answers never do).
fn require_every_answer_field(doc: &mut Value) {
    let mut request_inputs = Vec::new();
    for item in doc["paths"]
        .as_object()
        .into_iter()
        .flat_map(|p| p.values())
    {
        for method in METHODS {
            let op = &item[method];
            request_inputs.push(op["requestBody"].clone());
            request_inputs.push(op["parameters"].clone());
        }
    }
    let schemas = doc["components"]["schemas"].clone();
    let mut in_requests = std::collections::BTreeSet::new();
    let mut pending: Vec<String> = request_inputs.iter().flat_map(refs_in).collect();
    while let Some(name) = pending.pop() {
        if in_requests.insert(name.clone()) {
            pending.extend(refs_in(&schemas[&name]));
        }
    }
    let Some(schemas) = doc["components"]["schemas"].as_object_mut() else {
        return;
    };
    for (name, schema) in schemas.iter_mut() {
        if in_requests.contains(name) {
            continue;
        }
        // `get_mut`, not indexing: `schema["allOf"]` would insert a null `allOf` where none is.
        let parts = match schema.get_mut("allOf").and_then(Value::as_array_mut) {
            Some(parts) => parts.iter_mut().collect::<Vec<_>>(),
            None => vec![schema],
        };
        for part in parts {
            if let Some(props) = part["properties"].as_object() {
                let names: Vec<Value> = props.keys().map(|k| Value::from(k.as_str())).collect();
                part["required"] = Value::Array(names);
            }
        }
    }
}

/// The component names `$ref`ed anywhere inside `value`.
fn refs_in(value: &Value) -> Vec<String> {
    match value {
        Value::Object(map) => map
            .iter()
            .flat_map(|(key, v)| match (key.as_str(), v.as_str()) {
                ("$ref", Some(r)) => r
                    .strip_prefix("#/components/schemas/")
                    .map(|n| vec![n.to_owned()])
                    .unwrap_or_default(),
                _ => refs_in(v),
            })
            .collect(),
        Value::Array(items) => items.iter().flat_map(refs_in).collect(),
        _ => Vec::new(),
    }
}

/// The `{name}` segments of a path template.
fn path_names(path: &str) -> Vec<String> {
    path.split('/')
        .filter_map(|seg| seg.strip_prefix('{')?.strip_suffix('}'))
        .map(str::to_owned)
        .collect()
}

fn finish_operation(op: &mut Map<String, Value>, path_names: &[String]) {
    let params = op
        .entry("parameters")
        .or_insert_with(|| json!([]))
        .as_array_mut()
        .map(std::mem::take)
        .unwrap_or_default();
    let params = with_path_parameters(params, path_names)
        .into_iter()
        .map(allowing_empty_query_values)
        .collect::<Vec<_>>();
    let takes_body = op.contains_key("requestBody");
    let takes_input = !params.is_empty() || takes_body;
    if params.is_empty() {
        op.remove("parameters");
    } else {
        op.insert("parameters".into(), Value::Array(params));
    }
    let secured = op
        .get("security")
        .and_then(Value::as_array)
        .is_some_and(|s| !s.is_empty());

    let responses = op
        .entry("responses")
        .or_insert_with(|| json!({}))
        .as_object_mut();
    let Some(responses) = responses else { return };
    for (status, needed) in [
        ("400", takes_input),
        // A body past the limit (2 MB for JSON; uploads state their own).
        ("413", takes_body),
        ("401", secured),
        // An account with its generated first password: all but /auth/me and /auth/change-password.
        ("403", secured),
        ("404", !path_names.is_empty()),
        // Maintenance mode: an advertiser's signed-in calls answer 503.
        ("503", secured),
    ] {
        if needed && !responses.contains_key(status) {
            responses.insert(status.into(), json!({}));
        }
    }
    for (status, response) in responses.iter_mut() {
        if let Some(response) = response.as_object_mut() {
            finish_response(status, response);
        }
    }
}

/// The optional `Idempotency-Key` header of a call that honours it (`crate::idempotency`), with
/// the two refusals it adds.
fn add_idempotency_key(op: &mut Map<String, Value>) {
    let max = common::idempotency::MAX_KEY_LEN;
    if let Some(params) = op
        .entry("parameters")
        .or_insert_with(|| json!([]))
        .as_array_mut()
    {
        params.push(json!({
            "name": "Idempotency-Key",
            "in": "header",
            "required": false,
            "description": "Runs this call once per caller and key: a repeat within 24 hours gets \
                the first answer again, a refusal as much as a success (with \
                `Idempotent-Replayed: true`); after a server failure (5xx) the key may be sent \
                again. A repeat while the first still runs answers 409 with \
                `Idempotent-In-Progress: true`.",
            "schema": { "type": "string", "minLength": 1, "maxLength": max,
                        "pattern": format!("^[!-~]{{1,{max}}}$") }
        }));
    }
    if let Some(responses) = op
        .entry("responses")
        .or_insert_with(|| json!({}))
        .as_object_mut()
    {
        responses.entry("409").or_insert_with(|| json!({}));
        responses.insert(
            "422".into(),
            json!({ "description": "같은 Idempotency-Key로 내용이 다른 요청" }),
        );
    }
}

/// Adds the path parameters utoipa did not list (handlers take them through `ApiPath`).
fn with_path_parameters(mut params: Vec<Value>, names: &[String]) -> Vec<Value> {
    for name in names {
        let listed = params
            .iter()
            .any(|p| p["in"] == "path" && p["name"] == name.as_str());
        if !listed {
            params.push(json!({
                "name": name,
                "in": "path",
                "required": true,
                "schema": { "type": "integer", "format": "int64", "minimum": 1 }
            }));
        }
    }
    params
}

/// An optional query parameter left empty (`?status=`) counts as not given: every one of ours is
/// read with `common::params::blank_as_none` (or `blank_or_choice`) or is free text.
fn allowing_empty_query_values(mut param: Value) -> Value {
    if param["in"] == "query" && param["required"] != true {
        param["allowEmptyValue"] = true.into();
    }
    param
}

fn finish_response(status: &str, response: &mut Map<String, Value>) {
    // A protocol switch (the WebSocket) has no body.
    if status.starts_with('1') {
        return;
    }
    let success = status.starts_with('2');
    // A file (a workbook, a CSV) is sent as itself, not in the envelope.
    let is_file = response
        .get("content")
        .and_then(Value::as_object)
        .is_some_and(|c| !c.is_empty() && !c.contains_key("application/json"));
    if response
        .get("description")
        .and_then(Value::as_str)
        .is_none_or(str::is_empty)
    {
        response.insert("description".into(), describe(status).into());
    }
    if success && is_file {
        // A workbook is bytes (utoipa would describe Vec<u8> as an array of integers).
        if let Some(content) = response.get_mut("content").and_then(Value::as_object_mut) {
            for (kind, media) in content.iter_mut() {
                if !kind.starts_with("text/") {
                    media["schema"] = json!({ "type": "string", "format": "binary" });
                }
            }
        }
        return;
    }
    let schema = if success {
        let data = response
            .get("content")
            .and_then(|c| c.get("application/json"))
            .and_then(|c| c.get("schema"))
            .cloned()
            .unwrap_or_else(|| json!({ "type": "null" }));
        json!({
            "type": "object",
            "required": ["success", "data", "error"],
            "properties": {
                "success": { "type": "boolean", "const": true },
                "data": data,
                "error": { "type": "null" }
            }
        })
    } else {
        json!({ "$ref": format!("#/components/schemas/{ERROR_ENVELOPE}") })
    };
    response.insert(
        "content".into(),
        json!({ "application/json": { "schema": schema } }),
    );
}

fn describe(status: &str) -> &'static str {
    match status {
        "200" => "성공",
        "201" => "생성됨",
        "400" => "입력 오류 (형식이 맞지 않는 질의, 경로 또는 본문)",
        "401" => "로그인이 필요하거나 세션이 만료됨",
        "403" => "권한 없음, 또는 처음 받은 비밀번호를 아직 변경하지 않은 계정",
        "404" => "대상을 찾을 수 없음 (다른 사람의 것 포함)",
        "409" => "현재 상태에서 할 수 없는 요청",
        "413" => "요청 본문이 너무 큼",
        "429" => "요청이 너무 많음",
        "503" => "점검 중 (일반 사용자의 호출) 또는 데이터베이스 연결 불가",
        _ => "응답",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_operation_is_wrapped_and_names_its_path_parameters() {
        let (_, doc) = crate::api_routes();
        let doc = finish(doc);
        let paths = doc["paths"].as_object().expect("paths");
        assert!(!paths.is_empty());
        for (path, item) in paths {
            for (method, op) in item.as_object().expect("path item") {
                let names = path_names(path);
                let params = op["parameters"].as_array().cloned().unwrap_or_default();
                for name in &names {
                    assert!(
                        params
                            .iter()
                            .any(|p| p["in"] == "path" && p["name"] == name.as_str()),
                        "{method} {path}: path parameter {name} undefined"
                    );
                }
                for (status, response) in op["responses"].as_object().expect("responses") {
                    let schema = &response["content"]["application/json"]["schema"];
                    if status.starts_with('1') {
                        assert!(
                            response.get("content").is_none(),
                            "{method} {path} {status}"
                        );
                    } else if status.starts_with('2') {
                        let file = response["content"]
                            .as_object()
                            .is_some_and(|c| !c.contains_key("application/json"));
                        if file {
                            // A download: a workbook is bytes, a CSV text; never the envelope.
                            for (kind, media) in response["content"].as_object().unwrap() {
                                let expected = if kind.starts_with("text/") {
                                    json!({ "type": "string" })
                                } else {
                                    json!({ "type": "string", "format": "binary" })
                                };
                                assert_eq!(media["schema"], expected, "{method} {path} {kind}");
                            }
                        } else {
                            assert_eq!(
                                schema["required"],
                                json!(["success", "data", "error"]),
                                "{method} {path} {status}"
                            );
                        }
                    } else {
                        assert_eq!(
                            schema["$ref"], "#/components/schemas/ErrorEnvelope",
                            "{method} {path} {status}"
                        );
                    }
                }
                if op.get("security").is_some() {
                    assert!(op["responses"].get("401").is_some(), "{method} {path}");
                }
            }
        }
        for (name, schema) in doc["components"]["schemas"].as_object().expect("schemas") {
            if let Some(all_of) = schema.get("allOf") {
                assert!(
                    all_of.is_array(),
                    "{name}: allOf must be a list when present"
                );
            }
        }
    }
}
