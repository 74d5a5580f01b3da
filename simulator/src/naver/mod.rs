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
pub const MAX_POSITION: usize = common::rank::naver::MAX_RANK as usize;

/// The `errorCode` of each refusal: the product's own constants, so the two cannot drift.
pub use common::rank::naver::codes;
