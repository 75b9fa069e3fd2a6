//! The table's page (`table.html`): a game played with the rules engine.

fn main() {
    clouds_of_smoke::start_table();
}
