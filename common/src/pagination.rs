//! Page requests and the `pagination` object every list answer carries.

use serde::Serialize;

use crate::error::AppError;

/// A validated page request: `page` from 1, `limit` capped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageRequest {
    pub page: i64,
    pub limit: i64,
}

impl PageRequest {
    /// Largest page the api hands out in one answer.
    pub const MAX_LIMIT: i64 = 1000;

    pub fn new(
        page: Option<i64>,
        limit: Option<i64>,
        default_limit: i64,
    ) -> Result<Self, AppError> {
        let page = page.unwrap_or(1);
        let limit = limit.unwrap_or(default_limit);
        if page < 1 || limit < 1 {
            return Err(AppError::PaginationInvalid);
        }
        Ok(Self {
            page,
            limit: limit.min(Self::MAX_LIMIT),
        })
    }

    pub fn offset(&self) -> i64 {
        (self.page - 1).saturating_mul(self.limit)
    }

    pub fn pagination(&self, total: i64) -> Pagination {
        Pagination {
            page: self.page,
            limit: self.limit,
            total,
            total_pages: (total + self.limit - 1) / self.limit,
        }
    }
}

/// `{ page, limit, total, totalPages }`.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Pagination {
    pub page: i64,
    pub limit: i64,
    pub total: i64,
    pub total_pages: i64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn total_pages_round_up_and_limits_are_capped() {
        let req = PageRequest::new(Some(2), Some(10), 10).unwrap();
        assert_eq!(req.offset(), 10);
        assert_eq!(req.pagination(21).total_pages, 3);
        assert_eq!(req.pagination(0).total_pages, 0);
        assert_eq!(PageRequest::new(None, Some(5000), 10).unwrap().limit, 1000);
        assert!(PageRequest::new(Some(0), None, 10).is_err());
    }
}
