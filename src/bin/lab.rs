//! The lab's page (`lab.html`): many games, A/B of two lists, combat odds.

#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used))]

fn main() {
    clouds_of_smoke::start_lab();
}
