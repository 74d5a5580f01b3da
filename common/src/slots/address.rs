//! What every marketplace's product address shares (Coupang [`super::url`], Naver Shopping
//! [`super::naver_url`]): an http(s) address with a dotted host, and the shared case table both
//! marketplaces' tests run (`common/fixtures/url_cases.json`, run by the web's tests too).

use url::Url;

use crate::error::AppError;

/// `cleaned` (white space already removed) as an http(s) address, with its host in lower case.
pub(super) fn http_url(cleaned: &str) -> Result<(Url, String), AppError> {
    let lower = cleaned.to_ascii_lowercase();
    if !(lower.starts_with("http://") || lower.starts_with("https://")) {
        return Err(AppError::UrlProtocolInvalid);
    }
    let parsed = Url::parse(cleaned).map_err(|_| AppError::UrlInvalid)?;
    let host = parsed
        .host_str()
        .ok_or(AppError::UrlInvalid)?
        .to_ascii_lowercase();
    if !host.contains('.') {
        return Err(AppError::UrlInvalid);
    }
    Ok((parsed, host))
}

/// Whether `host` is `domain` or one of its subdomains (`domain` in any case, a leading dot allowed).
pub(super) fn on_domain(host: &str, domain: &str) -> bool {
    let domain = domain.trim_start_matches('.').to_ascii_lowercase();
    host == domain || host.ends_with(&format!(".{domain}"))
}

/// The shared case table's cases of one marketplace (`None`: Coupang's, which name none), each
/// run through `check`: its outcome must be the case's `ok` or its `error`, word for word.
#[cfg(test)]
pub(super) fn run_case_table<W, F>(marketplace: Option<&str>, check: F) -> usize
where
    W: serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
    F: Fn(&serde_json::Value) -> Result<W, AppError>,
{
    let table: serde_json::Value =
        serde_json::from_str(include_str!("../../fixtures/url_cases.json")).unwrap();
    let cases = table["cases"].as_array().unwrap();
    let mut run = 0;
    for case in cases
        .iter()
        .filter(|c| c["marketplace"].as_str() == marketplace)
    {
        let name = case["name"].as_str().unwrap_or_default();
        let want_ok: Option<W> = case
            .get("ok")
            .map(|v| serde_json::from_value(v.clone()).unwrap());
        let want_error = case.get("error").and_then(|v| v.as_str());
        match (check(case), want_ok, want_error) {
            (Ok(got), Some(want), None) => assert_eq!(got, want, "{name}"),
            (Err(got), None, Some(want)) => assert_eq!(got.to_string(), want, "{name}"),
            (got, ok, error) => panic!("{name}: got {got:?}, want {ok:?} / {error:?}"),
        }
        run += 1;
    }
    run
}
