//! The builder's page (`index.html`). Everything is in the library.

#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used))]

fn main() {
    clouds_of_smoke::start_builder();
}
