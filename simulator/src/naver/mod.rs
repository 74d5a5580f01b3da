//! Naver Shopping's search API (`GET /v1/search/shop.json`, `shared/NAVER-SHOPPING.md`), the
//! second marketplace's stand-in (issue 39): a keyword's results ([`results`]) as a pure function of
//! the keyword, the KST day and the seed, and the applications allowed to call it with their
//! quotas and rates ([`keys`]). The route itself is `server::naver`.

pub mod keys;
pub mod results;

pub use keys::{NaverConfig, NaverKey, NaverPatch};
pub use results::{NaverItem, position, results, total};

/// The most results one call returns (`display`).
pub const MAX_DISPLAY: usize = 100;
/// The furthest position a call may start at (`start`): nothing past 1,000 can be read.
pub const MAX_START: usize = 1_000;
/// The deepest position the API answers.
pub const MAX_POSITION: usize = 1_000;

/// The `errorCode` of each refusal, one constant each so a client tells them apart.
pub mod codes {
    pub const BAD_QUERY: &str = "SE01";
    pub const BAD_DISPLAY: &str = "SE02";
    pub const BAD_START: &str = "SE03";
    pub const BAD_SORT: &str = "SE04";
    /// 401: a missing or unknown id, or a wrong secret.
    pub const UNAUTHORIZED: &str = "024";
    /// 429: the application's calls of the day are spent (until 00:00 KST).
    pub const QUOTA_EXCEEDED: &str = "010";
    /// 429: too many calls this second; a retry a moment later is served.
    pub const RATE_LIMITED: &str = "012";
}
