//! The pre-game sequence's page (`pregame.html`): the table while the
//! armies are set up; the turns are played on `table.html`.

#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used))]

fn main() {
    clouds_of_smoke::start_pregame();
}
