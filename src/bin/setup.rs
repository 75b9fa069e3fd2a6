//! The game setup's page (`setup.html`): a new game's scenario, armies and
//! opponent; the game is then played on `pregame.html` and `table.html`.

#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used))]

fn main() {
    clouds_of_smoke::start_setup();
}
