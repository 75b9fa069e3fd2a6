//! The lab's web worker (built by Trunk with `data-type="worker"` beside
//! `lab.html`): it plays the games of a run off the page's thread.

#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used))]

fn main() {
    clouds_of_smoke::start_lab_worker();
}
