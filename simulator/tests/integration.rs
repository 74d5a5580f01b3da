//! The simulator's integration tests, one module per file beside this one, in one test
//! binary: each file its own binary linked the whole program again and compiled its own copy of
//! `support` (the api's 29 took 170 s of CPU in a cold build).

mod support;

mod catalog;
mod faults;
mod markup;
mod naver;
mod offers;
mod pages;
mod product;
mod truth;
