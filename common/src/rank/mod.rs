//! Rank tracking: reading the marketplace's search pages ([`parser`]) and counting organic places
//! across them to find the tracked products ([`counter`]).

pub mod counter;
pub mod parser;
