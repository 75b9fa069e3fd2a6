//! The table's page (`table.html`): a game played with the rules engine.

#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used))]

fn main() {
    clouds_of_smoke::start_table();
}
