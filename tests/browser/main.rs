//! Browser tests: real flows in headless Chromium against the release build
//! in `dist/`. Run by `scripts/test.sh`, which builds `dist/` first:
//!
//!     cargo test --features browser-tests --test browser
//!
//! Each test gets its own Chromium; screenshots of every page tested land in
//! `target/browser-screenshots/`. Add a flow by adding a module here and
//! using [`harness::Browser`].

// The native tests' helpers: the shipped lists and the sample armies.
#[path = "../../core/tests/common/mod.rs"]
mod common;

mod bench_table;
mod builder;
mod custom_lists;
mod flows;
mod general;
mod harness;
mod lab;
mod lists;
mod offline;
mod print;
mod scenarios;
mod share;
mod shell;
mod slice;
mod table;
mod teams;
