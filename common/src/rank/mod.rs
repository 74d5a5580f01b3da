//! Rank tracking: reading the marketplace's search pages ([`parser`]), counting organic places
//! across them to find the tracked products ([`counter`]), what else the pages showed ([`market`]), fetching pages ([`source`]: plain HTTP,
//! or a real browser in [`webdriver`]) and one keyword's crawl with retries and its completeness
//! ([`crawl`]), the limits every worker shares ([`politeness`]), crawl runs as jobs ([`runs`]), and
//! the crawls as operators follow them ([`panel`]: the day's figures, the runs, recrawl a slot), and
//! a slot's rank history with the days one may ask for ([`history`]).

pub mod counter;
pub mod crawl;
pub mod history;
pub mod market;
pub mod naver;
pub mod panel;
pub mod parser;
mod parser_skim;
pub mod partitions;
pub mod politeness;
pub mod runs;
pub mod source;
pub mod standings;
pub mod webdriver;
