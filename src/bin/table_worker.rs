//! The table's web worker (built by Trunk with `data-type="worker"` beside
//! `table.html`): the general decides there, off the page's thread.

#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used))]

fn main() {
    clouds_of_smoke::start_table_worker();
}
