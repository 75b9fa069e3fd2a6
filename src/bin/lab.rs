//! The lab's page (`lab.html`): many games, A/B of two lists, combat odds.

fn main() {
    clouds_of_smoke::start_lab();
}
