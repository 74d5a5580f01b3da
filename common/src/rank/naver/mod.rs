//! Ranking a Naver Shopping slot through Naver's search API (issue 39; `shared/NAVER-SHOPPING.md`).
//!
//! - [`answer`]: the API's answer and refusals as the product reads them (every value a string,
//!   titles with `<b>` marks and entities; 401, the two kinds of 429, SE01–SE04).
//! - [`counter`]: the counting rule (rank = `start` + the index of the first item whose `productId`
//!   is the MID, no de-duplication; nothing past 1,000) and when a keyword's calls stop: at the call
//!   that places every tracked MID of it, or the tenth.
//! - [`client`]: one call over plain HTTPS with one application's key pair.
//! - [`lanes`]: each key's daily budget and rate, shared by every worker through Postgres.

pub mod answer;
pub mod client;
pub mod counter;
pub mod lanes;

/// The most results one call returns, and so the size of each call's step.
pub const CALL_SIZE: u32 = 100;
/// The deepest position the API answers: ranks go to 1,000 on Naver (500 on Coupang).
pub const MAX_RANK: u32 = 1_000;
/// A keyword never takes more calls than this (`start` = 1, 101, …, 901).
pub const MAX_CALLS: u32 = MAX_RANK / CALL_SIZE;
/// Places a page of Naver Shopping's PC search holds, for "page N, place M".
pub const PAGE_PLACES: u32 = 40;

/// The `errorCode` of each refusal the product acts on, one constant each (the simulator answers
/// with these; Naver's own codes, where its documentation gives them).
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

/// A rank as page and place at [`PAGE_PLACES`] a page: position 41 is page 2, place 1.
pub fn page_and_place(rank: u32) -> (u32, u32) {
    let index = rank.max(1) - 1;
    (index / PAGE_PLACES + 1, index % PAGE_PLACES + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rank_reads_as_page_and_place_at_forty_a_page() {
        assert_eq!(page_and_place(1), (1, 1));
        assert_eq!(page_and_place(40), (1, 40));
        assert_eq!(page_and_place(41), (2, 1));
        assert_eq!(page_and_place(1_000), (25, 40));
        assert_eq!(MAX_CALLS, 10);
    }
}
