//! The builder's page (`index.html`). Everything is in the library.

fn main() {
    clouds_of_smoke::start_builder();
}
