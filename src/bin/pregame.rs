//! The pre-game sequence's page (`pregame.html`): the table while the
//! armies are set up; the turns are played on `table.html`.

fn main() {
    clouds_of_smoke::start_pregame();
}
