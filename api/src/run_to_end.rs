//! A request, once received, runs to its end. When a browser gives a request up (a reload, a
//! closed tab, a lost connection) hyper drops the handler's future wherever it is waiting, and a
//! future dropped mid-await can leave half-done work behind: sqlx 0.9.0 leaves a pooled connection
//! inside a transaction it no longer tracks when `begin` is dropped during BEGIN's round trip
//! (launchbadge/sqlx#4393; the fix, #4394, is not released), and the next request on that
//! connection runs inside it ("there is already a transaction in progress", its rows locked until
//! the connection is recycled). Each `/api` request runs in a task of its own instead: giving it up
//! drops only the wait for its answer, and its transaction commits or rolls back as a whole.

use axum::{extract::Request, middleware::Next, response::Response};

/// The middleware (`axum::middleware::from_fn`).
pub async fn run_to_end(request: Request, next: Next) -> Response {
    match tokio::spawn(next.run(request)).await {
        Ok(response) => response,
        // A panic stays the panic it was, as if the handler had run here.
        Err(failed) if failed.is_panic() => std::panic::resume_unwind(failed.into_panic()),
        // Only a runtime shutting down cancels the task; nobody is left to answer.
        Err(failed) => panic!("request task cancelled: {failed}"),
    }
}
