//! Route modules, one per area; each owns its `router()`, made by [`router!`] from its handlers.

/// A module's `pub fn router()`: every handler named once, routed and documented by its
/// `#[utoipa::path]`. Handlers of one path may be named apart (axum and utoipa merge them).
macro_rules! router {
    ($($handler:ident),+ $(,)?) => {
        pub fn router() -> utoipa_axum::router::OpenApiRouter<crate::state::AppState> {
            utoipa_axum::router::OpenApiRouter::new()
                $(.routes(utoipa_axum::routes!($handler)))+
        }
    };
}

/// `upload`'s route with a body limit above its file limit `max_file`, so an oversized file gets
/// our message rather than axum's.
fn upload_route(
    upload: utoipa_axum::router::UtoipaMethodRouter<crate::state::AppState>,
    max_file: usize,
) -> utoipa_axum::router::OpenApiRouter<crate::state::AppState> {
    utoipa_axum::router::OpenApiRouter::new()
        .routes(upload)
        .layer(axum::extract::DefaultBodyLimit::max(max_file + 1024 * 1024))
}

/// Why an upload's file was refused; each upload call answers it with its own error.
enum FileRefusal {
    /// Not a multipart body, or no `file` part.
    Missing,
    /// A `file` part over the file limit (or the body over the route's limit).
    TooBig,
}

/// The `file` part's bytes (its name is not asked: the content decides the type); not a multipart
/// body at all is the same answer as a form without the file.
async fn uploaded_file(
    form: Result<axum::extract::Multipart, axum::extract::multipart::MultipartRejection>,
    max_file: usize,
) -> Result<Vec<u8>, FileRefusal> {
    let mut form = form.map_err(|_| FileRefusal::Missing)?;
    let refusal = |e: axum::extract::multipart::MultipartError| {
        if e.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
            FileRefusal::TooBig
        } else {
            FileRefusal::Missing
        }
    };
    while let Some(field) = form.next_field().await.map_err(refusal)? {
        if field.name() != Some("file") {
            continue;
        }
        let bytes = field.bytes().await.map_err(refusal)?;
        if bytes.len() > max_file {
            return Err(FileRefusal::TooBig);
        }
        return Ok(bytes.to_vec());
    }
    Err(FileRefusal::Missing)
}

pub mod allocations;
pub mod announcements;
pub mod auth;
pub mod bulk_registration;
pub mod cash;
pub mod chat;
pub mod crawl_runs;
pub mod dashboard;
pub mod field_configs;
pub mod jobs;
pub mod live;
pub mod market;
pub mod notifications;
pub mod ranking;
pub mod settings;
pub mod slots;
pub mod spreadsheets;
pub mod system;
pub mod uploads;
pub mod users;
