//! Successful answers: `{ success: true, data, error: null }` with a status code.

use axum::{
    Json,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use common::{AppError, Envelope};
use serde::Serialize;

/// A successful answer.
pub struct Reply<T>(StatusCode, T);

/// What handlers return.
pub type ApiResult<T> = Result<Reply<T>, AppError>;

/// 200 with `data`.
pub fn ok<T>(data: T) -> ApiResult<T> {
    Ok(Reply(StatusCode::OK, data))
}

/// 200 with every row of `rows` as its view (a whole list, unpaged).
pub fn ok_each<R, T: From<R>>(rows: Vec<R>) -> ApiResult<Vec<T>> {
    ok(rows.into_iter().map(T::from).collect())
}

/// 201 with the created `data`.
pub fn created<T>(data: T) -> ApiResult<T> {
    Ok(Reply(StatusCode::CREATED, data))
}

/// 202: the work is queued; `data` says how to follow it.
pub fn accepted<T>(data: T) -> ApiResult<T> {
    Ok(Reply(StatusCode::ACCEPTED, data))
}

impl<T: Serialize> IntoResponse for Reply<T> {
    fn into_response(self) -> Response {
        (
            self.0,
            Json(Envelope {
                success: true,
                data: Some(self.1),
                error: None,
            }),
        )
            .into_response()
    }
}
