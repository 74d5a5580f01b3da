//! The committed `web/openapi.json` is the document the server serves, so the web's generated
//! types (`web/src/lib/api-types.ts`, checked against that file by vitest) match the server.
//! After changing a route or a view: `cargo run -q -p api -- openapi > web/openapi.json`, then
//! `cd web && npm run api-types`.

#[test]
fn the_committed_document_is_the_served_one() {
    let committed =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../web/openapi.json"))
            .expect("web/openapi.json is committed");
    let committed: serde_json::Value =
        serde_json::from_str(&committed).expect("web/openapi.json is JSON");
    assert!(
        committed == api::openapi_document(),
        "web/openapi.json differs from what the server serves: run \
         `cargo run -q -p api -- openapi > web/openapi.json` and `cd web && npm run api-types`"
    );
}
