//! Rank tracking: reading the marketplace's search pages ([`parser`]), counting organic places
//! across them to find the tracked products ([`counter`]), fetching pages ([`source`]: plain HTTP,
//! or a real browser in [`webdriver`]) and one keyword's crawl with retries and its completeness
//! ([`crawl`]), the limits every worker shares ([`politeness`]) and crawl runs as jobs ([`runs`]).

pub mod counter;
pub mod crawl;
pub mod parser;
pub mod politeness;
pub mod runs;
pub mod source;
pub mod webdriver;
